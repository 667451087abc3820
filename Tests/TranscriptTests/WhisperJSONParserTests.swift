import Foundation
import Testing
@testable import Transcript

@Suite("Whisper JSON")
struct WhisperJSONParserTests {
    @Test("OpenAI Whisper output: segments, trimmed text, language")
    func openAIWhisper() throws {
        let (transcript, warnings) = try parse("""
            {"text": " Hello there. How are you?",
             "segments": [
               {"id": 0, "seek": 0, "start": 0.0, "end": 4.2, "text": " Hello there.", "tokens": [1, 2], "avg_logprob": -0.2},
               {"id": 1, "seek": 0, "start": 4.2, "end": 6.75, "text": " How are you?  "}
             ],
             "language": "en"}
            """, as: .whisperJSON)
        #expect(transcript.cues == [
            Cue(start: 0, end: 4.2, text: "Hello there."),
            Cue(start: 4.2, end: 6.75, text: "How are you?"),
        ])
        #expect(transcript.language == "en")
        #expect(warnings.isEmpty)
    }

    @Test("times are kept to the millisecond, as WebVTT stores them")
    func millisecondTimes() throws {
        let found = try cues(#"{"segments":[{"start":1.23456,"end":2.0004,"text":"x"}]}"#, as: .whisperJSON)
        #expect(found == [Cue(start: 1.235, end: 2, text: "x")])
    }

    @Test("WhisperX speakers become cue speakers")
    func speakers() throws {
        let found = try cues(#"{"segments":[{"start":0,"end":1,"text":" Hi","speaker":"SPEAKER_00"}]}"#, as: .whisperJSON)
        #expect(found == [Cue(start: 0, end: 1, text: "Hi", speaker: "SPEAKER_00")])
    }

    @Test("whisper.cpp output (-oj) with millisecond offsets")
    func whisperCpp() throws {
        let (transcript, _) = try parse("""
            {"result": {"language": "de"},
             "transcription": [
               {"timestamps": {"from": "00:00:00,000", "to": "00:00:02,500"}, "offsets": {"from": 0, "to": 2500}, "text": " Guten Tag."},
               {"timestamps": {"from": "00:00:02,500", "to": "00:00:04,000"}, "text": " Tschüss."}
             ]}
            """, as: .whisperJSON)
        #expect(transcript.cues == [Cue(start: 0, end: 2.5, text: "Guten Tag."), Cue(start: 2.5, end: 4, text: "Tschüss.")])
        #expect(transcript.language == "de")
    }

    @Test("no segments but text gives a plain transcript")
    func plainFallback() throws {
        let (transcript, _) = try parse(#"{"text": "  Just the words.\n", "segments": [], "language": "fr"}"#, as: .whisperJSON)
        #expect(transcript == Transcript(text: "Just the words.", language: "fr"))
        #expect(!transcript.isTimed)
    }

    @Test("a broken segment is left out with a warning naming it")
    func brokenSegment() throws {
        let (transcript, warnings) = try parse("""
            {"segments": [{"start": 0, "end": 1, "text": "Kept"}, {"start": "soon", "end": 2, "text": "Lost"},
                          {"start": 2, "end": 3}]}
            """, as: .whisperJSON)
        #expect(transcript.cues.map(\.text) == ["Kept"])
        #expect(warnings == [
            "segment 2: its start or end time is missing or not a time; this cue was left out — each segment needs \"start\" and \"end\" in seconds",
            "segment 3: it has no text; this cue was left out — each segment needs \"text\"",
        ])
    }

    @Test("rejected: not JSON, not a transcript, nothing in it", arguments: [
        ("{\"segments\": [", "this is not valid JSON"),
        (#"{"title": "x", "mood": 3}"#, "this JSON is not a Whisper transcript (it has no \"segments\" with start, end and text)"),
        (#"{"text": "  ", "segments": []}"#, "the transcript is empty"),
        (#"{"segments": [{"start": -1, "end": 2, "text": "x"}]}"#,
         "the only cue could not be read: segment 1: its start or end time is missing or not a time"),
    ])
    func rejected(json: String, message: String) {
        #expect(rejection(json, as: .whisperJSON)?.message == message)
    }

    @Test("looksLikeWhisperJSON tells transcripts from metadata sidecars", arguments: [
        (#"{"text": " Hi", "segments": [{"start": 0.0, "end": 1.0, "text": " Hi"}], "language": "en"}"#, true),
        (#"{"text": "", "segments": []}"#, true),
        (#"[{"start": 0, "end": 1, "text": "Hi"}]"#, true),
        (#"{"transcription": [{"offsets": {"from": 0, "to": 10}, "text": "Hi"}]}"#, true),
        (#"{"title": "x", "mood": 3}"#, false),
        (#"{"title": "The day we moved", "text": "A description", "tags": ["move"]}"#, false),
        (#"{"segments": [{"title": "x"}]}"#, false),
        (#"{"segments": []}"#, false),
        ("[1, 2, 3]", false),
        // Found without decoding only when plainly absent: an escaped key or white space before
        // the array still counts.
        (#"{"\u0073egments": [{"start": 0, "end": 1, "text": "Hi"}]}"#, true),
        ("\r\n\t [{\"start\": 0, \"end\": 1, \"text\": \"Hi\"}]", true),
        (#"{"title": "segments", "prompt": "transcription"}"#, false),
        ("not json", false),
        ("", false),
    ])
    func looksLikeWhisper(json: String, expected: Bool) {
        #expect(TranscriptParser.looksLikeWhisperJSON(Data(json.utf8)) == expected)
    }

    @Test("a UTF-16 Whisper file with a byte order mark is read")
    func utf16JSON() throws {
        let json = #"{"segments":[{"start":0,"end":1,"text":"Grüße 👋"}]}"#
        let data = Data([0xFF, 0xFE] + json.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(TranscriptParser.looksLikeWhisperJSON(data))
        let (transcript, _) = try TranscriptParser.parse(data, format: .whisperJSON)
        #expect(transcript.cues == [Cue(start: 0, end: 1, text: "Grüße 👋")])
    }
}
