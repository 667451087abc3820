import Foundation
import StoryArchive
import Testing
import TestSupport

/// A NUL, BEL, escape or C1 control (NEL, CSI) never reaches a story or a day entry, whatever
/// gave the text: the fields are read without them (tab and line feed stay) and trimmed. One
/// over 1,000 characters is refused with one sentence when a person gives it now (`edit`), and
/// cut to the cap when a story.json or entry.json holds it. Ingest's sources (options,
/// sidecars, audio tags) are in IngestTests' FieldCleaningTests.
@Suite struct ControlCharacterTests {
    /// A NEL and a CSI (C1), an escape and a bell (C0), spaces around.
    static let dirty = " The\u{85} farm\u{9B}2J\u{1B}\u{07} "
    static let clean = "The farm2J"
    static let refusal = "\"title\" is 1001 characters long; it may have at most 1000"

    @Test func fieldsAreReadWithoutControlCharacters() throws {
        let document = try MetadataDocument.parse(Data(#"{"title": "A\u0000B\u0007C\u001b[31mD\u007f\u0085\u009f", "tags": ["x\u0008y"], "prompt": "one\ttwo"}"#.utf8), isJSON: true)
        var reader = FieldReader(document)
        #expect(reader.string("title") == "ABC[31mD")
        #expect(reader.stringList("tags", item: "tag") == ["xy"])
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
        guard case .failure(let tagRefusal) = StoryEdit(tags: ["short", "b" + String(repeating: "a", count: 1_200)]).applied(to: story) else {
            Issue.record("a 1,201-character tag was taken")
            return
        }
        #expect(tagRefusal.problems == ["a tag (\"b\(String(repeating: "a", count: 19))…\") is 1201 characters long; it may have at most 1000"])
    }

    /// Cut at the last whole character that fits: an accent or an emoji is never split, and a
    /// space the cut ends on is trimmed.
    @Test func aTextIsCutAtACharacterBoundary() {
        let accented = String(repeating: "a", count: 999) + "e\u{301}" + "b"
        #expect(FieldText.cut(accented) == String(repeating: "a", count: 999))
        let family = String(repeating: "a", count: 996) + "👨‍👩‍👧" + "b"
        #expect(FieldText.cut(family) == String(repeating: "a", count: 996))
        #expect(FieldText.cut(String(repeating: "a", count: 999) + " \u{85}bc") == String(repeating: "a", count: 999))
        #expect(FieldText.cut(" \u{85} ") == nil && FieldText.cut("\u{1B}x ") == "x")
        #expect(FieldText.cut(String(repeating: "é", count: 30), limit: 20) == String(repeating: "é", count: 20))
    }

    @Test func aHandEditedStoryJSONIsCleanedAndCappedOnLoad() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"title": " The\u0085 farm\u009b2J\u001b\u0007 ", "recorded": "2020-01-01", "tags": [" x\u0085", ""]}"#,
                         to: "family/stories/2020-01-01-a/story.json")
        try folder.write(#"{"title": "\#(String(repeating: "a", count: 1_000))\u0085", "prompt": "\u009b ", "recorded": "2020-01-02"}"#,
                         to: "family/stories/2020-01-02-b/story.json")
        // An older StoryChop wrote such a title (`ingest --title` was not capped): cut, not refused.
        try folder.write(#"{"title": "\#(String(repeating: "a", count: 1_001))", "narrator": "\#(String(repeating: "n", count: 1_500))", "recorded": "2020-01-03", "tags": ["\#(String(repeating: "t", count: 1_200))"]}"#,
                         to: "family/stories/2020-01-03-c/story.json")
        let catalog = try archive.loadStories()
        let thousand = String(repeating: "a", count: 1_000)
        #expect(catalog.stories.map(\.title) == [Self.clean, thousand, thousand])
        #expect(catalog.stories.first?.tags == ["x"] && catalog.stories[1].prompt == nil)
        #expect(catalog.stories.last?.narrator == String(repeating: "n", count: 1_000))
        #expect(catalog.stories.last?.tags == [String(repeating: "t", count: 1_000)])
        #expect(catalog.problems.isEmpty)
    }

    /// A hand-edited entry.json is read as ingest reads a journal's file: every text cleaned,
    /// short ones cut at 1,000 characters and written ones (notes, answers) at 20,000.
    @Test func aHandEditedEntryJSONIsCleanedAndCutOnLoad() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        let long = String(repeating: "w", count: 20_005)
        try folder.write(#"""
            {"kind": "partners-evening", "person": " Ro\u0085se\u001b ", "day": "2024-03-05", "prompt": "Why\u009b?",
             "mood": {"scale": "check-in", "value": 3, "word": "Happy\u0007"}, "factors": ["\u0085", "Sleep\u0000"],
             "notes": {"need": "A walk\u0085\n together", "gratitude": "\#(long)", "tomorrow": " \u0085 "},
             "answers": [{"question": "What\u009b made me smile?", "type": "text", "answer": "The sea\u0007"}]}
            """#, to: "family/days/2024-03-05-rose-partners-evening/entry.json")
        let loaded = try archive.loadDays()
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        let entry = try #require(loaded.entries.first)
        #expect(entry.person == "Rose" && entry.prompt == "Why?" && entry.factors == ["Sleep"] && entry.mood?.word == "Happy")
        #expect(entry.notes == PartnerNotes(need: "A walk\n together", gratitude: String(repeating: "w", count: 20_000)))
        #expect(entry.answers == [DailyAnswer(question: "What made me smile?", type: .text, answer: .text("The sea"))])

        try folder.write(#"{"kind": "check-in", "person": "\u0085 ", "day": "2024-03-06"}"#, to: "family/days/2024-03-06-x-check-in/entry.json")
        #expect(try archive.loadDays().problems.map(\.file).contains { $0.hasSuffix("2024-03-06-x-check-in/entry.json") })
    }
}
