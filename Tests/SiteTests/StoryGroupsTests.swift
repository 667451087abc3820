import Foundation
@testable import Site
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
}
