/// A failure reading or writing a ZIP, worded for the person running StoryChop.
///
/// The CLI prints it as `error: FILE: message — hint`. `kind` lets callers pick an exit
/// status (rejected input vs. I/O) and lets tests match without parsing text.
public struct ZipError: Error, Sendable, CustomStringConvertible {
    /// The ZIP file being read or written.
    public var file: String
    /// The entry inside the ZIP the problem is about, when there is one.
    public var entry: String?
    /// What went wrong, for a person (names the entry when there is one).
    public var message: String
    /// What to do about it.
    public var hint: String
    /// What kind of problem this is.
    public var kind: Kind

    /// Makes an error; prefer the named constructors in `ZipError+Messages.swift`.
    public init(file: String, entry: String? = nil, kind: Kind, message: String, hint: String) {
        self.file = file
        self.entry = entry
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// `FILE: message — hint`, the shape the CLI prints after `error: `.
    public var description: String {
        hint.isEmpty ? "\(file): \(message)" : "\(file): \(message) — \(hint)"
    }
}
