import Foundation
@testable import StoryArchive
import Testing

/// The fast reader of plain JSON must give exactly what `JSONDecoder` gives, and leave
/// everything it does not read itself (escapes, fractions, mistakes) to `JSONDecoder`.
@Suite struct PlainJSONReaderTests {
    @Test("plain JSON reads as JSONDecoder reads it", arguments: [
        #"{"title": "The Day We Moved", "mood": 3, "tags": ["moving", "1962"], "recorded": "2024-03-05"}"#,
        #"{"b": 1, "a": 0, "c": true, "d": false, "e": null, "f": [], "g": {}}"#,
        #"  {"nested": {"list": [1, -2, [3, {"x": "y"}]], "big": 9223372036854775807}} "#,
        "{\n\t\"narrator\": \"Tía Rosa — 祖母\",\r\n\"emoji\": \"👋🏽\"\n}\n",
        #"[1, "two", null]"#, #""just text""#, "42", "true", "{}",
    ])
    func agreesWithJSONDecoder(json: String) throws {
        let data = Data(json.utf8)
        let plain = try #require(PlainJSONReader.read(data))
        #expect(plain == (try JSONDecoder().decode(JSONValue.self, from: data)))
    }

    @Test("anything else is left to JSONDecoder", arguments: [
        #"{"title": "a \"quoted\" word"}"#, #"{"mood": 3.0}"#, #"{"mood": 1e2}"#, #"{"mood": -0}"#,
        #"{"mood": 03}"#, #"{"mood": 99999999999999999999}"#, #"{"a": 1, "a": 2}"#,
        #"{"a": 1,}"#, #"{"a" 1}"#, #"[1, 2"#, #"{"a": tru}"#, #"{"a": 1} x"#, "", "\u{FEFF}{}",
    ])
    func leavesTheRestToJSONDecoder(json: String) {
        #expect(PlainJSONReader.read(Data(json.utf8)) == nil)
    }

    @Test func invalidUTF8IsLeftToJSONDecoder() {
        #expect(PlainJSONReader.read(Data([0x7B, 0x22, 0x61, 0x22, 0x3A, 0x22, 0xC3, 0x28, 0x22, 0x7D])) == nil)
    }

    @Test func aSidecarWithAnEscapeStillReads() throws {
        let value = try MetadataDocument.parse(Data(#"{"title": "Grandma's \"big\" day", "mood": 3.0}"#.utf8), isJSON: true)
        #expect(value["title"] == .string(#"Grandma's "big" day"#))
    }
}
