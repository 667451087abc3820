import Foundation
import StoryArchive
import Testing

/// `parallelMap` keeps the order whatever core finishes first; `chunked` hands it work in runs.
@Suite struct ParallelMapTests {
    @Test func parallelMapKeepsTheOrder() {
        let numbers = Array(0..<1000)
        let squares = numbers.parallelMap { number in
            // Every tenth element is slow, so later elements finish before earlier ones.
            if number % 10 == 0 { usleep(1000) }
            return number * number
        }
        #expect(squares == numbers.map { $0 * $0 })
    }

    @Test func chunkedKeepsEveryElementInOrder() {
        #expect(Array(0..<7).chunked(by: 3) == [[0, 1, 2], [3, 4, 5], [6]])
        #expect(Array(0..<6).chunked(by: 3) == [[0, 1, 2], [3, 4, 5]])
        #expect(Array(0..<2).chunked(by: 32) == [[0, 1]])
        #expect([Int]().chunked(by: 4).isEmpty)
    }
}
