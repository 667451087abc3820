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

    /// Reserves a fresh temporary name beside `finalPath` (created empty, exclusively), first
    /// removing what an earlier export to the same name left when it was killed.
    init(beside finalPath: String) throws(BundleError) {
        self.finalPath = finalPath
        Self.removeLeftovers(beside: finalPath)
        var attempt = 0
        while true {
            // The process id in the name tells a dead export's leftovers from a running one's.
            let candidate = finalPath + ".tmp-\(getpid())-" + String(UInt32.random(in: 0...UInt32.max), radix: 36)
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

    /// Removes `<output>.tmp-<pid>-…` files (the ZIP and its scratch files) of a process that
    /// is no longer running: a killed export's, never a running one's.
    static func removeLeftovers(beside finalPath: String) {
        let url = URL(fileURLWithPath: finalPath)
        let prefix = url.lastPathComponent + ".tmp-"
        let folder = url.deletingLastPathComponent()
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid != getpid(),
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
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
