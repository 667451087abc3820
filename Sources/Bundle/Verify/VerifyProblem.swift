import StoryArchive
import StoryCore

/// One thing `verify` found wrong, naming the file it is about.
public struct VerifyProblem: StorychopError, Equatable {
    /// What sort of problem, so tests and scripts need not parse the words.
    public enum Kind: String, Sendable, Equatable {
        /// A file the manifests list is not there.
        case missing
        /// A file is there that no manifest lists.
        case extra
        /// A file's bytes differ from its checksum or size.
        case changed
        /// A file cannot be read at all (a damaged ZIP entry, an unreadable file).
        case damaged
        /// A manifest or `story.json` is not what it should be.
        case invalid
    }

    public var kind: Kind
    /// Relative to the bundle's top folder (`data/stories/x/audio.m4a`) or the archive.
    public var file: String?
    public var message: String
    public var hint: String
    public var exitStatus: ExitStatus { .rejected }

    public init(_ kind: Kind, file: String?, message: String, hint: String) {
        self.kind = kind
        self.file = file
        self.message = message
        self.hint = hint
    }
}
