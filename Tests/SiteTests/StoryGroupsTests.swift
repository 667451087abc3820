import Foundation
@testable import Site
import StoryArchive
import Testing

/// Group pages are listed as the Finder sorts names (`localizedStandardCompare`): numbers by
/// value, case and accents by the locale's rules. The order is found by insertion from the
/// names' bytes; it must be the one a plain sort with that comparison gives.
@Suite struct StoryGroupsTests {
    static let names = ["Uncle Tom", "grandma Rose", "Grandpa Joe", "Élise", "Eve", "Zoë", "zoe", "Aunt May 10",
                        "Aunt May 9", "Aunt May 100", "O'Brien", "Obrien", "Ümit", "Ulla", "李华", "Анна", "Anna",
                        "anna b", "Anna-Lena", "  Spaces", "Ängel", "Zed"]

    @Test func theOrderIsTheFindersWhateverOrderTheNamesComeIn() {
        let expected = Self.names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        #expect(StoryGroups.localizedOrder(Self.names) == expected)
        #expect(StoryGroups.localizedOrder(Self.names.reversed()) == expected)
        #expect(StoryGroups.localizedOrder(expected) == expected)
        #expect(StoryGroups.localizedOrder([]) == [])
        #expect(StoryGroups.localizedOrder(["One"]) == ["One"])
    }

    func story(_ id: String, category: String?, narrator: String?) -> Story {
        Story(id: id, title: id, category: category, narrator: narrator, recorded: RecordedDate(year: 1990, month: 1, day: 1)!)
    }

    func order(_ categories: [String], _ people: [String], slugs: [String: String] = [:]) -> StoryGroups.Order {
        StoryGroups.Order(categories: categories.map { .init(name: $0, slug: slugs[$0] ?? SitePaths.slug($0)) },
                          people: people.map { .init(name: $0, slug: slugs[$0] ?? SitePaths.slug($0)) })
    }

    /// A rebuild takes the last build's order and folders when they are those of the same
    /// groups, and only then.
    @Test func aKnownOrderOfTheSameGroupsIsTakenAndAnyOtherIsNot() {
        let stories = [story("a", category: "Love", narrator: "Zoë"), story("b", category: "Work", narrator: "Anna"),
                       story("c", category: "Love", narrator: nil)]
        let found = StoryGroups(stories)
        #expect(found.order == order(["Love", "Work"], ["Anna", "Zoë"]))
        // The same names in another order (as another locale might sort them), with folders
        // made another way: taken as they are.
        let known = order(["Work", "Love"], ["Zoë", "Anna"], slugs: ["Work": "work-2", "Zoë": "zoe-3"])
        let again = StoryGroups(stories, known: known)
        #expect(again.order == known)
        #expect(again.categories.map(\.members) == [[1], [0, 2]])
        #expect(again.categoryPath("Work") == "prompts/work-2/index.html")
        #expect(again.personPath("Zoë") == "people/zoe-3/index.html")
        // A name more, a name fewer, a name twice, a folder twice, a folder that is a path:
        // made anew.
        for other in [order(["Work", "Love", "Home"], ["Zoë", "Anna", "Bob"]), order(["Work"], ["Anna"]),
                      order(["Work", "Work"], ["Zoë", "Zoë"]),
                      order(["Work", "Love"], ["Zoë", "Anna"], slugs: ["Work": "love", "Zoë": "anna"]),
                      order(["Work", "Love"], ["Zoë", "Anna"], slugs: ["Work": "../../etc", "Zoë": "a/b"])] {
            #expect(StoryGroups(stories, known: other).order == found.order)
        }
    }
}
