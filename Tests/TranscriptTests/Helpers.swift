import Foundation
@testable import Transcript

/// Parses a UTF-8 fixture written inline in a test.
func parse(_ text: String, as format: TranscriptFormat) throws(TranscriptError) -> (Transcript, warnings: [String]) {
    try TranscriptParser.parse(Data(text.utf8), format: format)
}

/// The cues of a fixture that must parse as timed.
func cues(_ text: String, as format: TranscriptFormat) throws -> [Cue] {
    let (transcript, _) = try parse(text, as: format)
    return transcript.cues
}

/// The error a fixture must be rejected with, or nil if it parsed.
func rejection(_ text: String, as format: TranscriptFormat) -> TranscriptError? {
    do {
        _ = try parse(text, as: format)
        return nil
    } catch {
        return error
    }
}
