import Crypto
import StoryCore
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SHA-256 of files, streamed in chunks so memory stays flat whatever the recording's size.
public enum FileDigest {
    /// Large enough that system-call overhead vanishes, small enough to stay in cache (and
    /// below the size for which glibc maps fresh memory on every allocation).
    static let chunkSize = 64 << 10

    /// The digest and size of what was read or copied.
    public struct Result: Sendable, Equatable {
        public var sha256: String
        public var bytes: Int64
    }

    /// Hashes the file at `path`.
    public static func sha256(ofFileAt path: String) throws(ArchiveError) -> Result {
        try stream(from: path, to: nil, sync: false)
    }

    /// Copies `source` to a new file `destination` (which must not exist), hashing the bytes on
    /// the way so the recording is read once. With `sync`, flushes the copy to disk before
    /// returning; without, the caller flushes (ingest does so for a batch of stories at once).
    public static func copy(from source: String, to destination: String, sync: Bool = true) throws(ArchiveError) -> Result {
        try stream(from: source, to: destination, sync: sync)
    }

    /// The lower-case hex SHA-256 of bytes in memory (a transcript, a sidecar).
    public static func sha256(of data: Data) -> String {
        hex(SHA256.hash(data: data))
    }

    /// Lower-case hex of a digest.
    public static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    private static func stream(from source: String, to destination: String?, sync: Bool) throws(ArchiveError) -> Result {
        let input = open(source, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw ArchiveError.io(source, "cannot read", errno: errno) }
        defer { close(input) }
        posix_fadvise(input, 0, 0, POSIX_FADV_SEQUENTIAL)
        var output: Int32 = -1
        if let destination {
            output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard output >= 0 else { throw ArchiveError.io(destination, "cannot write", errno: errno) }
        }
        defer { if output >= 0 { close(output) } }

        var hasher = SHA256()
        var total: Int64 = 0
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while true {
            let count = read(input, buffer.baseAddress, chunkSize)
            if count < 0 {
                if errno == EINTR { continue }
                throw ArchiveError.io(source, "cannot read", errno: errno)
            }
            if count == 0 { break }
            let chunk = UnsafeRawBufferPointer(rebasing: buffer[0..<count])
            hasher.update(bufferPointer: chunk)
            total += Int64(count)
            if output >= 0, let destination {
                try writeAll(chunk, to: output, path: destination)
            }
        }
        if output >= 0, sync, let destination, fsync(output) != 0 {
            throw ArchiveError.io(destination, "cannot write", errno: errno)
        }
        return Result(sha256: hex(hasher.finalize()), bytes: total)
    }

    static func writeAll(_ chunk: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(ArchiveError) {
        let failure = writeWhole(fd, chunk)
        if failure != 0 { throw ArchiveError.io(path, "cannot write", errno: failure) }
    }
}
