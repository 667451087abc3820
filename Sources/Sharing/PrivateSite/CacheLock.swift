import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// An exclusive lock on a private site's cache folder, so two publishes of one archive at once
/// take turns instead of writing the same encrypted files together.
struct CacheLock {
    private let fd: Int32

    init(folder: URL) throws(PrivateSiteError) {
        let path = folder.appendingPathComponent("lock").path
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw PrivateSiteError.io(path, "cannot lock the encrypted copy", errno: errno) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let code = errno
                close(fd)
                throw PrivateSiteError.io(path, "cannot lock the encrypted copy", errno: code)
            }
        }
    }

    func release() {
        close(fd)
    }
}
