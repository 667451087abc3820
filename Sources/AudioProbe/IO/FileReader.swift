#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Positioned, bounds-clamped reads from one open file. It never reads more than asked and
/// counts what it read, so the probe can show it only looked at headers.
final class FileReader {
    /// The file's size in bytes when it was opened.
    let size: Int64
    /// Total bytes returned by `read(at:count:)` so far.
    private(set) var bytesRead = 0
    private let fd: Int32

    /// The largest single read we allow; headers are small, and this stops a lying size field
    /// from making us allocate gigabytes.
    static let maxRead = 16 << 20

    init(path: String) throws(AudioProbeError) {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { throw .unreadable(FileReader.errorText(errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let code = errno
            close(fd)
            throw .unreadable(FileReader.errorText(code))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            throw .unreadable((info.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : "it is not a regular file")
        }
        self.fd = fd
        self.size = Int64(info.st_size)
    }

    deinit { close(fd) }

    /// Bytes `[offset, offset+count)`, clamped to the file (fewer at the end, none past it).
    func read(at offset: Int64, count: Int) throws(AudioProbeError) -> ByteBuffer {
        guard offset >= 0, offset < size, count > 0 else { return ByteBuffer([]) }
        let wanted = Int(min(Int64(min(count, FileReader.maxRead)), size - offset))
        var bytes = [UInt8](repeating: 0, count: wanted)
        var got = 0
        while got < wanted {
            let n = bytes.withUnsafeMutableBytes { raw -> Int in
                guard let base = raw.baseAddress else { return 0 }
                return pread(fd, base + got, wanted - got, off_t(offset + Int64(got)))
            }
            if n < 0 {
                if errno == EINTR { continue }
                throw .unreadable(FileReader.errorText(errno))
            }
            if n == 0 { break }  // the file shrank while we read it
            got += n
        }
        if got < wanted { bytes.removeLast(wanted - got) }
        bytesRead += got
        return ByteBuffer(bytes)
    }

    /// Like `read(at:count:)` but throws `truncated(what)` when the file has fewer than `count` bytes there.
    func readExactly(at offset: Int64, count: Int, _ what: String) throws(AudioProbeError) -> ByteBuffer {
        let buffer = try read(at: offset, count: count)
        guard buffer.count == count else { throw .truncated(what) }
        return buffer
    }

    private static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}
