import Foundation

/// A ZIP file opened to read its records (headers, descriptors, the central directory and the
/// end records) at the offsets they give, with `pread`; entries' data is never read here.
final class ZipRecordFile {
    let path: String
    let size: Int64
    private let descriptor: Int32

    init(path: String) throws(ZipError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ZipError.cannotOpen(path, errno: errno) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            let code = errno
            close(descriptor)
            throw ZipError.cannotOpen(path, errno: code)
        }
        self.path = path
        self.descriptor = descriptor
        size = Int64(info.st_size)
    }

    deinit {
        close(descriptor)
    }

    /// Up to `count` bytes from `offset`: fewer when the file ends first, none past its end.
    func read(_ count: Int, at offset: Int64) throws(ZipError) -> ZipBytes {
        guard offset >= 0, offset < size, count > 0 else { return ZipBytes(bytes: []) }
        let wanted = Int(min(Int64(count), size - offset))
        var bytes = [UInt8](repeating: 0, count: wanted)
        var done = 0
        while done < wanted {
            let got = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + done, wanted - done, off_t(offset) + off_t(done))
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw ZipError.io(path, entry: nil, action: "read the ZIP", errno: errno)
            }
            if got == 0 { break }
            done += got
        }
        return ZipBytes(bytes: Array(bytes[..<done]))
    }
}

/// Little-endian numbers out of a ZIP's bytes. Every read is bounds-checked, because a damaged
/// or hostile ZIP can put any value in any length field: a read past the end gives nil.
struct ZipBytes {
    let bytes: [UInt8]

    var count: Int { bytes.count }

    func u16(_ at: Int) -> UInt16? {
        guard at >= 0, at <= bytes.count - 2 else { return nil }
        return UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8
    }

    func u32(_ at: Int) -> UInt32? {
        guard let low = u16(at), let high = u16(at + 2) else { return nil }
        return UInt32(low) | UInt32(high) << 16
    }

    func u64(_ at: Int) -> UInt64? {
        guard let low = u32(at), let high = u32(at + 4) else { return nil }
        return UInt64(low) | UInt64(high) << 32
    }

    /// `count` bytes from `at`, or nil when they are not all there.
    func slice(_ at: Int, count: Int) -> [UInt8]? {
        guard at >= 0, count >= 0, at <= bytes.count - count else { return nil }
        return Array(bytes[at..<(at + count)])
    }
}
