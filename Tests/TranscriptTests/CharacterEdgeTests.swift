import Foundation
import Testing
@testable import Transcript

/// The parsers find their delimiters in the UTF-8 bytes, but must read text as Swift's Characters
/// do: a delimiter joined to a combining mark (" \u{301}", "<\u{301}") or a prepended mark
/// ("\u{600} ") is part of a larger Character, and is not a delimiter.
@Suite("Delimiters as whole Characters")
struct CharacterEdgeTests {
    static let header = "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n"

    @Test("a Windows file: byte order mark, CRLF, header, NOTE, cue settings, voices and references")
    func windowsFile() throws {
        let file = "\u{FEFF}WEBVTT\r\nKind: captions\r\nLanguage: fr\r\n\r\nNOTE made on Windows\r\n\r\nintro\r\n"
            + "00:00:01.000 --> 00:00:02.500 align:start position:10%\r\n<v Mum>Fish &amp; chips,\r\n  <i>with</i> salt &lt;3\r\n\r\n"
            + "00:00:03.000 --> 00:00:04.000 region:fred\r\n<v.loud Grandpa>Où est&nbsp;la mer?</v>\r\n"
        let (transcript, warnings) = try parse(file, as: .vtt)
        #expect(transcript.cues == [
            Cue(start: 1, end: 2.5, text: "Fish & chips,\nwith salt <3", speaker: "Mum"),
            Cue(start: 3, end: 4, text: "Où est\u{00A0}la mer?", speaker: "Grandpa"),
        ])
        #expect(transcript.language == "fr")
        #expect(warnings.isEmpty)
    }

    @Test("markup joined to a mark is words", arguments: [
        ("a <\u{301}b> c", "a <\u{301}b> c", nil),
        ("<v Mum\u{301}>Hi", "Hi", "Mum\u{301}"),
        ("fish &amp;\u{301} chips", "fish &amp;\u{301} chips", nil),
        (" \u{301}accent first", " \u{301}accent first", nil),
        ("\u{600} <b>x</b>", "\u{600} x", nil),
    ] as [(String, String, String?)])
    func joinedMarkup(source: String, text: String, speaker: String?) throws {
        let cue = try #require(try cues(Self.header + source, as: .vtt).first)
        #expect(cue.text == text)
        #expect(cue.speaker == speaker)
    }

    @Test("the Greek question mark is canonically a semicolon, so it ends a reference")
    func greekQuestionMark() throws {
        #expect(try cues(Self.header + "fish &amp\u{37E} chips", as: .vtt).map(\.text) == ["fish & chips"])
    }

    @Test("an arrow or time joined to a mark is not read as a timing")
    func joinedTimings() throws {
        let (transcript, warnings) = try parse("WEBVTT\n\n00:00:01.000 -->\u{301} 00:00:02.000\nHi\n", as: .vtt)
        #expect(transcript == Transcript(text: "00:00:01.000 -->\u{301} 00:00:02.000\nHi"))
        #expect(warnings.count == 1)
        for line in ["00:00:01.000\u{600}--> 00:00:02.000", "00:00:01.000 --> 00:00:02.000 \u{301}align:start",
                     "00:00:01.000 --> 00:00:02.000\u{301}"] {
            let error = rejection("WEBVTT\n\n\(line)\nHi\n", as: .vtt)
            #expect(error?.message == "the only cue could not be read: the cue timing '\(line)' cannot be read")
        }
    }

    @Test("dash arrows are read, with a warning")
    func dashArrows() throws {
        let (transcript, warnings) = try parse("WEBVTT\n\n0:01 –> 0:02\nHi\n\n0:03 —> 0:04\nHo\n", as: .vtt)
        #expect(transcript.cues == [Cue(start: 1, end: 2, text: "Hi"), Cue(start: 3, end: 4, text: "Ho")])
        #expect(warnings.count == 2)
    }

    @Test("timestamps", arguments: [
        ("1:02", 62000, nil), ("01:02.5", 62500, nil), ("0:01:02,50", 62500, nil), ("00:00:01,000", 1000, nil),
        ("00:01.000", 1000, 1000), ("01:00:01.250", 3_601_250, 3_601_250), ("01:02.12345", 62123, nil),
        ("1:2:3:4", nil, nil), ("00:60.000", nil, nil), ("+1:02", nil, nil), ("١:٠٢", nil, nil),
        ("0:0\u{301}1", nil, nil), ("1:02.", nil, nil), ("100000:00:00", nil, nil),
    ] as [(String, Int?, Int?)])
    func timestamps(text: String, lenient: Int?, webVTT: Int?) {
        #expect(Timestamp.parseLenient(Substring(text)) == lenient)
        #expect(Timestamp.parseWebVTT(Substring(text)) == webVTT)
    }

    @Test("cue text is tidied line by line; a space joined to a mark stays")
    func tidy() {
        #expect(TextLines.tidyCueText("  a  \r\n\r\n b\t\rc") == "a\nb\nc")
        #expect(TextLines.tidyCueText(" \u{301}a \t") == " \u{301}a")
        #expect(TextLines.tidyCueText("already tidy") == "already tidy")
        #expect(TextLines.tidyCueText(" \t\r\n") == "")
    }

    @Test("plain text keeps a space that belongs to a prepended mark")
    func plainTextTrailingSpace() {
        #expect(PlainText.normalize("  \tFirst line \u{600} \r\nsecond\u{A0}\r\n\r\n\r\n third \t\n\n")
            == "First line \u{600} \nsecond\n\n\n third")
    }
}
