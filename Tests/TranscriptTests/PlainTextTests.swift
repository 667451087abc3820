import Foundation
import Testing
@testable import Transcript

@Suite("Plain text transcripts")
struct PlainTextTests {
    @Test("line endings and trailing whitespace are normalized; paragraphs kept", arguments: [
        ("Hello\r\nworld\r\n", "Hello\nworld"),
        ("Hello\rworld\r", "Hello\nworld"),
        ("\n\n  Hello   \t\nworld  \n\n\n", "Hello\nworld"),
        ("One.\n\nTwo.\n", "One.\n\nTwo."),
        ("\u{FEFF}Text", "Text"),
    ])
    func normalized(source: String, expected: String) throws {
        let (transcript, warnings) = try parse(source, as: .txt)
        #expect(transcript == Transcript(text: expected))
        #expect(transcript.plainTextFile() == expected + "\n")
        #expect(warnings.isEmpty)
    }

    @Test("Arabic, CJK and emoji are kept untouched")
    func scripts() throws {
        let text = "كنا نعيش قرب البحر.\n我们住在海边。\n👵🏽🌊 e\u{301}"
        let (transcript, _) = try parse(text, as: .txt)
        #expect(transcript.plainText == text)
        #expect(!transcript.isTimed)
        #expect(transcript.cues.isEmpty)
    }

    @Test("an empty or whitespace-only transcript is rejected", arguments: ["", " \n\t\r\n", "\u{FEFF}\n"])
    func empty(text: String) {
        let error = rejection(text, as: .txt)
        #expect(error?.message == "the transcript is empty")
        #expect(error?.hint.isEmpty == false)
        #expect(error?.line == nil)
    }

    @Test("a Latin-1 .txt file is read with a warning")
    func latin1() throws {
        let (transcript, warnings) = try TranscriptParser.parse(Data([0x63, 0x61, 0x66, 0xE9, 0x0D, 0x0A]), format: .txt)
        #expect(transcript.plainText == "café")
        #expect(warnings == ["not UTF-8; read as Latin-1 — check accented letters"])
    }
}
