import Foundation
import StoryCore
import StoryArchive
import ZipIO

/// A problem while exporting or verifying a bundle, worded for the keeper.
///
/// The CLI prints it as `error: FILE: what — what to do`.
public typealias BundleError = StageError<BundleErrorReason>

/// What went wrong; `io` is exit status 3, everything else 1.
public enum BundleErrorReason: ErrorReason {
    /// There is no built site to put in the bundle.
    case siteMissing
    /// The site does not match the archive (a story added or removed since it was built).
    case siteOutOfDate
    /// A story of the archive cannot be read or names a file that is not there.
    case badStory
    /// A recording does not match the checksum its `story.json` records.
    case checksumMismatch
    /// A file changed while it was being written into the bundle.
    case sourceChanged
    /// An option or setting is not usable (`SOURCE_DATE_EPOCH`, the output path).
    case badOption
    /// A file name the ZIP cannot hold (a control character, an empty part).
    case badFileName
    /// The path given to `verify` is neither a bundle nor an archive.
    case notABundle
    /// Another StoryChop run holds the archive.
    case locked
    /// The file system refused a read or a write.
    case io
}

extension StageError where Reason == BundleErrorReason {
    /// Carries an archive error over, keeping its file, words and kind of failure.
    init(_ error: ArchiveError) {
        let reason: BundleErrorReason = switch error.reason {
        case .io: .io
        case .locked: .locked
        case .notAnArchive, .alreadyAnArchive, .invalidFile, .noSuchItem: .badStory
        }
        self.init(reason, file: error.file, message: error.message, hint: error.hint)
    }

    /// Carries a ZIP writing error over, naming the entry it is about.
    init(_ error: ZipError) {
        let entry = error.entry.map { " (entry \"\($0)\")" } ?? ""
        let reason: BundleErrorReason = switch error.kind {
        case .sourceChanged: .sourceChanged
        case .io, .noSpace, .writeFailed: .io
        default: .badFileName
        }
        self.init(reason, file: error.file, message: error.message + entry, hint: error.hint)
    }
}
