#if canImport(Glibc)
import Glibc
#endif

/// Which file a name holds and in what state, from one `stat`: its size, modification time (to
/// the nanosecond) and inode. A file edited in place gets a new time, one replaced by a rename
/// (as StoryChop writes) a new inode: equal identities mean the bytes need not be read again.
/// Serve's archive watcher and its served files, and the private site's copy, all judge by it.
public struct FileIdentity: Codable, Equatable, Sendable {
    public var size: Int64
    public var modifiedNanoseconds: Int64
    public var inode: UInt64

    public init(_ info: stat) {
        size = Int64(info.st_size)
        modifiedNanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        inode = UInt64(info.st_ino)
    }

    /// The identity of the file at `path` (symlinks followed), nil when it cannot be seen.
    public init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }
}
