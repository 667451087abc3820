import Foundation

extension Array where Element: Sendable {
    /// `map` spread over every core. Order is kept.
    ///
    /// Used where each element is independent work of some size: reading story.json files,
    /// publishing each story's files, checking pages (libxml2 parses independent documents
    /// safely on many threads; its error handler is per thread).
    public func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
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

/// Runs `first` and `second` at the same time, on two cores, and returns what each returned.
/// For two stages that touch different files (the search index and the feeds, say); what
/// they share must be safe to use from two threads.
public func inParallel<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    withoutActuallyEscaping(first) { first in
        withoutActuallyEscaping(second) { second in
            let one = ParallelWork(first), other = ParallelWork(second)
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                if index == 0 { one.run() } else { other.run() }
            }
            // Both have run by then: `concurrentPerform` returns after its last iteration.
            return (one.result!, other.result!)
        }
    }
}

/// A piece of work run on a thread of a parallel loop, and its result once it has run (one of
/// `inParallel`'s two, say). `@unchecked Sendable`: one thread runs it, and the result is read
/// after the loop has returned.
public final class ParallelWork<Result>: @unchecked Sendable {
    private let work: () -> Result
    public private(set) var result: Result?

    public init(_ work: @escaping () -> Result) {
        self.work = work
    }

    public func run() {
        result = work()
    }
}

/// The threads Dispatch's parallel loops run on.
public enum Cores {
    /// Has Dispatch start its threads now, without waiting for them: the first parallel loop
    /// of a run otherwise waited 1–3 ms for its second thread, the first doing the work alone
    /// meanwhile (half of the stamps a no-op rebuild compares, say). Call early, before work
    /// that needs only one core.
    public static func wakeUp() {
        DispatchQueue.global().async {}
    }
}
