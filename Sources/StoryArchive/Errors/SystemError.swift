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
}
