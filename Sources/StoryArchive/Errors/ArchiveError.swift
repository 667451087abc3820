/// A problem with the archive folder itself: its settings, its stories, reading or writing it.
public struct ArchiveError: StorychopError, Equatable {
    /// What went wrong; each case picks its exit status.
    public enum Reason: Sendable, Equatable {
        /// The folder has no `storychop.yml`.
        case notAnArchive
        /// `init` was asked to create an archive where one already is.
        case alreadyAnArchive
        /// A settings or metadata file could not be understood.
        case invalidFile
        /// Another StoryChop run holds the archive's lock.
        case locked
        /// The file system refused a read or a write.
        case io
    }

    public var reason: Reason
    public var file: String?
    public var message: String
    public var hint: String

    public init(_ reason: Reason, file: String?, message: String, hint: String) {
        self.reason = reason
        self.file = file
        self.message = message
        self.hint = hint
    }

    public var exitStatus: ExitStatus {
        switch reason {
        case .notAnArchive, .alreadyAnArchive, .invalidFile, .locked: .rejected
        case .io: .io
        }
    }

    /// An I/O failure with the system's own words for it (errno text).
    public static func io(_ file: String, _ what: String, errno code: Int32) -> ArchiveError {
        ArchiveError(.io, file: file, message: "\(what): \(SystemError.text(code))",
                     hint: SystemError.hint(code))
    }
}
