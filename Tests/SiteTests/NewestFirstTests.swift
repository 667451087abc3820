@testable import Site
import StoryArchive
import Testing
import TestSupport

/// Every list of the site is newest first (by recording date, then id, going down).
@Suite struct NewestFirstTests {
    static func story(_ number: Int, day: Int) -> Story {
        Story(id: "story-\(number)", title: "Story \(number)", recorded: RecordedDate(year: 2000, month: 1, day: day)!)
    }

    @Test(arguments: [0, 1, 2, 7, 100])
    func storiesEndNewestFirstWhateverTheirOrder(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        // Few days, so that many stories share one and the ids decide.
        let stories = (0..<60).map { Self.story($0, day: Int.random(in: 1...5, using: &random)) }
        let newest = stories.sorted { ($0.recorded, $0.id) > ($1.recorded, $1.id) }
        let expected = newest.map(\.id)
        for start in [stories.shuffled(using: &random), newest, Array(newest.reversed())] {
            #expect(start.newestFirst().map(\.id) == expected)
        }
    }

    @Test func noStoriesAndOneStoryStayAsTheyAre() {
        #expect([Story]().newestFirst().isEmpty)
        #expect([Self.story(1, day: 1)].newestFirst().map(\.id) == ["story-1"])
    }
}
