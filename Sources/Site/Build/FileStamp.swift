#if canImport(Glibc)
import Glibc
#endif

/// Size, modification time, inode, mode and change time of a file:
/// "12345-1700000000.123456789-98765-100644-1700000000.123456789" (the mode in octal). A file
/// edited in place gets a new time; one replaced (saved to a temporary file and renamed, as
/// StoryChop and most editors do) a new inode too; one made readable with chmod a new mode. The
/// change time moves with any of these and cannot be set back (`touch -d` resets only the
/// modification time), so bytes overwritten behind the same size and time still show; a new
/// hard link moves it too (every build that links a recording into a site). Equal stamps mean
/// an unchanged file without reading it.
package enum FileStamp {
    /// Recorded for a file that was not there.
    package static let missing = "missing"

    package static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)-" + String(info.st_mode, radix: 8)
            + "-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)"
    }

    /// The stamp without its change time: which file, of what size and time, a site's hard link
    /// is to (a link made by another build moves the change time, not the file).
    static func identity(of stamp: String) -> Substring {
        stamp.lastIndex(of: "-").map { stamp[..<$0] } ?? Substring(stamp)
    }

    /// The file's size in bytes, as the stamp records it.
    static func size(of stamp: String) -> Int64? {
        stamp.split(separator: "-", maxSplits: 1).first.flatMap { Int64($0) }
    }
}
