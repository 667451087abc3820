import CompressNIO
import Foundation
import Hummingbird
import NIOCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads a served file's bytes for a response body.
struct FileBytes: Sendable {
    /// Bodies up to this size are read at once (a page, a 64 KB piece of a recording: the disk
    /// cache answers in microseconds); larger ones are streamed by Hummingbird's `FileIO` in
    /// 128 KB pieces, so a whole recording never sits in memory.
    static let readAtOnce = 256 * 1024
    /// Pages and text files larger than this are sent as they are, not read whole to change them.
    static let largestRewritten = 8 * 1024 * 1024

    let fileIO: FileIO
    let cache = BodyCache()

    /// `range` of the file as a response body: from the cache for a small file (the whole of it
    /// kept), read at once for a small range of a large one, streamed for a large range.
    func body(of file: ServedFile, range: ClosedRange<Int>, context: some RequestContext) async throws -> ResponseBody {
        if file.size <= Self.readAtOnce, file.size > 0 {
            let whole = try cache.body(file.path, tag: file.tag) { try Self.read(file.path, range: 0...(file.size - 1)) }
            return ResponseBody(byteBuffer: whole.getSlice(at: whole.readerIndex + range.lowerBound, length: range.count) ?? whole)
        }
        guard range.count > Self.readAtOnce else {
            return ResponseBody(byteBuffer: try Self.read(file.path, range: range))
        }
        return try await fileIO.loadFile(path: file.path, range: range, context: context)
    }

    /// The whole file as sent, with the live reload tag when it is a page, gzipped when asked:
    /// made once for each version of the file (`BodyCache`).
    func rewritten(_ file: ServedFile, version: String, gzip: Bool) throws -> ByteBuffer {
        let key = file.path + (file.isPage ? "\u{0}page " + version : "") + (gzip ? "\u{0}gzip" : "")
        return try cache.body(key, tag: file.tag) { try Self.rewritten(file, version: version, gzip: gzip) }
    }

    /// The bytes of `range` of the file at `path`, read at once.
    static func read(_ path: String, range: ClosedRange<Int>) throws -> ByteBuffer {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw HTTPError(.notFound) }
        defer { close(fd) }
        var buffer = ByteBufferAllocator().buffer(capacity: range.count)
        let read = buffer.writeWithUnsafeMutableBytes(minimumWritableBytes: range.count) { bytes in
            var done = 0
            while done < range.count {
                let got = pread(fd, bytes.baseAddress! + done, range.count - done, off_t(range.lowerBound + done))
                if got > 0 { done += got } else if got < 0, errno == EINTR { continue } else { break }
            }
            return done
        }
        // A file cut short since it was looked at (it cannot be, in the copy): send no half answer.
        guard read == range.count else { throw HTTPError(.internalServerError) }
        return buffer
    }

    private static func rewritten(_ file: ServedFile, version: String, gzip: Bool) throws -> ByteBuffer {
        var buffer = file.size == 0 ? ByteBuffer() : try read(file.path, range: 0...(file.size - 1))
        if file.isPage {
            buffer = ByteBuffer(bytes: ReloadScript.inject(into: Array(buffer.readableBytesView), version: version))
        }
        return gzip ? try buffer.compress(with: .gzip()) : buffer
    }
}
