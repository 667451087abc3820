import Foundation
import Testing
@testable import Transcript

@Suite("SubRip parsing")
struct SubRipParserTests {
    @Test("numbered blocks with comma milliseconds")
    func basic() throws {
        let (transcript, warnings) = try parse("""
            1
            00:00:01,000 --> 00:00:04,000
            We moved in the spring.

            2
            00:00:04,500 --> 00:01:02,250
            Two lines,
            one cue.

            """, as: .srt)
        #expect(transcript.cues == [
            Cue(start: 1, end: 4, text: "We moved in the spring."),
            Cue(start: 4.5, end: 62.25, text: "Two lines,\none cue."),
        ])
        #expect(warnings.isEmpty)
    }

    @Test("CRLF, a byte order mark, missing numbers and stray blank lines")
    func messyFile() throws {
        let text = "\u{FEFF}1\r\n00:00:01,000 --> 00:00:02,000\r\nOne\r\n\r\n\r\n\r\n"
            + "00:00:03,000 --> 00:00:04,000\r\nTwo,\r\n\r\nstill two\r\n\r\n"
            + "3\r\n00:00:05,000 --> 00:00:06,000 X1:10 X2:20 Y1:5 Y2:9\r\nThree\r\n"
        let found = try cues(text, as: .srt)
        #expect(found == [
            Cue(start: 1, end: 2, text: "One"),
            Cue(start: 3, end: 4, text: "Two,\nstill two"),
            Cue(start: 5, end: 6, text: "Three"),
        ])
    }

    @Test("a number that is the cue's only words is kept")
    func numericWords() throws {
        let found = try cues("1\n00:00:01,000 --> 00:00:02,000\n1962\n\n2\n00:00:03,000 --> 00:00:04,000\n42\n", as: .srt)
        #expect(found.map(\.text) == ["1962", "42"])
    }

    @Test("formatting tags and positioning codes are removed", arguments: [
        ("<i>Italic</i> and <b>bold</b> and <u>u</u>", "Italic and bold and u"),
        ("<font color=\"#ffff00\">Yellow</font>", "Yellow"),
        ("{\\an8}At the top", "At the top"),
        ("I <3 you <laughs>", "I <3 you <laughs>"),
        ("Fish & chips", "Fish & chips"),
    ])
    func tags(source: String, expected: String) throws {
        #expect(try cues("1\n00:00:01,000 --> 00:00:02,000\n\(source)\n", as: .srt).map(\.text) == [expected])
    }

    @Test("timings with a full stop or without hours are read too", arguments: [
        ("00:00:01.500 --> 00:00:02.000", 1.5),
        ("00:01,5 --> 00:02,0", 1.5),
        ("0:00:01,5 --> 0:00:02,0", 1.5),
        ("01:00:00,000 --> 01:00:01,000", 3600.0),
    ])
    func timingVariants(timing: String, start: Double) throws {
        #expect(try cues("1\n\(timing)\nHi\n", as: .srt).map(\.start) == [start])
    }

    @Test("a broken timing loses its cue with a warning; none readable is an error")
    func brokenTimings() throws {
        let (transcript, warnings) = try parse("""
            1
            00:00:01,000 --> 00:00:02,000
            Kept

            2
            00:00:xx,000 --> 00:00:04,000
            Lost
            """, as: .srt)
        #expect(transcript.cues.map(\.text) == ["Kept"])
        #expect(warnings == [
            "line 6: the cue timing '00:00:xx,000 --> 00:00:04,000' cannot be read; this cue was left out "
                + "— write it like 00:00:01,000 --> 00:00:04,000",
        ])
        #expect(rejection("1\n00:00:xx,000 --> 00:00:04,000\nLost\n", as: .srt)?.line == 2)
    }

    @Test("words before the first timing are reported with their line")
    func wordsBeforeFirstCue() throws {
        let (transcript, warnings) = try parse("\n1\nTitle: Grandpa\n00:00:01,000 --> 00:00:02,000\nHi\n", as: .srt)
        #expect(transcript.cues == [Cue(start: 1, end: 2, text: "Hi")])
        #expect(warnings == ["line 3: words before the first cue timing were left out — put a cue timing above them"])
    }

    @Test("Arabic, CJK and emoji are kept untouched")
    func scripts() throws {
        let found = try cues("1\n00:00:01,000 --> 00:00:02,000\nجدتي 👵🏽\n\n2\n00:00:03,000 --> 00:00:04,000\n奶奶\n", as: .srt)
        #expect(found.map(\.text) == ["جدتي 👵🏽", "奶奶"])
    }

    @Test("empty files are rejected; words without timings become plain text")
    func emptyAndPlain() throws {
        #expect(rejection("\n\r\n  \n", as: .srt) == TranscriptError.empty)
        let (transcript, warnings) = try parse("Just words.\n\n1962 was the year.\n", as: .srt)
        #expect(transcript == Transcript(text: "Just words.\n\n1962 was the year."))
        #expect(warnings.count == 1)
    }
}
