import Foundation
import Testing
@testable import Transcript

@Suite("WebVTT: slips a person makes")
struct WebVTTLeniencyTests {
    @Test("a missing WEBVTT line is forgiven with a warning")
    func missingHeader() throws {
        let (transcript, warnings) = try parse("00:00:01.000 --> 00:00:02.000\nHello\n", as: .vtt)
        #expect(transcript.cues == [Cue(start: 1, end: 2, text: "Hello")])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("line 1: the file does not start with \"WEBVTT\"") == true)
    }

    @Test("a forgotten blank line between cues or under the header")
    func missingBlankLines() throws {
        let found = try cues("""
            WEBVTT
            00:00:01.000 --> 00:00:02.000
            One
            00:00:03.000 --> 00:00:04.000
            Two
            """, as: .vtt)
        #expect(found == [Cue(start: 1, end: 2, text: "One"), Cue(start: 3, end: 4, text: "Two")])
    }

    @Test("words after a stray blank line stay with their cue")
    func strayBlankLineInsideCue() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT

            00:00:01.000 --> 00:00:02.000
            First half,

            second half.

            00:00:03.000 --> 00:00:04.000
            Next.
            """, as: .vtt)
        #expect(transcript.cues.map(\.text) == ["First half,\nsecond half.", "Next."])
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("line 6: ") == true)
    }

    @Test("an end before the start is set to the start, with a warning")
    func endBeforeStart() throws {
        let (transcript, warnings) = try parse("WEBVTT\n\n00:00:05.000 --> 00:00:03.000\nOops\n", as: .vtt)
        #expect(transcript.cues == [Cue(start: 5, end: 5, text: "Oops")])
        #expect(warnings == [
            "line 3: the cue ends (00:00:03.000) before it starts (00:00:05.000); its end was set to its start — check the timing",
        ])
    }

    @Test("cues out of order are sorted by start, with a warning")
    func outOfOrder() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT

            00:00:05.000 --> 00:00:06.000
            Later

            00:00:01.000 --> 00:00:02.000
            Earlier
            """, as: .vtt)
        #expect(transcript.cues.map(\.text) == ["Earlier", "Later"])
        #expect(warnings == ["the cues were not in time order; they were sorted by start time"])
    }

    @Test("words with no timings at all are kept as plain text, with a warning")
    func noTimings() throws {
        let (transcript, warnings) = try parse("WEBVTT\n\nWe never wrote the times down.\n", as: .vtt)
        #expect(transcript == Transcript(text: "We never wrote the times down."))
        #expect(warnings.count == 1)
    }

    @Test("a SubRip file saved as .vtt is read as SubRip")
    func subRipInDisguise() throws {
        let (transcript, warnings) = try parse("1\n00:00:01,000 --> 00:00:02,500\nHello\n", as: .vtt)
        #expect(transcript.cues == [Cue(start: 1, end: 2.5, text: "Hello")])
        #expect(warnings == ["this .vtt file is written as SubRip (.srt); it was read as SubRip"])
    }

    @Test("empty cues are dropped quietly")
    func emptyCue() throws {
        let (transcript, warnings) = try parse("""
            WEBVTT

            00:00:01.000 --> 00:00:02.000

            00:00:03.000 --> 00:00:04.000
            <i> </i>

            00:00:05.000 --> 00:00:06.000
            Words.
            """, as: .vtt)
        #expect(transcript.cues == [Cue(start: 5, end: 6, text: "Words.")])
        #expect(warnings.isEmpty)
    }
}
