import Foundation
@testable import Site
import StoryArchive
import Testing

/// Group pages are listed as the Finder sorts names (`localizedStandardCompare`): numbers by
/// value, case and accents by the locale's rules; names that slug alike get folders of their own.
@Suite struct StoryGroupsTests {
    static let names = ["Uncle Tom", "grandma Rose", "Grandpa Joe", "Élise", "Eve", "Zoë", "Aunt May 10",
                        "Aunt May 9", "Aunt May 100", "O'Brien", "Ümit", "Ulla", "李华", "Анна", "Anna",
                        "anna b", "Anna-Lena", "Ängel", "Zed"]

    func story(_ id: String, category: String?, narrator: String?) -> Story {
        Story(id: id, title: id, category: category, narrator: narrator, recorded: RecordedDate(year: 1990, month: 1, day: 1)!)
    }

    @Test func peopleAreInTheFindersOrderWhateverOrderTheStoriesComeIn() {
        let expected = Self.names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
        for names in [Self.names, Self.names.reversed(), expected] {
            let stories = names.enumerated().map { story("s\($0.offset)", category: nil, narrator: $0.element) }
            #expect(StoryGroups(stories).people.map(\.name) == expected)
        }
    }

    @Test func namesThatSlugAlikeGetFoldersOfTheirOwn() {
        let stories = [story("a", category: "Love & Family", narrator: nil), story("b", category: "Love, Family", narrator: nil)]
        let groups = StoryGroups(stories)
        let paths = groups.categories.map { groups.categoryPath($0.name) }
        #expect(Set(paths).count == 2, "\(paths)")
    }
}
