import Foundation

extension Array where Element: Sendable {
    /// `map` spread over every core. Order is kept.
    ///
    /// Used where each element is independent work of some size: reading story.json files,
    /// publishing each story's files, checking pages (libxml2 parses independent documents
    /// safely on many threads; its error handler is per thread).
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        let slots = Locked([Result?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result = transform(self[index])
            slots.withLock { $0[index] = result }
        }
        // Every slot is filled by then: `concurrentPerform` returns after the last iteration.
        return slots.withLock { $0.compactMap { $0 } }
    }
}

extension Array {
    /// The elements in order, in runs of `size` (the last may be shorter): work handed to
    /// `parallelMap` a run at a time, so only one run's results are held at once.
    public func chunked(by size: Int) -> [[Element]] {
        precondition(size > 0, "a chunk holds at least one element")
        return stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
