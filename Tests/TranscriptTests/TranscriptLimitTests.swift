import Foundation
import Testing
@testable import Transcript

/// A transcript far larger than any recording's is refused by its size or its cues, before it
/// can take a build's memory; a file of thousands of broken cues says the first few problems.
@Suite struct TranscriptLimitTests {
    @Test func aFileOverTheSizeLimitIsRefusedWithTheLimitNamed() {
        let data = Data(repeating: 0x61, count: TranscriptLimits.maxBytes + 1)
        let error = #expect(throws: TranscriptError.self) { try TranscriptParser.parse(data, format: .txt) }
        #expect(error?.message == "this transcript is larger than 16 MB, the most a transcript may be")
    }

    @Test func moreCuesThanTheLimitAreRefusedAndTheLimitItselfReads() throws {
        func vtt(cues: Int) -> String {
            "WEBVTT\n\n" + (0..<cues).map { "\(Timestamp.format(milliseconds: $0 * 10)) --> \(Timestamp.format(milliseconds: $0 * 10 + 5))\nw\n" }
                .joined(separator: "\n")
        }
        #expect(try TranscriptParser.parse(vtt(cues: TranscriptLimits.maxCues), format: .vtt).0.cues.count == TranscriptLimits.maxCues)
        let error = #expect(throws: TranscriptError.self) { try TranscriptParser.parse(vtt(cues: TranscriptLimits.maxCues + 1), format: .vtt) }
        #expect(error?.message == "this transcript has 20001 cues; a transcript may have at most 20000")
    }

    @Test func thousandsOfBrokenCuesGiveTheFirstProblemsAndHowManyMore() throws {
        let broken = (0..<5_000).map { "00:00:0\($0 % 10).000 --> nonsense\nw\n" }.joined(separator: "\n")
        let (_, warnings) = try TranscriptParser.parse("WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nfine\n\n" + broken, format: .vtt)
        #expect(warnings.count == TranscriptLimits.maxWarnings + 1)
        #expect(warnings.last == "and 4980 more problems like these")
    }
}
