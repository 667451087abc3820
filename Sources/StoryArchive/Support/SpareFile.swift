#if canImport(Glibc)
import CLinuxExtras   // renameat2
import Glibc
#endif

/// Replaces a big file of the site without freeing its disk blocks: the new bytes are written
/// over a spare beside it (`.NAME.spare`, what the file held the time before), and the two are
/// swapped in one step (`renameat2` with `RENAME_EXCHANGE`), so readers still see the old file
/// or the new one whole, and the old one becomes the next spare.
///
/// Why: replacing a file by renaming a new one over it made ext4 start writing the new file
/// out at once (its guard against empty files after a crash) and free the old one's blocks,
/// which on this machine's disk (mounted with `discard`) waits for the device. A one-story
/// rebuild replaces the files listing every story, some 7 MB at 1,000 stories: ~8 ms of its
/// ~60 went there. Writing over a spare and swapping: ~0.2 ms for 2 MB against ~2.7.
///
/// Only files of `minimumSize` or more get a spare: a spare doubles the disk space a file
/// takes, and the site's small pages (most of it) cost little to replace either way. Only for
/// files that can be made again (the site): the swapped-in bytes are not flushed to disk.
enum SpareFile {
    static let minimumSize = 64 << 10

    enum Outcome: Equatable {
        case replaced
        /// This way does not apply (a new or small file, a link, a file system that cannot
        /// swap): write the file the usual way.
        case notApplicable
        case failed(errno: Int32)
    }

    /// `.NAME.spare` in the file's folder.
    static func path(for path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." + path + ".spare" }
        return String(path[...slash]) + "." + String(path[path.index(after: slash)...]) + ".spare"
    }

    /// Writes `runs` (one after the other) over the spare of the file at `path` and swaps the two.
    static func replace(_ path: String, with runs: [UnsafeRawBufferPointer]) -> Outcome {
        let total = runs.reduce(0) { $0 + $1.count }
        guard total >= minimumSize, canExchange else { return .notApplicable }
        var info = stat()
        // Only a plain file of its own: writing into a hard-linked one would change its twin.
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_nlink == 1 else { return .notApplicable }
        let spare = Self.path(for: path)
        // The spare is the file as this run found it once swapped out, which this run may
        // still have mapped (the last build's pieces): never written into twice in one run.
        guard usedThisRun.withLock({ $0.insert(spare).inserted }) else { return .notApplicable }
        // Not through a link, and not waiting on a pipe someone left there: a spare that is not
        // a plain file of its own is left alone, and the file replaced the usual way.
        let fd = open(spare, O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .notApplicable }
        var spareInfo = stat()
        guard fstat(fd, &spareInfo) == 0, spareInfo.st_mode & S_IFMT == S_IFREG, spareInfo.st_nlink == 1 else {
            close(fd)
            return .notApplicable
        }
        var failure = writeWhole(fd, runs)
        if failure == 0, spareInfo.st_size > total, ftruncate(fd, off_t(total)) != 0 { failure = errno }
        close(fd)
        if failure != 0 { return .failed(errno: failure) }
        if exchange(spare, path) == 0 { return .replaced }
        // The file system cannot swap: the spare, now whole, replaces the file the plain way.
        return rename(spare, path) == 0 ? .replaced : .failed(errno: errno)
    }

    /// Removes the spare of a file the site no longer has.
    static func remove(for path: String) {
        unlink(Self.path(for: path))
    }

    private static let usedThisRun = Locked<Set<String>>([])

    /// Whether the C library can swap two paths (`exchange`).
    #if canImport(Glibc)
    private static let canExchange = true
    #else
    private static let canExchange = false
    #endif

    /// `renameat2(…, RENAME_EXCHANGE)`: swaps the two paths; -1 with ENOSYS where the C library cannot.
    private static func exchange(_ first: String, _ second: String) -> Int32 {
        #if canImport(Glibc)
        return renameat2(AT_FDCWD, first, AT_FDCWD, second, SC_RENAME_EXCHANGE)
        #else
        errno = ENOSYS
        return -1
        #endif
    }
}
