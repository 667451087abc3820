#if canImport(Glibc)
import Glibc
#endif

/// `write(2)` until every byte is written: it may take fewer than offered, or be interrupted
/// by a signal. Returns 0, or the errno that stopped it. Every writer of raw files outside the
/// ZIP layer (atomic files, copies, the export's spooled manifests) goes through here.
public func writeWhole(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Int32 {
    guard var next = bytes.baseAddress else { return 0 }
    var remaining = bytes.count
    while remaining > 0 {
        let written = write(fd, next, remaining)
        if written < 0 {
            if errno == EINTR { continue }
            return errno
        }
        next += written
        remaining -= written
    }
    return 0
}
