import Foundation
import StoryArchive
import Testing

/// A NUL, BEL, backspace or escape in a hand-written file never reaches a story: the fields
/// are read without them (tab and line feed stay).
@Suite struct ControlCharacterTests {
    @Test func fieldsAreReadWithoutControlCharacters() throws {
        let document = try MetadataDocument.parse(Data(#"{"title": "A\u0000B\u0007C\u001b[31mD\u007f", "tags": ["x\u0008y"], "prompt": "one\ttwo"}"#.utf8), isJSON: true)
        var reader = FieldReader(document)
        #expect(reader.string("title") == "ABC[31mD")
        #expect(reader.stringList("tags") == ["xy"])
        #expect(reader.string("prompt") == "one\ttwo")
    }

    @Test func anEditLeavesThemOutToo() throws {
        let story = Story(id: "2020-01-01-a", title: "A", recorded: RecordedDate(year: 2020, month: 1, day: 1) ?? .init(Date(), in: .current))
        let edited = try StoryEdit(title: "Bell\u{07} rings", narrator: "Ro\u{0}se", tags: ["\u{1B}x"]).applied(to: story).get()
        #expect(edited.title == "Bell rings" && edited.narrator == "Rose" && edited.tags == ["x"])
    }
}
