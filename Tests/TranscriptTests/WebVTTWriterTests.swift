import Foundation
import Testing
@testable import Transcript

@Suite("Writing WebVTT and text files")
struct WebVTTWriterTests {
    @Test("the WebVTT file: header, hours always, milliseconds, voice spans, escaping")
    func output() {
        let transcript = Transcript(cues: [
            Cue(start: 1, end: 4.5, text: "Fish & chips <3 --> yum"),
            Cue(start: 3723.004, end: 3725, text: "Two lines,\none cue.", speaker: "Grandpa <Joe>"),
        ])
        #expect(transcript.webVTT() == """
            WEBVTT

            00:00:01.000 --> 00:00:04.500
            Fish &amp; chips &lt;3 --&gt; yum

            01:02:03.004 --> 01:02:05.000
            <v Grandpa &lt;Joe&gt;>Two lines,
            one cue.

            """)
    }

    @Test("blank lines inside a cue's text are dropped so they cannot end the cue")
    func blankLinesInCue() {
        let transcript = Transcript(cues: [Cue(start: 0, end: 1, text: "a\n\nb\n")])
        #expect(transcript.webVTT() == "WEBVTT\n\n00:00:00.000 --> 00:00:01.000\na\nb\n")
    }

    @Test("the timestamp format", arguments: [
        (0, "00:00:00.000"), (999, "00:00:00.999"), (61_001, "00:01:01.001"),
        (3_600_000, "01:00:00.000"), (360_000_000, "100:00:00.000"),
    ])
    func timestamps(milliseconds: Int, expected: String) {
        #expect(Timestamp.format(milliseconds: milliseconds) == expected)
        #expect(Timestamp.parseWebVTT(Substring(expected)) == milliseconds)
    }

    static let roundTripCases: [[Cue]] = [
        [Cue(start: 0, end: 4.2, text: "Hello"), Cue(start: 4.2, end: 6.75, text: "How are you?")],
        [Cue(start: 0.1, end: 0.3, text: "a < b & c > d -->", speaker: "Tom & Jo")],
        [Cue(start: 1.001, end: 2.999, text: "Two\nlines", speaker: "Mum"), Cue(start: 3, end: 3, text: "same time")],
        [Cue(start: 7322.123, end: 7400, text: "كنا نعيش قرب البحر"), Cue(start: 7400, end: 7401, text: "我们住在海边 👵🏽🌊")],
        [Cue(start: 5, end: 6, text: "a\u{00A0}b\u{200E}", speaker: "جدتي")],
    ]

    @Test("parsing webVTT() gives the same cues back", arguments: roundTripCases)
    func roundTrip(cues original: [Cue]) throws {
        let written = Transcript(cues: original, language: "en").webVTT()
        let (transcript, warnings) = try TranscriptParser.parse(Data(written.utf8), format: .vtt)
        #expect(transcript.cues == original)
        #expect(warnings.isEmpty)
        #expect(transcript.webVTT() == written)
    }

    @Test("every format survives the trip through the archive's transcript.vtt", arguments: [
        ("1\n00:00:01,000 --> 00:00:02,500\n<i>Hi</i> & bye\n", TranscriptFormat.srt),
        (#"{"segments":[{"start":0.5,"end":4.2,"text":" Hello","speaker":"A"}]}"#, TranscriptFormat.whisperJSON),
        ("WEBVTT\n\n00:01.000 --> 00:02.000 align:start\n<v Mum><b>Hi</b> &amp; bye\n", TranscriptFormat.vtt),
    ])
    func archiveRoundTrip(source: String, format: TranscriptFormat) throws {
        let (first, _) = try parse(source, as: format)
        let (second, warnings) = try parse(first.webVTT(), as: .vtt)
        #expect(second.cues == first.cues)
        #expect(!second.cues.isEmpty)
        #expect(warnings.isEmpty)
    }

    @Test("plainText joins the cue texts; plainTextFile ends with one newline")
    func plainTextOfCues() {
        let transcript = Transcript(cues: [
            Cue(start: 0, end: 1, text: "Hello  ", speaker: "Mum"),
            Cue(start: 1, end: 2, text: "there\r\nfriend"),
        ])
        #expect(transcript.isTimed)
        #expect(transcript.plainText == "Hello  \nthere\r\nfriend")
        #expect(transcript.plainTextFile() == "Hello\nthere\nfriend\n")
        #expect(Transcript(text: "").plainTextFile() == "\n")
    }

    @Test("a plain transcript's WebVTT keeps the words in a NOTE")
    func plainAsWebVTT() throws {
        let transcript = Transcript(text: "First.\n\nThen --> later.")
        #expect(transcript.webVTT() == "WEBVTT\n\nNOTE\nFirst.\nThen -> later.\n")
        #expect(rejection(transcript.webVTT(), as: .vtt) == TranscriptError.empty)
    }
}
