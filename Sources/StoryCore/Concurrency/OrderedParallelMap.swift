import Foundation

/// `map` spread over every core whose results are taken one at a time, in order, while the
/// following elements are still being worked on: ingest adds each prepared recording as soon
/// as it and those before it are ready.
///
/// Workers run at most `window` elements ahead of the one taken last, which bounds the results
/// held (and, in ingest, the stories staged but not yet added). Unlike `parallelMap` over runs
/// of elements, no core waits at the end of a run for the slowest element of it, nor for the
/// taker to ask for the next run.
///
/// `@unchecked Sendable`: its mutable state is touched only while holding `condition`.
public final class OrderedParallelMap<Element: Sendable, Result: Sendable>: @unchecked Sendable {
    private let elements: [Element]
    private let window: Int
    private let transform: @Sendable (Element) -> Result
    /// Guards everything below; workers and the taker wait on it for a slot to be filled or freed.
    private let condition = NSCondition()
    private var slots: [Result?]
    private var nextToStart = 0
    private var nextToTake = 0

    /// Starts `workers` threads (one per core by default) on `elements`.
    public init(_ elements: [Element], window: Int, workers: Int = ProcessInfo.processInfo.activeProcessorCount,
                transform: @escaping @Sendable (Element) -> Result) {
        precondition(window > 0, "workers may run at least one element ahead")
        self.elements = elements
        self.window = window
        self.transform = transform
        slots = [Result?](repeating: nil, count: elements.count)
        // Threads of their own, not Dispatch's: a worker waiting for room holds its thread, and
        // Dispatch's pool (one thread per core) would then have none left for other work.
        for _ in 0..<max(1, min(workers, elements.count)) {
            Thread.detachNewThread { self.work() }
        }
    }

    /// The next result in order, waiting for it when needed; nil after the last one.
    public func next() -> Result? {
        condition.lock()
        defer { condition.unlock() }
        guard nextToTake < elements.count else { return nil }
        while slots[nextToTake] == nil { condition.wait() }
        let result = slots[nextToTake].take()
        nextToTake += 1
        condition.broadcast()   // a worker waiting for room may go on
        return result
    }

    private func work() {
        condition.lock()
        defer { condition.unlock() }
        while true {
            while nextToStart < elements.count, nextToStart >= nextToTake + window { condition.wait() }
            guard nextToStart < elements.count else { return }
            let index = nextToStart
            nextToStart += 1
            condition.unlock()
            let result = transform(elements[index])
            condition.lock()
            slots[index] = result
            if index == nextToTake { condition.broadcast() }   // the taker waits for this one
        }
    }
}
