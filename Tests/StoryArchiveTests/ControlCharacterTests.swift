import Foundation
import StoryArchive
import Testing
import TestSupport

/// A NUL, BEL, escape or C1 control (NEL, CSI) never reaches a story, whatever gave the text:
/// the fields are read without them (tab and line feed stay), trimmed, and one over 1,000
/// characters is refused with the same sentence. Ingest's sources (options, sidecars, audio
/// tags) are in IngestTests' FieldCleaningTests.
@Suite struct ControlCharacterTests {
    /// A NEL and a CSI (C1), an escape and a bell (C0), spaces around.
    static let dirty = " The\u{85} farm\u{9B}2J\u{1B}\u{07} "
    static let clean = "The farm2J"
    static let refusal = "\"title\" is 1001 characters long; it may have at most 1000"

    @Test func fieldsAreReadWithoutControlCharacters() throws {
        let document = try MetadataDocument.parse(Data(#"{"title": "A\u0000B\u0007C\u001b[31mD\u007f\u0085\u009f", "tags": ["x\u0008y"], "prompt": "one\ttwo"}"#.utf8), isJSON: true)
        var reader = FieldReader(document)
        #expect(reader.string("title") == "ABC[31mD")
        #expect(reader.stringList("tags") == ["xy"])
        #expect(reader.string("prompt") == "one\ttwo")
    }

    @Test func theRuleKeepsTabAndLineFeedAndNothingElseBelowASpace() {
        let dropped = (0...0x9F).compactMap(Unicode.Scalar.init).filter(FieldText.isDropped).map(\.value)
        #expect(dropped == Array(0...0x08) + Array(0x0B...0x1F) + Array(0x7F...0x9F))
        #expect(FieldText.cleaned(" \u{85} ", field: "prompt") == .success(nil))
        #expect(FieldText.cleaned("a\tb\nc", field: "prompt") == .success("a\tb\nc"))
    }

    @Test func anEditIsCleanedAndCapped() throws {
        let story = Story(id: "2020-01-01-a", title: "A", recorded: try #require(RecordedDate(parsing: "2020-01-01")))
        let edited = try StoryEdit(title: Self.dirty, narrator: "Ro\u{0}se", tags: ["\u{1B}x", "\u{9B}"]).applied(to: story).get()
        #expect(edited.title == Self.clean && edited.narrator == "Rose" && edited.tags == ["x"])
        let fits = try StoryEdit(title: String(repeating: "a", count: 1_000) + "\u{85}").applied(to: story).get()
        #expect(fits.title.count == 1_000)
        guard case .failure(let refusal) = StoryEdit(title: String(repeating: "a", count: 1_001)).applied(to: story) else {
            Issue.record("a 1,001-character title was taken")
            return
        }
        #expect(refusal.problems == [Self.refusal])
    }

    @Test func aHandEditedStoryJSONIsCleanedAndCappedOnLoad() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"title": " The\u0085 farm\u009b2J\u001b\u0007 ", "recorded": "2020-01-01", "tags": [" x\u0085", ""]}"#,
                         to: "family/stories/2020-01-01-a/story.json")
        try folder.write(#"{"title": "\#(String(repeating: "a", count: 1_000))\u0085", "prompt": "\u009b ", "recorded": "2020-01-02"}"#,
                         to: "family/stories/2020-01-02-b/story.json")
        try folder.write(#"{"title": "\#(String(repeating: "a", count: 1_001))", "recorded": "2020-01-03"}"#,
                         to: "family/stories/2020-01-03-c/story.json")
        let catalog = try archive.loadStories()
        #expect(catalog.stories.map(\.title) == [Self.clean, String(repeating: "a", count: 1_000)])
        #expect(catalog.stories.first?.tags == ["x"] && catalog.stories.last?.prompt == nil)
        #expect(catalog.problems.map(\.message) == [Self.refusal])
        #expect(catalog.problems.first?.file.hasSuffix("2020-01-03-c/story.json") == true)
    }
}
