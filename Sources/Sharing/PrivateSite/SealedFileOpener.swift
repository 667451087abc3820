import Crypto
import Foundation

/// Decrypts a sealed file as the service worker does, chunk by chunk: what the tests use to
/// prove a round trip, and a keeper's way to read the copy back (`open(_:path:chunks:)`).
public struct SealedFileOpener: Sendable {
    let keys: PrivateSiteKeys

    public init(keys: PrivateSiteKeys) {
        self.keys = keys
    }

    public enum Failure: Error, Equatable {
        /// Not this format, or the header disagrees with the length.
        case malformed
        /// A chunk's tag does not match: the wrong key, another path, or bytes changed.
        case notAuthentic(chunk: Int)
    }

    /// The plain bytes of chunks `chunks` (all when nil) of `sealed`, stored for site path `path`.
    public func open(_ sealed: [UInt8], path: String, chunks: Range<Int>? = nil) throws(Failure) -> [UInt8] {
        let headerSize = SealedFileFormat.headerSize
        guard sealed.count >= headerSize, Array(sealed[0..<4]) == SealedFileFormat.magic else { throw .malformed }
        let header = Array(sealed[0..<headerSize])
        let length = header[8..<16].reduce(Int64(0)) { $0 << 8 | Int64($1) }
        guard Int64(sealed.count) == SealedFileFormat.sealedLength(plainLength: length) else { throw .malformed }
        let count = Int(SealedFileFormat.chunkCount(plainLength: length))
        let wanted = chunks ?? 0..<count
        let aad = SealedFileFormat.associatedData(header: header, path: path)
        var plain = [UInt8]()
        for number in wanted.clamped(to: 0..<count) {
            let start = headerSize + number * (SealedFileFormat.chunkSize + SealedFileFormat.tagSize)
            let plainCount = min(SealedFileFormat.chunkSize, Int(length) - number * SealedFileFormat.chunkSize)
            let body = sealed[start..<start + plainCount]
            let tag = sealed[start + plainCount..<start + plainCount + SealedFileFormat.tagSize]
            do {
                let nonce = try SealedFileFormat.nonce(prefix: Array(header[16..<24]), chunk: number)
                let box = try AES.GCM.SealedBox(nonce: nonce, ciphertext: body, tag: tag)
                plain += try AES.GCM.open(box, using: keys.contentKey, authenticating: aad)
            } catch {
                throw .notAuthentic(chunk: number)
            }
        }
        return plain
    }
}
