import Crypto
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SHA-256 of files, streamed in chunks so memory stays flat whatever the recording's size.
public enum FileDigest {
    /// Large enough that system-call overhead vanishes, small enough to stay in cache.
    static let chunkSize = 1 << 20

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

    /// Lower-case hex of a digest.
    public static func hex<D: Sequence>(_ digest: D) -> String where D.Element == UInt8 {
        hex(bytes: Array(digest))
    }

    /// Lower-case hex of a SHA-256 digest. Its own entry point: every page and story key of a
    /// rebuild goes through here, and the generic one steps through a digest byte by byte.
    public static func hex(_ digest: SHA256.Digest) -> String {
        digest.withUnsafeBytes { hex(bytes: $0) }
    }

    private static func hex<Bytes: Collection<UInt8>>(bytes: Bytes) -> String {
        String(unsafeUninitializedCapacity: bytes.count * 2) { out in
            let digits: StaticString = "0123456789abcdef"
            var index = 0
            for byte in bytes {
                out[index] = digits.utf8Start[Int(byte >> 4)]
                out[index + 1] = digits.utf8Start[Int(byte & 0x0f)]
                index += 2
            }
            return index
        }
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
        guard let buffer = ChunkBuffers.take() else { throw ArchiveError.io(source, "cannot read", errno: errno) }
        defer { ChunkBuffers.giveBack(buffer) }
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

    /// The chunk buffers, kept for the next file: a fresh one per file cost a page fault per
    /// 4 KB touched (28 per recording) and an `mmap`/`munmap` pair. There are never more than
    /// threads copying at once.
    ///
    /// Mapped, not malloc'ed: after the first such block is freed glibc serves the next from
    /// its heap, and with other threads allocating in between each left a hole behind — an
    /// ingest of 10,000 recordings on two cores grew to 200 MB.
    private enum ChunkBuffers {
        /// Free buffers' addresses.
        private static let free = Locked<[UInt]>([])

        static func take() -> UnsafeMutableRawBufferPointer? {
            if let address = free.withLock({ $0.popLast() }), let base = UnsafeMutableRawPointer(bitPattern: address) {
                return UnsafeMutableRawBufferPointer(start: base, count: chunkSize)
            }
            guard let base = mmap(nil, chunkSize, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
                  base != MAP_FAILED else { return nil }
            return UnsafeMutableRawBufferPointer(start: base, count: chunkSize)
        }

        static func giveBack(_ buffer: UnsafeMutableRawBufferPointer) {
            guard let base = buffer.baseAddress else { return }
            free.withLock { $0.append(UInt(bitPattern: base)) }
        }
    }

    static func writeAll(_ chunk: UnsafeRawBufferPointer, to fd: Int32, path: String) throws(ArchiveError) {
        let failure = writeWhole(fd, chunk)
        if failure != 0 { throw ArchiveError.io(path, "cannot write", errno: failure) }
    }
}
