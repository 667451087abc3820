import Foundation

/// Work started on another thread now, its result taken later with `wait()`: lets one stage
/// run while the next is already being computed (ingest commits one batch of stories, waiting
/// for the disk, while the next batch fills).
public final class Background<Value: Sendable>: Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let result = Locked<Value?>(nil)

    public init(_ work: @escaping @Sendable () -> Value) {
        // A thread of its own: Dispatch's pool has one per core, all of them perhaps busy with
        // (or waiting in) the work this is meant to run beside.
        Thread.detachNewThread { [done, result] in
            let value = work()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    /// The result, once the work is done. Call once.
    public func wait() -> Value {
        done.wait()
        return result.withLock { $0.take()! }
    }
}
