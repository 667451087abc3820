/// One timed piece of a transcript: what was said between `start` and `end`.
///
/// Times are seconds from the start of the recording, kept to whole milliseconds
/// because that is all WebVTT (the archive's format) can store.
public struct Cue: Sendable, Equatable, Codable {
    /// When the words begin, in seconds.
    public var start: Double
    /// When the words end, in seconds; never before `start` in a parsed transcript.
    public var end: Double
    /// The words, without markup; several lines are joined by `\n` and none is empty.
    public var text: String
    /// Who is speaking (a WebVTT `<v Name>` voice), if the file said so.
    public var speaker: String?

    /// Makes a cue; times are in seconds.
    public init(start: Double, end: Double, text: String, speaker: String? = nil) {
        self.start = start
        self.end = end
        self.text = text
        self.speaker = speaker
    }
}
