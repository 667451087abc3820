import Foundation

extension Array where Element: Sendable {
    /// `map` spread over every core. Order is kept.
    ///
    /// Used where each element is independent work of some size: reading story.json files,
    /// publishing each story's files, checking pages (libxml2 parses independent documents
    /// safely on many threads; its error handler is per thread).
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Slots<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        return slots.values
    }
}

/// Results written by many threads, read once all are done.
private final class Slots<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: Value) { lock.withLock { storage[index] = value } }

    /// Every slot is filled by then: `concurrentPerform` returns after the last iteration.
    var values: [Value] { lock.withLock { storage.compactMap { $0 } } }
}
