import StoryArchive

/// Why the site could not be built: a template or theme problem, or a write that failed.
public struct SiteError: StorychopError, Equatable {
    public enum Reason: Sendable, Equatable {
        /// A template does not parse or is missing.
        case badTemplate
        /// The theme named in storychop.yml or --theme does not exist.
        case unknownTheme
        /// Writing the site failed.
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

    public var exitStatus: ExitStatus { reason == .io ? .io : .rejected }

    init(_ error: ArchiveError) {
        self.init(error.reason == .io ? .io : .badTemplate, file: error.file, message: error.message, hint: error.hint)
    }
}
