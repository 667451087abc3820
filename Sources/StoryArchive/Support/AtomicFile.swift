import Foundation
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
        try data.withUnsafeBytes { bytes in Result { () throws(ArchiveError) in try write(runs: [bytes], to: url, as: kind) } }.get()
    }

    /// Writes `runs`, one after the other, as the file's new contents.
    public static func write(runs: [UnsafeRawBufferPointer], to url: URL, as kind: Kind = .archive) throws(ArchiveError) {
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(url.path, "cannot write", errno: errno) }
        var failure: Int32 = 0
        for run in runs where failure == 0 {
            failure = writeWhole(fd, run)
        }
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
        try data.withUnsafeBytes { bytes in Result { () throws(ArchiveError) in try writeIfChanged(runs: [bytes], to: url, as: kind) } }.get()
    }

    /// `writeIfChanged` of runs of bytes, one after the other.
    @discardableResult
    public static func writeIfChanged(runs: [UnsafeRawBufferPointer], to url: URL, as kind: Kind = .archive) throws(ArchiveError) -> Bool {
        guard !holds(url.path, runs) else { return false }
        try write(runs: runs, to: url, as: kind)
        return true
    }

    /// Whether the file at `path` holds exactly `runs`, one after the other. Its size is looked
    /// at first, so a file that grew or shrank is not read.
    private static func holds(_ path: String, _ runs: [UnsafeRawBufferPointer]) -> Bool {
        let total = runs.reduce(0) { $0 + $1.count }
        var info = stat()
        guard stat(path, &info) == 0, info.st_size == total,
              let old = FileManager.default.contents(atPath: path), old.count == total else { return false }
        return old.withUnsafeBytes { old in
            var offset = 0
            for run in runs {
                guard UnsafeRawBufferPointer(rebasing: old[offset..<(offset + run.count)]).elementsEqual(run) else { return false }
                offset += run.count
            }
            return true
        }
    }

    /// Removes the hidden `.NAME.spare` copy that sites built by earlier StoryChop versions may
    /// hold beside a big file: the site calls this when the file itself goes.
    public static func removeSpare(of path: String) {
        let file = URL(fileURLWithPath: path)
        unlink(file.deletingLastPathComponent().appendingPathComponent("." + file.lastPathComponent + ".spare").path)
    }

    /// Flushes a folder's entries (a rename inside it) to disk.
    public static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
