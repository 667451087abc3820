import Foundation
import Testing
@testable import Transcript

@Suite("Formats and errors")
struct TranscriptFormatTests {
    @Test("formats from file extensions", arguments: [
        ("txt", TranscriptFormat.txt), ("vtt", .vtt), (".VTT", .vtt), ("srt", .srt), ("SRT", .srt), ("json", .whisperJSON),
    ] as [(String, TranscriptFormat?)])
    func fromExtension(ext: String, format: TranscriptFormat?) {
        #expect(TranscriptFormat(fileExtension: ext) == format)
    }

    @Test("other extensions are not transcripts", arguments: ["m4a", "yml", "", "vtt.bak", "."])
    func notTranscripts(ext: String) {
        #expect(TranscriptFormat(fileExtension: ext) == nil)
    }

    @Test("each format's extension maps back to it", arguments: TranscriptFormat.allCases)
    func extensionRoundTrip(format: TranscriptFormat) {
        #expect(TranscriptFormat(fileExtension: format.fileExtension) == format)
    }

    @Test("errors read as 'line N: what — what to do'", arguments: [
        (TranscriptError(message: "bad timing", hint: "fix it", line: 7), "line 7: bad timing — fix it"),
        (TranscriptError(message: "the transcript is empty", hint: "add words"), "the transcript is empty — add words"),
        (TranscriptError(message: "odd", hint: "", line: 2), "line 2: odd"),
    ])
    func errorDescription(error: TranscriptError, expected: String) {
        #expect(error.description == expected)
        #expect("\(error)" == expected)
    }

    @Test("Cue is Codable with seconds and an optional speaker")
    func cueCodable() throws {
        let cue = Cue(start: 1.5, end: 2, text: "Hi\nthere", speaker: "Mum")
        let data = try JSONEncoder().encode(cue)
        #expect(try JSONDecoder().decode(Cue.self, from: data) == cue)
        let noSpeaker = try JSONDecoder().decode(Cue.self, from: Data(#"{"start":0,"end":1,"text":"x"}"#.utf8))
        #expect(noSpeaker == Cue(start: 0, end: 1, text: "x"))
    }
}
