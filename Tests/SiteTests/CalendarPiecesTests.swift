import Foundation
@testable import Site
import StoryArchive
import Testing

/// A calendar year's months are pieces: a month is made again only when one of its stories
/// changed, and the others are kept from the last build's page.
@Suite struct CalendarPiecesTests {
    /// Newest first, as the planner lists a year's stories.
    let stories = [(11, 30), (11, 2), (3, 9), (3, 9), (1, 5)].enumerated().map { index, date in
        Story(id: "story-\(index)", title: "Story \(index)", recorded: RecordedDate(year: 1978, month: date.0, day: date.1)!)
    }

    /// Each month's piece key and the ids on its grid.
    private func pieces(_ keys: [UInt64]) -> [(key: UInt64, ids: [String])] {
        var found: [(UInt64, [String])] = []
        MonthGrids(stories, pieceKeys: keys, year: 1978, page: "calendar/1978/index.html").forEachPiece { key, item in
            guard case .fields(let grid as MonthGrid) = item() else { return }
            found.append((key ?? 0, grid.days.flatMap { $0.stories.map(\.href) }))
        }
        return found
    }

    @Test func aMonthsKeyChangesWithItsStoriesOnly() throws {
        let before = pieces([1, 2, 3, 4, 5])
        #expect(before.map(\.ids.count) == [1, 2, 2])   // January, March, November
        #expect(before.first?.ids == ["../../stories/story-4/index.html"])
        // The March stories of one day, oldest first.
        #expect(before[1].ids == ["../../stories/story-3/index.html", "../../stories/story-2/index.html"])
        #expect(before.allSatisfy { $0.key >> 60 == 0 })   // sixty bits, as the record keeps them
        #expect(Set(before.map(\.key)).count == 3)

        let marchChanged = pieces([1, 2, 3, 40, 5])
        #expect(marchChanged[0].key == before[0].key)
        #expect(marchChanged[1].key != before[1].key)
        #expect(marchChanged[2].key == before[2].key)
        // Two stories of a month swapping keys is a change too.
        #expect(pieces([2, 1, 3, 4, 5])[2].key != before[2].key)
    }
}
