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
