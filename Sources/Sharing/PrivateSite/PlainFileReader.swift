import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Reads a site file in blocks of a fixed size (every block full but the last), so a file of any
/// size passes through a bounded buffer and chunk boundaries fall on block boundaries.
struct PlainFileReader {
    let path: String

    /// Calls `body` with each block in turn; returns how many bytes there were.
    @discardableResult
    func forEachBlock(of size: Int, _ body: (UnsafeRawBufferPointer) throws(PrivateSiteError) -> Void) throws(PrivateSiteError) -> Int64 {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw PrivateSiteError.io(path, "cannot read this site file", errno: errno) }
        defer { close(fd) }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: size, alignment: 16)
        defer { buffer.deallocate() }
        var total: Int64 = 0
        while true {
            let filled = try fill(buffer, from: fd)
            if filled > 0 { try body(UnsafeRawBufferPointer(rebasing: buffer[0..<filled])) }
            total += Int64(filled)
            if filled < size { return total }
        }
    }

    /// Reads until `buffer` is full or the file ends.
    private func fill(_ buffer: UnsafeMutableRawBufferPointer, from fd: Int32) throws(PrivateSiteError) -> Int {
        var filled = 0
        while filled < buffer.count {
            let got = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            if got < 0 {
                if errno == EINTR { continue }
                throw PrivateSiteError.io(path, "cannot read this site file", errno: errno)
            }
            if got == 0 { break }
            filled += got
        }
        return filled
    }
}
