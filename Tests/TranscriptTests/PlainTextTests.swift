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

/// `PlainText.normalize` works on byte ranges; it must give exactly what the Character-level
/// rules give (kept here as the reference), whatever the line endings, whitespace or scripts.
@Suite struct PlainTextByteLevelTests {
    private static func reference(_ text: String) -> String {
        var body = Substring(text)
        while body.first == "\u{FEFF}" { body.removeFirst() }
        var lines: [Substring] = []
        var start = body.startIndex
        var index = body.startIndex
        while index < body.endIndex {
            if body[index] == "\r\n" || body[index] == "\r" || body[index] == "\n" {
                lines.append(body[start..<index])
                start = body.index(after: index)
            }
            index = body.index(after: index)
        }
        lines.append(body[start...])
        let trimmed = lines.map { line in line[..<(line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? line.startIndex)] }
        guard let first = trimmed.firstIndex(where: { !$0.isEmpty }), let last = trimmed.lastIndex(where: { !$0.isEmpty }) else { return "" }
        var result = trimmed[first...last].joined(separator: "\n")
        while result.first?.isWhitespace == true { result.removeFirst() }
        return result
    }

    @Test("byte-level normalizing agrees with the Character-level rules", arguments: [
        "Hello\r\nworld\r\n", "\n\n  Hello   \t\nworld  \n\n\n", "One.\n\nTwo.\n", "\u{FEFF}\u{FEFF}Text",
        "e\u{301} \u{301}\nnext\u{3000}\nnbsp\u{A0}\n\u{2028}line sep", "\t indented\n  second  ",
        "كنا نعيش قرب البحر.  \n我们住在海边。\u{3000}\n👵🏽🌊 ", "a\r\rb\r\n\r\nc", "", " \n\t\r\n", "x",
        "\u{600} \n\u{600}", "end\u{0085}", "tab\u{0B}\u{0C}\n",
    ])
    func agrees(text: String) {
        #expect(PlainText.normalize(text) == Self.reference(text))
    }
}
