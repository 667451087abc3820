#if canImport(Glibc)
import Glibc
#endif

/// Size, modification time, inode and mode of a file: "12345-1700000000.123456789-98765-100644"
/// (the mode in octal). A file edited in place gets a new time; one replaced (saved to a
/// temporary file and renamed, as StoryChop and most editors do) a new inode too; one made
/// readable with chmod a new mode. Equal stamps mean an unchanged file without reading it.
enum FileStamp {
    /// Recorded for a file that was not there.
    static let missing = "missing"

    static func of(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)-" + String(info.st_mode, radix: 8)
    }

    /// The file's size in bytes, as the stamp records it.
    static func size(of stamp: String) -> Int64? {
        stamp.split(separator: "-", maxSplits: 1).first.flatMap { Int64($0) }
    }
}
