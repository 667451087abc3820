import CArchive
import Foundation

/// Writes a ZIP entry by entry, streaming (1 MiB at a time, see `FileStreamer`), so that the
/// same entries in the same order with the same times always give a byte-identical file.
///
/// What makes it deterministic: every entry is a regular file with permissions 0644, the mtime
/// the caller gives, no uid/gid, its size declared up front, and DOS times written in UTC
/// (see `HeaderEnvironment`), with the UTF-8 flag on non-ASCII names. The caller sorts the entries. libarchive always sets the data-descriptor
/// flag (bit 3), even on stored entries: `unzip`, Python's `zipfile`, Java's `ZipFile` and
/// bsdtar read that fine, but Java's streaming `ZipInputStream` refuses it for stored entries.
///
/// Write to a temporary path and rename it into place once `close()` succeeds: after any
/// error the file at `path` is incomplete, and the writer refuses further entries.
public final class ZipWriter {
    /// The ZIP file being written.
    public let path: String
    /// Its descriptor: opened here rather than by libarchive, for `writeback`; -1 once closed.
    var file: Int32
    var writeback: EarlyWriteback
    var archive: OpaquePointer?
    /// Set after a failure in the middle of an entry, when the ZIP can no longer be finished.
    var failed = false
    /// Names added so far, to refuse a repeat; empty when `sortedNames` (see `claim`).
    private var names: Set<String> = []
    /// True when entries must come in byte order of their names, as a reproducible ZIP needs.
    /// Then a repeat is caught by comparing with the previous name alone, so memory does not
    /// grow with the entries (a set of 40,000 names was 5 MB of an export's peak).
    public let sortedNames: Bool
    private var lastName: [UInt8] = []
    /// Switched to while writing headers; see `UTF8Locale`.
    let utf8 = UTF8Locale()
    /// Reads and writes `addFile`'s bytes on a second thread.
    let streamer = FileStreamer()
    /// zlib's level for deflated entries. 1, not zlib's default 6: over a built site of 1,000
    /// stories (3,186 text files, 43 MB) level 1 deflates at ~100 MB/s to 31.3 % of the text,
    /// level 6 at ~43 MB/s to 29.1 %, level 9 at ~35 MB/s to 29.0 %. Level 6 made deflate half
    /// of an export's CPU time, to save 0.6 % of the ZIP (the audio, stored, is most of it).
    static let deflateLevel = "1"
    /// How many bytes `addFile` reads, and hands to its `chunk` callback, at a time (at most).
    public static let chunkSize = FileStreamer.chunkSize

    /// Creates (or truncates) `path` and starts a ZIP there. With `sortedNames`, every entry's
    /// name must come after the previous one in byte order.
    public init(path: String, sortedNames: Bool = false) throws(ZipError) {
        self.path = path
        self.sortedNames = sortedNames
        file = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
        guard file >= 0 else { throw ZipError.io(path, entry: nil, action: "create the ZIP", errno: errno) }
        writeback = EarlyWriteback(file: file)
        // On any throw below, `deinit` runs (every stored property is set) and closes `file`.
        guard let archive = archive_write_new() else {
            throw ZipError.io(path, entry: nil, action: "start a ZIP", errno: ENOMEM)
        }
        // Block size 0: libarchive passes each write straight to write(2) instead of copying it
        // into 10 KiB blocks (100,000 system calls a gigabyte). A ZIP on a regular file is never
        // padded, so the bytes are the same either way.
        let opened = archive_write_set_format_zip(archive) == ARCHIVE_OK
            && archive_write_set_format_option(archive, "zip", "compression-level", Self.deflateLevel) == ARCHIVE_OK
            && archive_write_set_bytes_per_block(archive, 0) == ARCHIVE_OK
            && archive_write_open_fd(archive, file) == ARCHIVE_OK
        guard opened else {
            let code = archive_errno(archive)
            let detail = Self.errorText(archive)
            archive_write_free(archive)
            throw code > 0
                ? ZipError.io(path, entry: nil, action: "create the ZIP", errno: code)
                : ZipError.writeFailed(path, entry: nil, detail: detail)
        }
        self.archive = archive
    }

    deinit {
        streamer.stop()
        if let archive {
            // Not closed: mark it failed so freeing does not write a central directory that
            // would make a half-written ZIP look complete.
            archive_write_fail(archive)
            archive_write_free(archive)
        }
        closeFile()
    }

    /// Adds `data` as `entryName`, which must be a plain relative path with `/` separators.
    public func addData(_ data: Data, as entryName: String, compression: ZipCompression, modified: Int) throws(ZipError) {
        let archive = try beginEntry(entryName, size: Int64(data.count), compression: compression, modified: modified)
        var failure: ZipError?
        data.withUnsafeBytes { bytes in
            do throws(ZipError) { try writeData(bytes, to: archive, entry: entryName) } catch { failure = error }
        }
        if let failure { throw failure }
        try finishEntry(archive, entry: entryName)
    }

    /// Streams the file at `sourcePath` into the ZIP as `entryName`, `chunkSize` bytes at a time.
    ///
    /// `chunk`, when given, sees every byte in order (for hashing on the way), on the calling
    /// thread, while the streamer's thread reads and writes the next ones.
    /// Throws `.sourceChanged` when the file grows, shrinks or is modified while being read.
    public func addFile(
        at sourcePath: String, as entryName: String, compression: ZipCompression, modified: Int,
        chunk: ((UnsafeRawBufferPointer) -> Void)? = nil
    ) throws(ZipError) {
        let fd = open(sourcePath, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw ZipError.io(path, entry: entryName, action: "read \(sourcePath)", errno: errno) }
        defer { Foundation.close(fd) }
        var before = stat()
        guard fstat(fd, &before) == 0 else { throw ZipError.io(path, entry: entryName, action: "read \(sourcePath)", errno: errno) }
        guard before.st_mode & S_IFMT == S_IFREG else {
            throw ZipError(file: path, entry: entryName, kind: .io,
                           message: "\(sourcePath) is not a regular file, so it cannot go into the ZIP as '\(entryName)'",
                           hint: "replace it with a plain file")
        }
        FileDescriptorIO.adviseSequentialRead(fd)
        let size = Int64(before.st_size)
        let archive = try beginEntry(entryName, size: size, compression: compression, modified: modified)
        let total: Int64
        if size < Int64(Self.chunkSize) {
            total = try copyWhole(fd, size: size, into: archive, entry: entryName, sourcePath: sourcePath, chunk: chunk)
        } else {
            let job = FileStreamer.Job(source: fd, size: size, archive: archive, zip: path, entry: entryName, sourcePath: sourcePath)
            total = try fail(streamer.stream(job) { bytes in
                chunk?(bytes)
                writeback.advance(by: bytes.count)
            })
        }
        var after = stat()
        let unchanged = fstat(fd, &after) == 0 && total == size && after.st_size == before.st_size
            && after.st_mtim.tv_sec == before.st_mtim.tv_sec && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec
        if !unchanged { throw fail(ZipError.sourceChanged(path, entry: entryName, source: sourcePath)) }
        try finishEntry(archive, entry: entryName)
    }

    /// Copies a file smaller than a chunk on the calling thread, in one read.
    ///
    /// Why: with nothing to overlap, handing a small file to the streamer's thread and back only
    /// costs thread switches, four a file. A built site is mostly small pages: at 1,000 stories
    /// (4,190 files, none over 1 MiB) those switches were ~11 % of an export's CPU time (perf).
    private func copyWhole(_ fd: Int32, size: Int64, into archive: OpaquePointer, entry: String, sourcePath: String,
                           chunk: ((UnsafeRawBufferPointer) -> Void)?) throws(ZipError) -> Int64 {
        // One byte more than expected shows a file that grew.
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: Int(size) + 1, alignment: 16)
        defer { buffer.deallocate() }
        var count = 0
        while count < buffer.count {
            let read = try fail(FileDescriptorIO.read(fd, into: UnsafeMutableRawBufferPointer(rebasing: buffer[count...]),
                                                      zip: path, entry: entry, source: sourcePath))
            if read == 0 { break }
            count += read
        }
        guard count <= size else { throw fail(ZipError.sourceChanged(path, entry: entry, source: sourcePath)) }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[..<count])
        if count > 0 { chunk?(bytes) }
        writeback.advance(by: count)
        try writeData(bytes, to: archive, entry: entry)
        return Int64(count)
    }

    /// Writes the central directory and closes the file. Call once, after the last entry.
    public func close() throws(ZipError) {
        guard let archive else { throw ZipError.misuse(path, entry: nil, detail: "the ZIP writer was closed twice") }
        self.archive = nil
        streamer.stop()
        defer { closeFile() }
        if failed {
            archive_write_fail(archive)
            archive_write_free(archive)
            throw ZipError.misuse(path, entry: nil, detail: "the ZIP cannot be finished because an earlier entry failed")
        }
        let rc = archive_write_close(archive)
        let detail = Self.errorText(archive), code = archive_errno(archive)
        archive_write_free(archive)
        if rc < ARCHIVE_WARN { throw ZipError.writeFailed(path, entry: nil, detail: detail, errno: code) }
    }

    /// libarchive does not close a descriptor it was given. Nothing written is lost on a failed
    /// close that an fsync would not report; the exporter syncs the ZIP before using it.
    private func closeFile() {
        guard file >= 0 else { return }
        Foundation.close(file)
        file = -1
    }

    /// Checks a name before it is written: the same rules the extractor applies, plus no repeats.
    func claim(_ entryName: String) throws(ZipError) {
        let checked: ZipEntryPath.Checked
        do {
            checked = try ZipEntryPath.check(entryName)
        } catch {
            throw ZipError.unsafePath(path, entry: entryName, problem: error)
        }
        guard !checked.isDirectory, checked.path == entryName else {
            throw ZipError.misuse(path, entry: entryName, detail: "'\(entryName)' is not a plain file name with '/' separators")
        }
        let bytes = sortedNames ? Array(entryName.utf8) : []
        let isNew = sortedNames ? lastName.lexicographicallyPrecedes(bytes) : names.insert(entryName).inserted
        guard isNew else {
            let detail = !sortedNames || bytes == lastName ? "'\(entryName)' was added to the ZIP twice"
                : "'\(entryName)' comes before '\(String(decoding: lastName, as: UTF8.self))' in byte order, but entries must be added in that order"
            throw ZipError.misuse(path, entry: entryName, detail: detail)
        }
        lastName = bytes
    }
}
