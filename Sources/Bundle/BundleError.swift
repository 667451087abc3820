import Foundation
import StoryArchive
import ZipIO

/// A problem while exporting or verifying a bundle, worded for the keeper.
///
/// The CLI prints it as `error: FILE: what — what to do`; `reason` picks the exit status
/// (1 for input that is wrong or out of date, 3 for reading or writing that failed).
public struct BundleError: StorychopError, Equatable {
    /// What went wrong; each case picks its exit status.
    public enum Reason: Sendable, Equatable {
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

    public var reason: Reason
    public var file: String?
    public var message: String
    public var hint: String

    /// Makes an error.
    public init(_ reason: Reason, file: String?, message: String, hint: String) {
        self.reason = reason
        self.file = file
        self.message = message
        self.hint = hint
    }

    public var exitStatus: ExitStatus {
        reason == .io ? .io : .rejected
    }

    /// An I/O failure with the system's own words for it.
    static func io(_ file: String, _ what: String, errno code: Int32) -> BundleError {
        BundleError(.io, file: file, message: "\(what): \(SystemError.text(code))", hint: SystemError.hint(code))
    }

    /// Carries an archive error over, keeping its file, words and kind of failure.
    init(_ error: ArchiveError) {
        let reason: Reason = switch error.reason {
        case .io: .io
        case .locked: .locked
        case .notAnArchive, .alreadyAnArchive, .invalidFile: .badStory
        }
        self.init(reason, file: error.file, message: error.message, hint: error.hint)
    }

    /// Carries a ZIP writing error over, naming the entry it is about.
    init(_ error: ZipError) {
        let entry = error.entry.map { " (entry \"\($0)\")" } ?? ""
        let reason: Reason = switch error.kind {
        case .sourceChanged: .sourceChanged
        case .io, .noSpace, .writeFailed: .io
        default: .badFileName
        }
        self.init(reason, file: error.file, message: error.message + entry, hint: error.hint)
    }

    /// The errno behind a Foundation file error, so the message says what really happened.
    static func errnoOf(_ error: any Error) -> Int32 {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return ENOENT
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return EACCES
        default: return EIO
        }
    }
}
