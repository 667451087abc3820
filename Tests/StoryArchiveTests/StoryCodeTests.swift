import Foundation
import StoryArchive
import Testing

/// Story codes as the book prints them and `list` and the site's search read them back. The
/// expected values were worked out apart from this code (Python's hashlib and base64, with the
/// base32 alphabet swapped for Crockford's), so a change of the hash or the alphabet shows here.
@Suite struct StoryCodeTests {
    static func story(_ id: String, narrator: String? = nil) throws -> Story {
        Story(id: id, title: "A story", narrator: narrator, recorded: try #require(RecordedDate(parsing: "2020-01-01")))
    }

    @Test func theCodeIsTheNarratorsInitialsAndTheStartOfTheIdsDigest() throws {
        #expect(StoryCode.code(for: try Self.story("2024-03-05-the-day-we-moved", narrator: "Grandma Rose")) == "GR-4JGZ")
        #expect(StoryCode.code(for: try Self.story("2020-01-01-a")) == "ST-4MKQ", "no narrator")
        #expect(StoryCode.code(for: try Self.story("2020-01-01-a", narrator: "Rose")) == "RO-4MKQ", "one word: its first two letters")
        #expect(StoryCode.code(for: try Self.story("2020-01-01-a", narrator: "Žofie Łukášová")) == "ZL-4MKQ")
        #expect(StoryCode.code(for: try Self.story("2020-01-01-a", narrator: "Бабушка Роза")) == "BR-4MKQ")
        #expect(StoryCode.code(for: try Self.story("2020-01-01-a", narrator: "J")) == "ST-4MKQ", "one letter is no initials")
    }

    @Test func codesUseCrockfordsDigitsOnly() throws {
        let allowed = Set("0123456789ABCDEFGHJKMNPQRSTVWXYZ")
        let stories = try (1...500).map { try Self.story("2020-01-01-story-\($0)") }
        for (_, code) in StoryCode.codes(for: stories) {
            let digits = try #require(code.split(separator: "-").last)
            #expect(digits.allSatisfy(allowed.contains), "\(code)")
            #expect(!digits.contains { "ILOU".contains($0) })
        }
    }

    /// Two ids whose codes share their four characters, found by trying ids in turn (as any
    /// archive of a thousand stories may hold): both codes grow until they differ; others stay four.
    @Test func storiesSharingTheirFirstFourCharactersGetLongerCodes() throws {
        var seen: [String: String] = [:]
        var pair: (String, String)?
        for number in 2...100_000 where pair == nil {
            let id = "2020-01-01-story-\(number)"
            let code = StoryCode.code(for: try Self.story(id))
            if let other = seen[code] { pair = (other, id) }
            seen[code] = id
        }
        let (first, second) = try #require(pair)
        #expect((first, second) == ("2020-01-01-story-1023", "2020-01-01-story-1366"))
        let codes = StoryCode.codes(for: try [first, second, "2020-01-01-a"].map { try Self.story($0) })
        #expect(codes[first] == "ST-52S5P")
        #expect(codes[second] == "ST-52S52")
        #expect(codes["2020-01-01-a"] == "ST-4MKQ", "a code no other story shares keeps four characters")

        // Shared for five characters: six each.
        let five = StoryCode.codes(for: try ["2020-01-01-story-8447", "2020-01-01-story-9240"].map { try Self.story($0) })
        #expect(five == ["2020-01-01-story-8447": "ST-7PXYE8", "2020-01-01-story-9240": "ST-7PXYEW"])
        // Alone, each has its plain code.
        #expect(StoryCode.codes(for: [try Self.story(first)]) == [first: "ST-52S5"])
    }

    @Test(arguments: ["GR-4JGZ", "gr-4jgz", "GR 4JGZ", "gr4jgz", "4JGZ", "4jgz", " GR – 4JGZ ", "4J GZ",
                      "NE-4JGZ", "GR-4JGZ2", "GR-4JGZ2HJKTSDKQJYJT2SNXS5K0DB6YVEND3X99K73DJRYCCN4Y3FG"])
    func aTypedCodeIsReadForgivingly(typed: String) {
        #expect(StoryCode.matches(typed, storyID: "2024-03-05-the-day-we-moved"), "\(typed)")
        #expect(StoryCode.isWellFormed(typed))
    }

    @Test func oIAndLAreReadAsZeroAndOne() {
        let id = "2021-06-01-picnic-25"   // its code is C0Z1
        for typed in ["ST-C0Z1", "ST-COZ1", "st-cozi", "cozl", "COZI"] {
            #expect(StoryCode.matches(typed, storyID: id), "\(typed)")
        }
        #expect(!StoryCode.matches("C0ZU", storyID: id), "U is no Crockford digit")
    }

    @Test(arguments: ["GR-4JG", "4JG", "", "GR-", "GR", "--", "GR-4JGU", "4JGZ!", "GR-4JGZ?"])
    func lessThanFourCodeCharactersOrOtherSignsMatchNothing(typed: String) {
        #expect(!StoryCode.matches(typed, storyID: "2024-03-05-the-day-we-moved"), "\(typed)")
        #expect(!StoryCode.isWellFormed(typed), "\(typed)")
    }

    @Test func anotherStorysCodeDoesNotMatch() {
        #expect(!StoryCode.matches("GR-4JGY", storyID: "2024-03-05-the-day-we-moved"))
        #expect(!StoryCode.matches("GR-4MKQ", storyID: "2024-03-05-the-day-we-moved"))
        #expect(StoryCode.matches("GR-4MKQ", storyID: "2020-01-01-a"))
    }

    /// A printed four-character code of a story later given a longer one still finds it (and the
    /// other story sharing those four): printed codes keep working when stories are added.
    @Test func theFirstFourCharactersOfALongerCodeStillMatch() {
        #expect(StoryCode.matches("ST-52S5", storyID: "2020-01-01-story-1023"))
        #expect(StoryCode.matches("ST-52S5", storyID: "2020-01-01-story-1366"))
        #expect(!StoryCode.matches("ST-52S5P", storyID: "2020-01-01-story-1366"))
    }
}
