import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The file a ZIP is written to before it has its final name: `<output>.tmp-XXXXXX`, beside the
/// output so the rename stays on one disk and is atomic. Until `commit()`, nothing exists under
/// the final name, so a crash or a full disk never leaves half a ZIP where the keeper looks.
struct TemporaryZip {
    let finalPath: String
    let path: String

    /// Reserves a fresh temporary name beside `finalPath` (created empty, exclusively).
    init(beside finalPath: String) throws(BundleError) {
        self.finalPath = finalPath
        var attempt = 0
        while true {
            let candidate = finalPath + ".tmp-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
            let fd = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                close(fd)
                path = candidate
                return
            }
            attempt += 1
            guard errno == EEXIST, attempt < 20 else {
                throw BundleError.io(finalPath, "cannot create the ZIP", errno: errno)
            }
        }
    }

    /// Flushes the ZIP to disk (when `sync`), then renames it to its final name.
    func commit(sync: Bool) throws(BundleError) {
        if sync {
            let fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw BundleError.io(finalPath, "cannot finish the ZIP", errno: errno) }
            let synced = fsync(fd) == 0
            let code = errno
            close(fd)
            guard synced else { throw BundleError.io(finalPath, "cannot write the ZIP to disk", errno: code) }
        }
        guard rename(path, finalPath) == 0 else {
            throw BundleError.io(finalPath, "cannot give the ZIP its name", errno: errno)
        }
        if sync { Self.syncDirectory(of: finalPath) }
    }

    /// Removes the unfinished file.
    func discard() {
        unlink(path)
    }

    /// Makes the rename itself durable.
    private static func syncDirectory(of file: String) {
        let fd = open(URL(fileURLWithPath: file).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }
}
