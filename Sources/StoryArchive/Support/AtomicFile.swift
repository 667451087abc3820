import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that readers see either the old contents or the new, never half of either:
/// the bytes go to a hidden temporary file beside it, are flushed to disk, then renamed over it.
public enum AtomicFile {
    /// What a file is to the archive, which decides how carefully it is replaced.
    public enum Kind: Sendable {
        /// The archive's own files: flushed to disk before they replace the old ones.
        case archive
        /// Files that can be made again (the site): not flushed, as a flush per page is slow,
        /// and a big one is written over the spare beside it and swapped in (see `SpareFile`).
        case remakeable
    }

    public static func write(_ data: some ContiguousBytes, to url: URL, as kind: Kind = .archive) throws(ArchiveError) {
        try data.withUnsafeBytes { bytes in Result { () throws(ArchiveError) in try write(runs: [bytes], to: url, as: kind) } }.get()
    }

    /// Writes `runs`, one after the other, as the file's new contents (see `writeWhole`).
    public static func write(runs: [UnsafeRawBufferPointer], to url: URL, as kind: Kind = .archive) throws(ArchiveError) {
        var failure: Int32 = 0
        if kind == .remakeable {
            switch SpareFile.replace(url.path, with: runs) {
            case .replaced: return
            case .failed(let code): throw ArchiveError.io(url.path, "cannot write", errno: code)
            case .notApplicable: break
            }
        }
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(url.path, "cannot write", errno: errno) }
        failure = writeWhole(fd, runs)
        if failure == 0, kind == .archive, fsync(fd) != 0 { failure = errno }
        close(fd)
        if failure == 0, rename(temporary, url.path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw ArchiveError.io(url.path, "cannot write", errno: failure)
        }
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
    /// at first, so a file that grew or shrank is not read (the site's list files are megabytes
    /// at 10,000 stories); then it is mapped and compared a run at a time, so what follows the
    /// first difference is not read either (a one-story edit changes the search index some way
    /// in). A run taken from this very file, where it lies, is the same without a look.
    private static func holds(_ path: String, _ runs: [UnsafeRawBufferPointer]) -> Bool {
        let total = runs.reduce(0) { $0 + $1.count }
        var info = stat()
        guard stat(path, &info) == 0, info.st_size == total else { return false }
        guard total > 0 else { return true }
        guard let file = MappedFile(path), file.bytes.count == total, let old = file.bytes.baseAddress else { return false }
        var offset = 0
        for run in runs where !run.isEmpty {
            var done = 0
            while done < run.count {
                let length = min(1 << 16, run.count - done)
                if memcmp(old + offset + done, run.baseAddress! + done, length) != 0 { return false }
                done += length
            }
            offset += run.count
        }
        return true
    }

    /// Removes what `write(_:to:as: .remakeable)` kept beside a file (see `SpareFile`), once
    /// the file itself is gone from the site.
    public static func removeSpare(of path: String) {
        SpareFile.remove(for: path)
    }

    /// Flushes a folder's entries (a rename inside it) to disk.
    public static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
