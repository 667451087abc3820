import Crypto
import Foundation

/// The layout of one encrypted file of a private site (stored as `c/<opaque name>`):
///
///     header, 32 bytes:  "SCP1" | chunk size (UInt32, big-endian) | plain length (UInt64, BE)
///                        | nonce prefix (8 bytes) | 8 zero bytes
///     chunk 0, 1, …:     AES-256-GCM ciphertext of up to `chunk size` plain bytes, then its 16-byte tag
///
/// Chunk i is sealed with nonce = prefix ‖ UInt32BE(i) and authenticates the header and the
/// file's site path (UTF-8), so a host cannot cut, reorder or swap chunks or files unseen. An
/// empty file still has one (empty) chunk, so its header and path are authenticated too. Fixed
/// chunks let the service worker (unlock-sw.js) decrypt just the chunks a Range request covers.
public enum SealedFileFormat {
    public static let chunkSize = 64 * 1024
    static let headerSize = 32
    static let tagSize = 16
    static let magic: [UInt8] = Array("SCP1".utf8)

    /// How many chunks hold `plainLength` bytes (at least one).
    static func chunkCount(plainLength: Int64) -> Int64 {
        max(1, (plainLength + Int64(chunkSize) - 1) / Int64(chunkSize))
    }

    /// The stored size of a file of `plainLength` bytes: header, bytes and one tag a chunk.
    public static func sealedLength(plainLength: Int64) -> Int64 {
        Int64(headerSize) + plainLength + chunkCount(plainLength: plainLength) * Int64(tagSize)
    }

    static func header(plainLength: Int64, noncePrefix: [UInt8]) -> [UInt8] {
        var bytes = magic
        bytes += withUnsafeBytes(of: UInt32(chunkSize).bigEndian, Array.init)
        bytes += withUnsafeBytes(of: UInt64(plainLength).bigEndian, Array.init)
        bytes += noncePrefix
        bytes += [UInt8](repeating: 0, count: 8)
        return bytes
    }

    static func nonce(prefix: [UInt8], chunk: Int) throws -> AES.GCM.Nonce {
        try AES.GCM.Nonce(data: prefix + withUnsafeBytes(of: UInt32(chunk).bigEndian, Array.init))
    }

    /// What each chunk authenticates besides itself: the header and the path.
    static func associatedData(header: [UInt8], path: String) -> Data {
        var data = Data(header)
        data.append(contentsOf: path.utf8)
        return data
    }
}
