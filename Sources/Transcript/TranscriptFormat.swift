/// The kinds of transcript file StoryChop reads, told apart by file extension.
public enum TranscriptFormat: String, Sendable, CaseIterable {
    /// Plain text with no timings (`.txt`).
    case txt
    /// WebVTT captions (`.vtt`).
    case vtt
    /// SubRip subtitles (`.srt`).
    case srt
    /// The JSON that Whisper (and whisper.cpp) writes (`.json`).
    case whisperJSON

    /// The format for a file extension such as "vtt" or ".SRT" (any case, dot optional);
    /// nil for anything else. A ".json" may also be a metadata sidecar: check it with
    /// `TranscriptParser.looksLikeWhisperJSON(_:)` before treating it as a transcript.
    public init?(fileExtension: String) {
        var ext = fileExtension.lowercased()
        if ext.hasPrefix(".") { ext.removeFirst() }
        switch ext {
        case "txt", "text": self = .txt
        case "vtt", "webvtt": self = .vtt
        case "srt": self = .srt
        case "json": self = .whisperJSON
        default: return nil
        }
    }

    /// The usual file extension for this format, without a dot.
    public var fileExtension: String {
        switch self {
        case .txt: "txt"
        case .vtt: "vtt"
        case .srt: "srt"
        case .whisperJSON: "json"
        }
    }
}
