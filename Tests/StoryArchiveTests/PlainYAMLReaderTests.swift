import Foundation
@testable import StoryArchive
import Testing
import Yams

/// The fast reader of plain YAML must give exactly what Yams (with `YAMLScalars`) gives, and
/// leave everything it does not read itself to Yams.
@Suite struct PlainYAMLReaderTests {
    private func plain(_ yaml: String) -> JSONValue? {
        Array(yaml.utf8).withUnsafeBufferPointer { PlainYAMLReader.read($0) }
    }

    private func yams(_ yaml: String) throws -> JSONValue {
        try Yams.compose(yaml: yaml, .basic, .default, .utf8).map(YAMLScalars.value(of:)) ?? .null
    }

    @Test("plain YAML reads as Yams reads it", arguments: [
        // What `storychop init` writes.
        """
        # StoryChop archive settings. Edit by hand; every key but title may be left out.
        title: "The Okafor Family"
        # Language of the stories (BCP 47: en, de, ar, zh-Hant …), used by screen readers.
        language: en
        theme: default
        min_duration: 5
        site: site
        # base_url: https://example.org/stories/
        base_url: https://example.org/stories/

        """,
        "title: Famille Côté — 祖母の話\nfeatured: 1962-05-01-the-day-we-moved\n",
        "a: 1\nb: -2\nc: +3\nd: 0x1F\ne: 017\nf: 1_000\ng: 1:30\nh: 2.5\ni: .5\nj: -1e3\nk: 12345678901234567890\n",
        "a: yes\nb: No\nc: off\nd: ~\ne: null\nf:\ng: true\nh: FALSE\n",
        "a: 'single # not a comment'\nb: \"double: not a mapping\"   # a comment\nc: plain # comment\n",
        "title: Grandma's \"big\" day [1962] {draft}, part 2|3 > 1\n",
        "url: http://example.org:8080/a#b\nwhen: 2024-03-05\ntime: 12:30:00\nsix: a:b\n",
        "   # indented comment\n\n\ntitle: x   \n",
        "", "# only a comment\n", "\n\n",
    ])
    func agreesWithYams(yaml: String) throws {
        let value = try #require(plain(yaml))
        #expect(value == (try yams(yaml)))
    }

    @Test("anything else is left to Yams", arguments: [
        "a: 1\na: 2\n",                       // a duplicate key (Yams says so)
        "a:\n  b: 1\n", "a:\n- 1\n", "- a\n- b\n", "a: [1, 2]\n", "a: {b: 1}\n",
        "a: &x 1\nb: *x\n", "a: !!str 1\n", "a: |\n  text\n", "a: >\n  text\n",
        "---\na: 1\n", "a: 1\n...\n", "%YAML 1.1\n---\na: 1\n",
        "a: \"esc\\\"aped\"\n", "a: 'it''s'\n", "a: \"x\"# c\n", "a: \"open\n",
        "a:b\n", "a:\tb\n", "a: b: c\n", "a: b:\n", "a: - b\n", "a: @b\n", "a: `b\n", "a: %b\n", "a: ?b\n",
        "a: b\r\n", " a: b\n", "yes: b\n", "null: b\n", "a-b: c\n", "<<: *x\n", "a: x\tb\n",
        "a: \u{85}b\n", "a: b\u{2028}c\n", "\u{FEFF}a: b\n", "a: \"\u{9F}\"\n",
    ])
    func leavesTheRestToYams(yaml: String) {
        #expect(plain(yaml) == nil)
    }

    @Test func theArchivesSettingsStillReadThroughEitherPath() throws {
        let plainFile = try MetadataDocument.parse(Data("title: Plain\ntheme: calm\n".utf8), isJSON: false)
        #expect(plainFile["title"] == .string("Plain"))
        let nested = try MetadataDocument.parse(Data("title: Nested\nextra:\n  key: 1\n".utf8), isJSON: false)
        #expect(nested["extra"] == .object([JSONValue.Member("key", .int(1))]))
    }
}
