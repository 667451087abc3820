import Foundation
import StoryCore
import StoryArchive

/// A temporary file beside the ZIP that a manifest is written into piece by piece while the
/// entries it lists go into the ZIP, then added to the ZIP from disk.
///
/// Why: held in memory, the manifests grew with the archive. At 10,000 stories `manifest.json`
/// is 27 MB of text (its `JSONValue` tree several times that) and `manifest-sha256.txt` 5 MB,
/// which took an export's peak memory to ~200 MB. Spooled, they cost a 64 KiB buffer each.
/// The file is removed when the spool is dropped, whether the export succeeded or not.
/// Besides appending, pieces can be read back by offset (`text(in:)`) and fixed-size records
/// written and read anywhere (`writeRecord`, `readRecord`), unbuffered.
final class SpoolFile {
    let path: String
    /// Bytes appended so far: where the next `append` starts.
    private(set) var count: Int64 = 0
    private var file: Int32
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    /// Creates `path`, which must not exist yet.
    init(path: String) throws(BundleError) {
        self.path = path
        file = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard file >= 0 else { throw BundleError.io(path, "cannot create a temporary file for the manifests", errno: errno) }
        buffer.reserveCapacity(Self.bufferSize)
    }

    deinit {
        close(file)
        unlink(path)
    }

    func append(_ text: String) throws(BundleError) {
        buffer.append(contentsOf: text.utf8)
        count += Int64(text.utf8.count)
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends everything `other` holds.
    func append(contentsOf other: SpoolFile) throws(BundleError) {
        try other.flush()
        try flush()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bufferSize, alignment: 16)
        defer { chunk.deallocate() }
        var offset: Int64 = 0
        while true {
            let got = Self.readFully(other.file, into: chunk, at: offset)
            guard got >= 0 else { throw BundleError.io(other.path, "cannot read back a temporary manifest", errno: errno) }
            if got == 0 { return }
            try write(UnsafeRawBufferPointer(rebasing: chunk[..<got]))
            offset += Int64(got)
            count += Int64(got)
        }
    }

    /// The text appended at `range` (offsets as `count` gave them).
    func text(in range: Range<Int64>) throws(BundleError) -> String {
        if !buffer.isEmpty { try flush() }
        var bytes = [UInt8](repeating: 0, count: range.count)
        let done = bytes.withUnsafeMutableBytes { Self.readFully(file, into: $0, at: range.lowerBound) }
        guard done == range.count else { throw BundleError.io(path, "cannot read back a temporary manifest", errno: done < 0 ? errno : EIO) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes `bytes` at `offset`, past the appended text's end (records and appends must not mix).
    func writeRecord(_ bytes: [UInt8], at offset: Int64) throws(BundleError) {
        let failure = bytes.withUnsafeBytes { whole in
            var done = 0
            while done < whole.count {
                let written = pwrite(file, whole.baseAddress! + done, whole.count - done, off_t(offset) + off_t(done))
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                done += written
            }
            return 0
        }
        if failure != 0 { throw BundleError.io(path, "cannot write a temporary manifest", errno: failure) }
    }

    /// `count` bytes at `offset`; zeros where nothing was written.
    func readRecord(at offset: Int64, count: Int) throws(BundleError) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: count)
        let done = bytes.withUnsafeMutableBytes { Self.readFully(file, into: $0, at: offset) }
        guard done >= 0 else { throw BundleError.io(path, "cannot read back a temporary manifest", errno: errno) }
        return bytes
    }

    /// Reads until `into` is full or the file ends; the count read, or -1 (errno set).
    private static func readFully(_ file: Int32, into: UnsafeMutableRawBufferPointer, at offset: Int64) -> Int {
        var done = 0
        while done < into.count {
            let count = pread(file, into.baseAddress! + done, into.count - done, off_t(offset) + off_t(done))
            if count < 0 && errno == EINTR { continue }
            if count < 0 { return -1 }
            if count == 0 { break }
            done += count
        }
        return done
    }

    /// Writes out what is buffered, so the file on disk is complete.
    func flush() throws(BundleError) {
        var failure: BundleError?
        buffer.withUnsafeBytes { bytes in
            do throws(BundleError) { try write(bytes) } catch { failure = error }
        }
        buffer.removeAll(keepingCapacity: true)
        if let failure { throw failure }
    }

    private func write(_ bytes: UnsafeRawBufferPointer) throws(BundleError) {
        let failure = writeWhole(file, bytes)
        if failure != 0 { throw BundleError.io(path, "cannot write a temporary manifest", errno: failure) }
    }
}
