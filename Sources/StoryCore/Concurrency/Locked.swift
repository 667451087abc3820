import Foundation

/// A value shared by threads working in parallel (page renders, `parallelMap`), changed only
/// while holding its lock.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    public init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with the value, alone; returns what it returns.
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.withLock { body(&value) }
    }
}
