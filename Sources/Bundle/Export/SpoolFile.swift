import Foundation
import StoryArchive

/// A temporary file beside the ZIP that a manifest is written into piece by piece while the
/// entries it lists go into the ZIP, then added to the ZIP from disk.
///
/// Why: held in memory, the manifests grew with the archive. At 10,000 stories `manifest.json`
/// is 27 MB of text (its `JSONValue` tree several times that) and `manifest-sha256.txt` 5 MB,
/// which took an export's peak memory to ~200 MB. Spooled, they cost a 64 KiB buffer each.
/// The file is removed when the spool is dropped, whether the export succeeded or not.
final class SpoolFile {
    let path: String
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
        if buffer.count >= Self.bufferSize { try flush() }
    }

    /// Appends everything `other` holds.
    func append(contentsOf other: SpoolFile) throws(BundleError) {
        try other.flush()
        try flush()
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: Self.bufferSize, alignment: 16)
        defer { chunk.deallocate() }
        var offset: off_t = 0
        while true {
            let count = pread(other.file, chunk.baseAddress, chunk.count, offset)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw BundleError.io(other.path, "cannot read back a temporary manifest", errno: errno) }
            if count == 0 { return }
            try write(UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            offset += off_t(count)
        }
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
