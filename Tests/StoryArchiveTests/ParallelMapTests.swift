import Foundation
import StoryCore
import StoryArchive
import Testing

/// `parallelMap` and `OrderedParallelMap` keep the order whatever core finishes first.
@Suite struct ParallelMapTests {
    @Test func chunkedKeepsEveryElementInOrder() {
        #expect(Array(0..<7).chunked(by: 3) == [[0, 1, 2], [3, 4, 5], [6]])
        #expect(Array(0..<6).chunked(by: 3) == [[0, 1, 2], [3, 4, 5]])
        #expect(Array(0..<2).chunked(by: 32) == [[0, 1]])
        #expect([Int]().chunked(by: 4).isEmpty)
    }

    @Test func parallelMapKeepsTheOrder() {
        let numbers = Array(0..<1000)
        let squares = numbers.parallelMap { number in
            // Every tenth element is slow, so later elements finish before earlier ones.
            if number % 10 == 0 { usleep(1000) }
            return number * number
        }
        #expect(squares == numbers.map { $0 * $0 })
    }

    /// Many empty maps at once, as ingest's loaders make them: under ThreadSanitizer
    /// (scripts/sanitize.sh) this raced on the empty array every thread shares.
    @Test func parallelMapOfNothingOnManyThreads() {
        let counts = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 32) { _ in
            let mapped = [Int]().parallelMap { $0 + 1 }
            counts.withLock { $0.append(mapped.count) }
        }
        #expect(counts.withLock { $0 } == Array(repeating: 0, count: 32))
    }

    @Test func orderedParallelMapHandsResultsBackInOrder() {
        let numbers = Array(0..<500)
        let squares = OrderedParallelMap(numbers, window: 8) { number in
            if number % 7 == 0 { usleep(500) }   // later elements finish first
            return number * number
        }
        var taken: [Int] = []
        while let next = squares.next() { taken.append(next) }
        #expect(taken == numbers.map { $0 * $0 })
        #expect(squares.next() == nil)
    }

    /// Workers never start an element more than `window` past the last one taken.
    @Test func orderedParallelMapStaysWithinItsWindow() {
        let started = Locked<[Int]>([])
        let window = 4
        let work = OrderedParallelMap(Array(0..<100), window: window, workers: 3) { number in
            started.withLock { $0.append(number) }
            return number
        }
        for taken in 0..<100 {
            #expect(work.next() == taken)
            usleep(200)   // let the workers run as far ahead as they may
            let furthest = started.withLock { $0.max() ?? -1 }
            #expect(furthest <= taken + window)
        }
        #expect(work.next() == nil)
    }

    @Test func orderedParallelMapOfNothing() {
        let nothing = OrderedParallelMap([Int](), window: 4) { $0 }
        #expect(nothing.next() == nil)
    }
}
