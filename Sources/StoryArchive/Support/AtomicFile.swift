import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old contents or the new, never half of either:
/// the bytes go to a hidden temporary file beside it, which is then renamed over it.
public enum AtomicFile {
    /// What a file is to the archive, which decides how carefully it is replaced.
    public enum Kind: Sendable {
        /// The archive's own files: the file is flushed to disk before the rename and its folder
        /// after it, so a crash leaves the old contents or the new, never an empty file.
        case archive
        /// Files that can be made again (the site): not flushed, as waiting for the disk once
        /// per page would make a build of thousands of pages wait on it thousands of times.
        case remakeable
    }

    public static func write(_ data: some ContiguousBytes, to url: URL, as kind: Kind = .archive) throws(ArchiveError) {
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(url.path, "cannot write", errno: errno) }
        var failure = data.withUnsafeBytes { writeWhole(fd, $0) }
        if failure == 0, kind == .archive, fsync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw ArchiveError.io(url.path, "cannot write", errno: failure)
        }
        if kind == .archive { syncDirectory(directory) }
    }

    /// Writes `data` unless the file already holds exactly these bytes, so an unchanged file
    /// keeps its time (a rebuild with nothing new touches nothing). Returns whether it wrote.
    @discardableResult
    public static func writeIfChanged(_ data: some ContiguousBytes, to url: URL, as kind: Kind = .archive) throws(ArchiveError) -> Bool {
        let bytes = data.withUnsafeBytes { Data($0) }
        guard FileManager.default.contents(atPath: url.path) != bytes else { return false }
        try write(bytes, to: url, as: kind)
        return true
    }

    /// Flushes a folder's entries (a rename inside it) to disk.
    public static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
