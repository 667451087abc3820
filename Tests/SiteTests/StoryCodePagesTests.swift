import Foundation
import Site
import StoryArchive
import Testing
import XMLIO

/// Each story page shows the story's code, and the search index holds it once: in the story's
/// entry (what a result shows) and as `#` and its characters among the words (what finds it).
/// The code is the one `StoryCode.codes(for:)` gives over every story the site shows, as the book prints it.
@Suite struct StoryCodePagesTests {
    struct CodedEntry: Decodable {
        var href: String
        var code: String?
    }

    @Test func everyStoryPageShowsItsCodeAndTheIndexFindsItByIt() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        // A private story leaves the site, and so takes no part in the codes.
        try fixture.edit("2019-11-11-letters-from-the-war") { $0.isPrivate = true }
        try fixture.build()
        let shown = try fixture.archive.loadStories().stories.filter { !$0.isPrivate }
        #expect(shown.count == 13)
        let codes = StoryCode.codes(for: shown)
        #expect(codes["2024-03-05-the-day-we-moved"] == "GR-4JGZ")

        let words = try Self.words(in: fixture)
        let script = try fixture.searchIndexText()
        let entries = try Self.entries(in: fixture)
        for story in shown {
            let code = try #require(codes[story.id])
            let page = try fixture.page("stories/\(story.id)/index.html")
            let facts = page.elements(withClass: "story-code")
            #expect(facts.count == 1)
            #expect(facts.first?.elements(named: "dt").first?.text == "Story code")
            #expect(facts.first?.elements(named: "dd").first?.text == code, "\(story.id)")

            let number = try #require(entries.firstIndex { $0.href == "../stories/\(story.id)/index.html" })
            #expect(entries[number].code == code)
            let key = "#" + code.split(separator: "-")[1]
            #expect(words[key] == [number], "\(story.id): the code's key leads to its entry")
            #expect(script.components(separatedBy: code.split(separator: "-")[1]).count <= 3, "once as the code, once as the key")
        }
        #expect(words.keys.filter { $0.hasPrefix("#") }.count == shown.count, "a key a story, no variants")
        #expect(!script.contains(StoryCode.code(for: try fixture.archive.readStory(
            in: fixture.archive.storyDirectory("2019-11-11-letters-from-the-war")).get()).dropFirst(3)))
    }

    /// Every entry, in order, with its code.
    static func entries(in fixture: SiteFixture) throws -> [CodedEntry] {
        var entries: [CodedEntry] = []
        for number in 0... {
            let file = fixture.site.appendingPathComponent("search/entries/\(number).js")
            guard let data = FileManager.default.contents(atPath: file.path) else { break }
            entries += try JSONDecoder().decode([CodedEntry].self, from: Self.argument(of: data, open: "[", close: "]"))
        }
        return entries
    }

    /// Every word of the words files → the entries holding it (the differences added up).
    static func words(in fixture: SiteFixture) throws -> [String: [Int]] {
        let folder = fixture.site.appendingPathComponent("search/words")
        var words: [String: [Int]] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let file = try JSONDecoder().decode([String: [Int]].self, from: Self.argument(of: data, open: "{", close: "}"))
            for (word, steps) in file {
                var entry = 0
                words[word] = steps.map { step in entry += step; return entry }
            }
        }
        return words
    }

    /// The JSON a part's script hands over: `StoryChopSearchPart("words/0",{…});` → `{…}`.
    private static func argument(of data: Data, open: Character, close: Character) throws -> Data {
        let script = String(decoding: data, as: UTF8.self)
        let start = try #require(script.firstIndex(of: open)), end = try #require(script.lastIndex(of: close))
        return Data(script[start...end].utf8)
    }
}
