import StoryArchive
import StoryCore

/// Why the site could not be built: a template or theme problem, or a write that failed.
public typealias SiteError = StageError<SiteErrorReason>

public enum SiteErrorReason: ErrorReason {
    /// A template does not parse or is missing.
    case badTemplate
    /// The theme named in storychop.yml or --theme does not exist.
    case unknownTheme
    /// Another StoryChop command is changing the archive (its lock is held).
    case locked
    /// Writing the site failed.
    case io
}

extension StageError where Reason == SiteErrorReason {
    /// Carries an archive error over, keeping its file and words.
    init(_ error: ArchiveError) {
        let reason: SiteErrorReason = switch error.reason {
        case .io: .io
        case .locked: .locked
        default: .badTemplate
        }
        self.init(reason, file: error.file, message: error.message, hint: error.hint)
    }
}
