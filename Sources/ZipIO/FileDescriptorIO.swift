import Foundation

/// The few raw file-descriptor operations extraction and writing need, with EINTR and short
/// writes handled once.
enum FileDescriptorIO {
    /// Writes every byte of `bytes`, retrying on EINTR and after short writes.
    static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer, zip: String, entry: String) throws(ZipError) {
        guard var next = bytes.baseAddress else { return }
        var remaining = bytes.count
        while remaining > 0 {
            let written = write(fd, next, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                throw ZipError.io(zip, entry: entry, action: "write '\(entry)'", errno: errno)
            }
            next += written
            remaining -= written
        }
    }

    /// Reads up to `buffer.count` bytes, retrying on EINTR; 0 means end of file.
    static func read(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer, zip: String, entry: String, source: String) throws(ZipError) -> Int {
        while true {
            let count = Foundation.read(fd, buffer.baseAddress, buffer.count)
            if count >= 0 { return count }
            if errno != EINTR { throw ZipError.io(zip, entry: entry, action: "read \(source)", errno: errno) }
        }
    }

    /// Tells the kernel `fd` will be read from start to end, so it reads further ahead when the
    /// file is not cached. Only a hint: a failure changes nothing but speed.
    static func adviseSequentialRead(_ fd: Int32) {
        #if os(Linux)
        _ = posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL)
        #endif
    }

    /// Tells the kernel the pages of `fd` will not be read again. Linux then starts writing the
    /// dirty ones to disk, without waiting for them, and drops them from memory once written.
    /// Only a hint: write errors still surface at the fsync.
    static func adviseWrittenAndDone(_ fd: Int32) {
        #if os(Linux)
        _ = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED)
        #endif
    }

    /// Sets access and modification time; a failure only loses a hint, so it is ignored.
    static func setModified(_ fd: Int32, seconds: Int) {
        var times = [timespec(tv_sec: seconds, tv_nsec: 0), timespec(tv_sec: seconds, tv_nsec: 0)]
        _ = futimens(fd, &times)
    }
}
