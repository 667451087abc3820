import Foundation

/// Reads the JSON that speech-to-text tools write:
/// - OpenAI Whisper (and faster-whisper, WhisperX): `{"text", "segments": [{"start", "end", "text", "speaker"?}], "language"}`,
///   times in seconds;
/// - whisper.cpp (`-oj`): `{"result": {"language"}, "transcription": [{"offsets": {"from", "to"}, "text"}]}`,
///   offsets in milliseconds;
/// - a bare array of `{"start", "end", "text"}` segments.
/// A segment without usable times is left out with a warning; with no usable segment the
/// top-level "text" becomes a plain transcript.
enum WhisperJSONParser {
    static func parse(_ text: String) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        guard let document = document(from: text) else {
            throw TranscriptError(
                message: "this is not valid JSON",
                hint: "a .json transcript must be the JSON file a Whisper tool wrote; check that it is complete")
        }
        guard looksLikeWhisper(document) else {
            throw TranscriptError(
                message: "this JSON is not a Whisper transcript (it has no \"segments\" with start, end and text)",
                hint: "use the JSON file a Whisper tool wrote, or a .vtt, .srt or .txt transcript")
        }
        var collector = CueCollector()
        let language = (document["language"] ?? document["result"]?["language"])?.string
            .map { String(Substring($0).trimmingSpaces()) }.flatMap { $0.isEmpty ? nil : $0 }
        for (offset, segment) in segments(of: document).enumerated() {
            read(segment, place: "segment \(offset + 1)", into: &collector)
        }
        let cues = collector.sortedCues()
        if !cues.isEmpty { return (Transcript(cues: cues, language: language), collector.warnings) }

        let words = PlainText.normalize(document["text"]?.string ?? "")
        if words.isEmpty {
            throw collector.nothingReadableError() ?? TranscriptError.empty
        }
        return (Transcript(text: words, language: language), collector.warnings)
    }

    /// Whether a document is a Whisper transcript rather than, say, a metadata sidecar.
    static func looksLikeWhisper(_ document: JSONValue) -> Bool {
        if let segments = document["segments"]?.array {
            guard let first = segments.first else { return document["text"]?.string != nil }
            return first["start"] != nil && first["end"] != nil && first["text"] != nil
        }
        if let first = document["transcription"]?.array?.first {
            return first["text"] != nil && (first["offsets"] != nil || first["timestamps"] != nil)
        }
        if let first = document.array?.first {
            return first["start"] != nil && first["end"] != nil && first["text"] != nil
        }
        return false
    }

    /// False when `text` cannot be what `looksLikeWhisper` accepts: it is not an array and holds
    /// neither key, not even written with escapes (`"\u0073egments"`). Ingest asks this of
    /// every `NAME.json`, nearly all of them metadata sidecars; decoding each in full cost more
    /// than reading it.
    static func mayBeWhisper(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // After JSON's own white space, only a "[" opens an array (a stray mark, non-ASCII, is
            // left to the decoder).
            let first = bytes.first { !ASCII.isSpaceOrTab($0) && !ASCII.isLineBreak($0) }
            if let first, first == UInt8(ascii: "[") || first >= 0x80 { return true }
            return bytes.contains(UInt8(ascii: "\\")) || bytes.firstRange(of: "\"segments\"".utf8) != nil
                || bytes.firstRange(of: "\"transcription\"".utf8) != nil
        }
    }

    static func document(from text: String) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private static func segments(of document: JSONValue) -> [JSONValue] {
        document["segments"]?.array ?? document["transcription"]?.array ?? document.array ?? []
    }

    private static func read(_ segment: JSONValue, place: String, into collector: inout CueCollector) {
        guard let text = segment["text"]?.string else {
            collector.skip("it has no text", hint: "each segment needs \"text\"", place: place)
            return
        }
        guard let (start, end) = times(of: segment) else {
            collector.skip("its start or end time is missing or not a time",
                           hint: "each segment needs \"start\" and \"end\" in seconds", place: place)
            return
        }
        let speaker = segment["speaker"]?.string.map { String(Substring($0).trimmingSpaces()) }
        collector.add(start: start, end: end, text: text, speaker: speaker?.isEmpty == false ? speaker : nil,
                      line: nil, place: place)
    }

    /// Start and end in milliseconds: seconds in OpenAI's format, milliseconds in
    /// whisper.cpp's "offsets", "00:00:01,000" strings in its "timestamps".
    private static func times(of segment: JSONValue) -> (Int, Int)? {
        if let start = segment["start"]?.number, let end = segment["end"]?.number {
            guard let s = Timestamp.milliseconds(fromSeconds: start), let e = Timestamp.milliseconds(fromSeconds: end)
            else { return nil }
            return (s, e)
        }
        if let from = segment["offsets"]?["from"]?.number, let to = segment["offsets"]?["to"]?.number {
            guard let s = Timestamp.milliseconds(fromSeconds: from / 1000), let e = Timestamp.milliseconds(fromSeconds: to / 1000)
            else { return nil }
            return (s, e)
        }
        if let from = segment["timestamps"]?["from"]?.string, let to = segment["timestamps"]?["to"]?.string,
           let s = Timestamp.parseLenient(Substring(from)), let e = Timestamp.parseLenient(Substring(to)) {
            return (s, e)
        }
        return nil
    }
}
