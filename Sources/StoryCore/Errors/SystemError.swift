import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns an errno into words a keeper can act on.
public enum SystemError {
    /// The C library's text for `code`, e.g. "No space left on device".
    public static func text(_ code: Int32) -> String {
        guard let cString = strerror(code) else { return "error \(code)" }
        return String(cString: cString)
    }

    /// What to do about the most common failures; a generic hint otherwise.
    public static func hint(_ code: Int32) -> String {
        switch code {
        case ENOSPC, EDQUOT: "Free some disk space and run the command again; nothing was half-written."
        case EACCES, EPERM: "Check that you may write to this folder (its owner and permissions)."
        case ENOENT: "Check the path; the file or folder does not exist."
        case EROFS: "The disk is read-only; copy the archive somewhere writable."
        default: "Check the disk and the path, then run the command again."
        }
    }

    /// The errno behind a Foundation file error, so messages say what really happened.
    public static func code(of error: any Error) -> Int32 {
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return Int32(underlying.code)
        }
        switch nsError.code {
        case NSFileNoSuchFileError, NSFileReadNoSuchFileError: return ENOENT
        case NSFileWriteOutOfSpaceError: return ENOSPC
        case NSFileReadNoPermissionError, NSFileWriteNoPermissionError: return EACCES
        default: return EIO
        }
    }
}
