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

/// The whole file at `path` as bytes, or nil when it cannot be read or is not a plain file (a
/// folder, say). For the site's records and the archive's own templates: reading into `Data`
/// and copying it into an array cost more than the read, and Foundation's reading of a file
/// that is not there made an error object each time.
public func readWhole(_ path: String) -> [UInt8]? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    // Uninitialised: the read fills it, and a file that shrank meanwhile is taken as far as it went.
    return [UInt8](unsafeUninitializedCapacity: Int(info.st_size)) { buffer, filled in
        filled = 0
        while filled < buffer.count {
            let count = read(fd, buffer.baseAddress! + filled, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            filled += count
        }
    }
}
