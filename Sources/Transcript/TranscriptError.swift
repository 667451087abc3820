/// Why a transcript file could not be read, said for a person: what is wrong and what to do.
///
/// The parser throws only when nothing usable remains; smaller problems become warnings.
public struct TranscriptError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, e.g. "the transcript is empty".
    public var message: String
    /// What to do about it, e.g. "add the words to the file, or remove it".
    public var hint: String
    /// The 1-based line of the file the problem is on, when there is one.
    public var line: Int?
    /// The file is over a `TranscriptLimits` limit: too large, not unreadable.
    public var isOverLimit = false

    /// Makes an error; `line` is 1-based.
    public init(message: String, hint: String, line: Int? = nil) {
        self.message = message
        self.hint = hint
        self.line = line
    }

    /// "line 7: what is wrong — what to do", ready to follow "error: FILE: ".
    public var description: String {
        let place = line.map { "line \($0): " } ?? ""
        return hint.isEmpty ? place + message : place + message + " — " + hint
    }
}

extension TranscriptError {
    /// The file holds no words at all.
    public static let empty = TranscriptError(
        message: "the transcript is empty",
        hint: "add the words to the file, or remove it so the story is added without a transcript")
}
