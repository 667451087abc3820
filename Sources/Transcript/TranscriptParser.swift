import Foundation

/// Reads transcript files. Decoding (UTF-8, UTF-16, Latin-1 …) happens here, so callers pass
/// the file's bytes as they are.
///
/// The parser is lenient where a person would be: a broken cue is left out with a warning
/// naming its line, and the file is rejected only when nothing usable remains.
public enum TranscriptParser {
    /// Parses a transcript file's bytes.
    /// - Parameters:
    ///   - data: the file's bytes, in any encoding `TextDecoding` understands.
    ///   - format: the format, usually from the file extension (`TranscriptFormat(fileExtension:)`).
    /// - Returns: the transcript, and warnings for the keeper (each like "line 7: what — what to do").
    /// - Throws: `TranscriptError` when the file has no words, or no cue in it can be read.
    public static func parse(_ data: Data, format: TranscriptFormat) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        guard data.count <= TranscriptLimits.maxBytes else { throw .tooLarge }
        let decoded = TextDecoding.decode(data)
        let (transcript, warnings) = try parse(decoded.text, format: format)
        return (transcript, decoded.warnings + warnings)
    }

    /// Parses transcript text that is already decoded.
    public static func parse(_ text: String, format: TranscriptFormat) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        guard text.utf8.count <= TranscriptLimits.maxBytes else { throw .tooLarge }
        let parsed = try parseWithinSize(text, format: format)
        guard parsed.0.cues.count <= TranscriptLimits.maxCues else { throw .tooManyCues(parsed.0.cues.count) }
        return parsed
    }

    private static func parseWithinSize(_ text: String, format: TranscriptFormat) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        switch format {
        case .txt:
            let words = PlainText.normalize(text)
            if words.isEmpty { throw TranscriptError.empty }
            return (Transcript(text: words), [])
        case .vtt:
            return try WebVTTParser.parse(text)
        case .srt:
            return try SubRipParser.parse(text)
        case .whisperJSON:
            return try WhisperJSONParser.parse(text)
        }
    }

    /// Whether `data` is a Whisper-style JSON transcript: an object with a "segments" array of
    /// objects with "start", "end" and "text" (or an empty one beside a "text"), whisper.cpp's
    /// "transcription" array, or a bare array of such segments. Lets ingest tell a transcript
    /// `NAME.json` from a metadata sidecar `NAME.json` such as `{"title": "x", "mood": 3}`.
    public static func looksLikeWhisperJSON(_ data: Data) -> Bool {
        let text = TextDecoding.decode(data).text
        guard WhisperJSONParser.mayBeWhisper(text),
              let document = WhisperJSONParser.document(from: text) else { return false }
        return WhisperJSONParser.looksLikeWhisper(document)
    }
}
