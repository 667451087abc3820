import Crypto
import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Encrypts site files into `SealedFileFormat`, a block at a time: memory stays at a couple of
/// blocks per thread whatever the size of a recording.
struct FileSealer: Sendable {
    let keys: PrivateSiteKeys
    /// Sixteen chunks: large enough that reads and writes are few, small enough to be bounded.
    static let blockSize = 16 * SealedFileFormat.chunkSize

    /// A file's bytes, read whole, when it holds at most `limit` (one read; a larger file is
    /// streamed instead); nil when it is larger.
    static func smallFile(_ path: String, size: Int64, limit: Int = blockSize) throws(PrivateSiteError) -> [UInt8]? {
        guard size <= Int64(limit) else { return nil }
        var bytes: [UInt8] = []
        // One byte more than expected, so a file that grew since it was seen is noticed.
        try PlainFileReader(path: path).forEachBlock(of: Int(size) + 1) { bytes += $0 }
        return bytes
    }

    /// The SHA-256 of a site file's bytes, read in blocks.
    static func digest(of path: String) throws(PrivateSiteError) -> (digest: [UInt8], length: Int64) {
        var hash = SHA256()
        let length = try PlainFileReader(path: path).forEachBlock(of: blockSize) { hash.update(bufferPointer: $0) }
        return (Array(hash.finalize()), length)
    }

    /// Writes the sealed form of the file at `plain` (site path `sitePath`, whose bytes have
    /// `digest` and `length`) to `target`. A file that replaces one goes through a temporary file
    /// renamed over it; a new one is written in place, which saves a directory operation per file
    /// on a first publish (a run cut short leaves it shorter than its header says, and
    /// `CopyRefresher` encrypts such a file again). `bytes`, when given, are the file's bytes
    /// already read (a small file is read once).
    func seal(plain: String, sitePath: String, digest: [UInt8], length: Int64, bytes: [UInt8]? = nil,
              to target: String) throws(PrivateSiteError) {
        let header = SealedFileFormat.header(plainLength: length, noncePrefix: keys.noncePrefix(path: sitePath, digest: digest))
        let aad = SealedFileFormat.associatedData(header: header, path: sitePath)
        let key = keys.contentKey
        let replacing = access(target, F_OK) == 0
        let temporary = replacing ? target + ".partial" : target
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw PrivateSiteError.io(temporary, "cannot write the encrypted copy", errno: errno) }
        var closed = false
        defer { if !closed { close(fd); unlink(temporary) } }
        var chunk = 0
        // Seals one block's chunks and writes them, the header before the first.
        let sealBlock = { (block: UnsafeRawBufferPointer) throws(PrivateSiteError) in
            var sealed = chunk == 0 ? header : []
            sealed.reserveCapacity(header.count + block.count + 16 * SealedFileFormat.tagSize)
            for start in stride(from: 0, to: max(block.count, 1), by: SealedFileFormat.chunkSize) {
                let piece = UnsafeRawBufferPointer(rebasing: block[start..<min(start + SealedFileFormat.chunkSize, block.count)])
                try sealChunk(piece, number: chunk, header: header, aad: aad, key: key, into: &sealed)
                chunk += 1
            }
            try write(sealed, to: fd, path: temporary)
        }
        let read: Int64
        if let bytes {
            // withUnsafeBytes rethrows untyped: the only error inside is sealBlock's.
            do {
                try bytes.withUnsafeBytes { try sealBlock($0) }
            } catch let error as PrivateSiteError {
                throw error
            } catch {
                throw PrivateSiteError(.io, file: plain, message: "cannot encrypt: \(error)", hint: "Report this as a bug.")
            }
            read = Int64(bytes.count)
        } else {
            read = try PlainFileReader(path: plain).forEachBlock(of: Self.blockSize, sealBlock)
            // An empty file has no block to read, but still one (empty) chunk.
            if read == 0 { try sealBlock(UnsafeRawBufferPointer(start: nil, count: 0)) }
        }
        guard read == length else {
            throw PrivateSiteError(.changedWhileReading, file: plain, message: "the file changed while it was being encrypted",
                                   hint: "Wait for the build to finish, then publish again.")
        }
        closed = true
        guard close(fd) == 0, !replacing || rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw PrivateSiteError.io(target, "cannot write the encrypted copy", errno: code)
        }
    }

    private func sealChunk(_ piece: UnsafeRawBufferPointer, number: Int, header: [UInt8], aad: Data, key: SymmetricKey,
                           into sealed: inout [UInt8]) throws(PrivateSiteError) {
        do {
            let nonce = try SealedFileFormat.nonce(prefix: Array(header[16..<24]), chunk: number)
            let box = try AES.GCM.seal(piece, using: key, nonce: nonce, authenticating: aad)
            sealed += box.ciphertext
            sealed += box.tag
        } catch {
            throw PrivateSiteError(.io, file: nil, message: "encryption failed: \(error)", hint: "Report this as a bug.")
        }
    }

    private func write(_ bytes: [UInt8], to fd: Int32, path: String) throws(PrivateSiteError) {
        let code = bytes.withUnsafeBytes { writeWhole(fd, $0) }
        if code != 0 { throw PrivateSiteError.io(path, "cannot write the encrypted copy", errno: code) }
    }
}
