import StoryArchive
import StoryCore

/// Why the site could not be built: a template or theme problem, or a write that failed.
public typealias SiteError = StageError<SiteErrorReason>

public enum SiteErrorReason: ErrorReason {
    /// A template does not parse or is missing.
    case badTemplate
    /// The theme named in storychop.yml or --theme does not exist.
    case unknownTheme
    /// Writing the site failed.
    case io
}

extension StageError where Reason == SiteErrorReason {
    /// Carries an archive error over, keeping its file and words.
    init(_ error: ArchiveError) {
        self.init(error.reason == .io ? .io : .badTemplate, file: error.file, message: error.message, hint: error.hint)
    }
}
