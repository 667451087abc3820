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
        var failure: Int32 = 0
        if kind == .remakeable {
            switch data.withUnsafeBytes({ SpareFile.replace(url.path, with: $0) }) {
            case .replaced: return
            case .failed(let code): throw ArchiveError.io(url.path, "cannot write", errno: code)
            case .notApplicable: break
            }
        }
        let directory = url.deletingLastPathComponent().path
        let temporary = directory + "/.\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(url.path, "cannot write", errno: errno) }
        data.withUnsafeBytes { failure = writeWhole(fd, $0) }
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
        guard !holds(url.path, data) else { return false }
        try write(data, to: url, as: kind)
        return true
    }

    /// Whether the file at `path` holds exactly `data`. Its size is looked at first, so a file
    /// that grew or shrank is not read (the site's list files are megabytes at 10,000 stories);
    /// then it is mapped and compared a run at a time, so what follows the first difference
    /// is not read either (a one-story edit changes the search index some way in).
    private static func holds(_ path: String, _ data: some ContiguousBytes) -> Bool {
        data.withUnsafeBytes { bytes in
            var info = stat()
            guard stat(path, &info) == 0, info.st_size == bytes.count else { return false }
            guard !bytes.isEmpty, let new = bytes.baseAddress else { return true }
            guard let file = MappedFile(path), let old = file.bytes.baseAddress, file.bytes.count == bytes.count else { return false }
            var offset = 0
            while offset < bytes.count {
                let length = min(1 << 16, bytes.count - offset)
                if memcmp(old + offset, new + offset, length) != 0 { return false }
                offset += length
            }
            return true
        }
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
