#if canImport(Glibc)
import Glibc
#endif

/// Whether two files hold the same bytes: the folder transport's check of a file whose time differs.
enum SameBytes {
    static let blockSize = 1 << 20

    /// Whether the two files hold the same bytes (false when either cannot be read).
    static func equal(_ first: String, _ second: String) -> Bool {
        let one = open(first, O_RDONLY | O_CLOEXEC)
        let two = open(second, O_RDONLY | O_CLOEXEC)
        defer {
            if one >= 0 { close(one) }
            if two >= 0 { close(two) }
        }
        guard one >= 0, two >= 0 else { return false }
        let left = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        let right = UnsafeMutableRawBufferPointer.allocate(byteCount: blockSize, alignment: 16)
        defer {
            left.deallocate()
            right.deallocate()
        }
        while true {
            let count = readFully(one, left)
            guard count >= 0, readFully(two, right) == count else { return false }
            if count == 0 { return true }
            if memcmp(left.baseAddress!, right.baseAddress!, count) != 0 { return false }
        }
    }

    /// Reads until `buffer` is full or the file ends; -1 on an error.
    private static func readFully(_ fd: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            if count < 0 { return -1 }
            if count == 0 { break }
            filled += count
        }
        return filled
    }
}
