/// How big a transcript may be. Far above any spoken recording (ten hours with a cue every two
/// seconds is 18,000 cues and about 2 MB of WebVTT), far below what would exhaust a build: a
/// fuzzed 7.7 MB file of 200,000 cues took 1.2 GB to render, a 1 GiB one 4 GB to read.
public enum TranscriptLimits {
    /// Bytes of a transcript file, in whatever format (Whisper JSON with its word timings is the largest).
    public static let maxBytes = 16_000_000
    /// Cues of a timed transcript.
    public static let maxCues = 20_000
    /// Warnings kept for one file: a file of thousands of broken cues says the first ones and how many more.
    static let maxWarnings = 20

    /// Why a transcript of `bytes` already in the archive is not used (not published, not
    /// exported, a problem for verify), or nil when it is within the limit; `metadata` is the
    /// file naming it (`story.json`), for the hint.
    public static func tooLarge(bytes: Int64, named metadata: String) -> (message: String, hint: String)? {
        guard bytes > maxBytes else { return nil }
        let size = bytes >= 1 << 30 ? "\((Double(bytes) / Double(1 << 30) * 10).rounded() / 10) GB" : "\(bytes / 1_000_000) MB"
        return ("this transcript is \(size), larger than the \(maxBytes / 1_000_000) MB a transcript may be",
                "Check that it is this recording's transcript and put the right one in its place (from a backup or a bundle), or set \"transcript\" to null in \(metadata)")
    }
}

extension TranscriptError {
    /// The file is larger than `TranscriptLimits.maxBytes` (callers read at most one byte more).
    static let tooLarge = overLimit(TranscriptError(
        message: "this transcript is larger than \(TranscriptLimits.maxBytes / 1_000_000) MB, the most a transcript may be",
        hint: "check that it is the transcript of this recording (a transcript of ten hours is about 2 MB)"))

    /// It holds more cues than `TranscriptLimits.maxCues`.
    static func tooManyCues(_ count: Int) -> TranscriptError {
        overLimit(TranscriptError(message: "this transcript has \(count) cues; a transcript may have at most \(TranscriptLimits.maxCues)",
                                  hint: "check that it is the transcript of this recording (ten hours with a cue every two seconds is 18,000)"))
    }

    private static func overLimit(_ error: TranscriptError) -> TranscriptError {
        var error = error
        error.isOverLimit = true
        return error
    }
}
