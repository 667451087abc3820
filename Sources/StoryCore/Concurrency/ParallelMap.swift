import Foundation

extension Array where Element: Sendable {
    /// `map` spread over every core. Order is kept.
    ///
    /// Used where each element is independent work of some size: reading story.json files,
    /// publishing each story's files, checking pages (libxml2 parses independent documents
    /// safely on many threads; its error handler is per thread).
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
        // Nothing to do, and no array to make: `Array(unsafeUninitializedCapacity: 0)` writes
        // its count into the one empty array every thread shares (ThreadSanitizer: a data race).
        guard !isEmpty else { return [] }
        // Each iteration writes its own slot, so none waits for another: a lock around the
        // results, taken once per element by two threads at a time, made a rebuild's
        // thousands of tiny tasks wait in the kernel.
        let slots = UnsafeMutableBufferPointer<Result>.allocate(capacity: count)
        defer { slots.deallocate() }
        let results = Slots(base: slots.baseAddress)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            (results.base! + index).initialize(to: transform(self[index]))
        }
        // Every slot is filled by then: `concurrentPerform` returns after the last iteration.
        return [Result](unsafeUninitializedCapacity: count) { buffer, initialized in
            _ = buffer.moveInitialize(fromContentsOf: slots)
            initialized = count
        }
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

/// The results buffer of `parallelMap`, shared by its iterations (each writes only its own slot).
private struct Slots<Result>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Result>?
}
