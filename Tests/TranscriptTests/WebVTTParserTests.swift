import Foundation
import Testing
@testable import Transcript

@Suite("WebVTT parsing")
struct WebVTTParserTests {
    @Test("a plain file: header, cues, times with and without hours")
    func basic() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT

            00:01.000 --> 00:04.500
            We moved in the spring of 1962.

            01:02:03.004 --> 01:02:05.000
            Two lines,
            one cue.
            """, as: .vtt)
        #expect(transcript.isTimed)
        #expect(transcript.cues == [
            Cue(start: 1, end: 4.5, text: "We moved in the spring of 1962."),
            Cue(start: 3723.004, end: 3725, text: "Two lines,\none cue."),
        ])
        #expect(warnings.isEmpty)
    }

    @Test("header text, NOTE, STYLE and REGION blocks are skipped; ids and settings ignored")
    func blocksIdsAndSettings() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT - Grandpa's stories
            Kind: captions
            Language: en

            STYLE
            ::cue { color: yellow }

            REGION
            id:fred width:40%

            NOTE recorded on the porch
            with the dog barking

            intro
            00:00:00.000 --> 00:00:02.000 align:start position:10% line:0
            Hello.

            NOTE
            a note between cues

            2
            00:00:02.500 --> 00:00:03.000 region:fred
            Goodbye.
            """, as: .vtt)
        #expect(transcript.cues.map(\.text) == ["Hello.", "Goodbye."])
        #expect(transcript.cues.map(\.start) == [0, 2.5])
        #expect(transcript.language == "en")
        #expect(warnings.isEmpty)
    }

    @Test("CRLF and CR line endings", arguments: ["\r\n", "\r"])
    func lineEndings(newline: String) throws {
        let text = ["WEBVTT", "", "00:00:01.000 --> 00:00:02.000", "one", "two", "", "00:00:03.000 --> 00:00:04.000", "three", ""]
            .joined(separator: newline)
        #expect(try cues(text, as: .vtt) == [Cue(start: 1, end: 2, text: "one\ntwo"), Cue(start: 3, end: 4, text: "three")])
    }

    @Test("voice spans give the speaker", arguments: [
        (source: "<v Esme Tan>Where did you grow up?", speaker: "Esme Tan", text: "Where did you grow up?"),
        (source: "<v.loud Grandpa>In Cork.</v>", speaker: "Grandpa", text: "In Cork."),
        (source: "<v Mum>On a farm,\nnear the river.", speaker: "Mum", text: "On a farm,\nnear the river."),
        (source: "<v Tom &amp; Jo>Both of us.", speaker: "Tom & Jo", text: "Both of us."),
        (source: "<v>Nobody named.", speaker: nil, text: "Nobody named."),
        (source: "<v Mum>Hi</v>\n<v Dad>Hello", speaker: nil, text: "Mum: Hi\nDad: Hello"),
    ] as [(source: String, speaker: String?, text: String)])
    func voices(source: String, speaker: String?, text: String) throws {
        let cue = try #require(try cues("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\(source)\n", as: .vtt).first)
        #expect(cue.speaker == speaker)
        #expect(cue.text == text)
    }

    @Test("tags are removed, their words kept", arguments: [
        ("<b>bold</b> <i>italic</i> <u>under</u>", "bold italic under"),
        ("<c.yellow.bg_blue>coloured</c>", "coloured"),
        ("<lang fr>bonjour</lang>", "bonjour"),
        ("Never <00:00:01.500>drink <00:00:02.000>and drive", "Never drink and drive"),
        ("<ruby>漢<rt>kan</rt>字<rt>ji</rt></ruby>", "漢字"),
        ("I <3 you", "I <3 you"),
    ])
    func tags(source: String, expected: String) throws {
        let found = try cues("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\(source)\n", as: .vtt)
        #expect(found.map(\.text) == [expected])
    }

    @Test("character references are decoded", arguments: [
        ("Fish &amp; chips", "Fish & chips"),
        ("1 &lt; 2 &gt; 0", "1 < 2 > 0"),
        ("a&nbsp;b", "a\u{00A0}b"),
        ("&lrm;x&rlm;", "\u{200E}x\u{200F}"),
        ("&#233;t&#xE9;", "été"),
        ("AT&T &unknown; & more", "AT&T &unknown; & more"),
    ])
    func entities(source: String, expected: String) throws {
        let found = try cues("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n\(source)\n", as: .vtt)
        #expect(found.map(\.text) == [expected])
    }

    @Test("Arabic, CJK and emoji are kept untouched")
    func scripts() throws {
        let lines = ["كنا نعيش قرب البحر", "我们住在海边", "We lived by the sea 🌊👵🏽", "\u{200F}مرحبا"]
        let text = "WEBVTT\n\n" + lines.enumerated().map { "00:00:0\($0.offset).000 --> 00:00:0\($0.offset).900\n\($0.element)" }
            .joined(separator: "\n\n")
        #expect(try cues(text, as: .vtt).map(\.text) == lines)
    }

    @Test("a timing that is almost right is read, with a warning that shows the right form")
    func lenientTiming() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT

            1
            00:00:00.000 --> 00:00:01.000
            First.

            2
            00:01.5 -> 00:03
            Second.
            """, as: .vtt)
        #expect(transcript.cues.last == Cue(start: 1.5, end: 3, text: "Second."))
        #expect(warnings == [
            "line 8: the cue timing '00:01.5 -> 00:03' is not WebVTT (expected 00:01.500 --> 00:03.000) — it was read as that",
        ])
    }

    @Test("a cue with an unreadable timing is left out, with a warning naming its line")
    func brokenCueSkipped() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT

            00:00:01.000 --> 00:00:02.000
            Kept.

            00:00:0x.000 --> soon
            Lost.

            00:00:05.000 --> 00:00:06.000
            Also kept.
            """, as: .vtt)
        #expect(transcript.cues.map(\.text) == ["Kept.", "Also kept."])
        #expect(warnings == [
            "line 6: the cue timing '00:00:0x.000 --> soon' cannot be read; this cue was left out "
                + "— write it like 00:00:01.000 --> 00:00:04.500",
        ])
    }

    @Test("when no cue can be read the file is rejected with the first problem")
    func nothingReadable() {
        let error = rejection("WEBVTT\n\n1\n00:00:aa --> 00:00:02.000\nHello\n", as: .vtt)
        #expect(error == TranscriptError(
            message: "the only cue could not be read: the cue timing '00:00:aa --> 00:00:02.000' cannot be read",
            hint: "write it like 00:00:01.000 --> 00:00:04.500", line: 4))
    }

    @Test("empty files are rejected", arguments: ["", "WEBVTT\n", "WEBVTT\n\nNOTE only a note\n", "\u{FEFF}  \n\n"])
    func empty(text: String) {
        #expect(rejection(text, as: .vtt) == TranscriptError.empty)
        #expect(rejection(text, as: .vtt)?.description.hasPrefix("the transcript is empty") == true)
    }
}
