import Foundation
import StoryArchive
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Where this serve keeps its copies of the site: `.storychop/serve-PID/N` in the archive,
/// StoryChop's scratch space (safe to delete), on the same disk as the site in the usual
/// layout, so the copies are hard links. Removed when serve stops; the folders of a serve that
/// died (its process gone) are removed when the next one starts.
final class SnapshotFolders: Sendable {
    let root: URL
    private let made = Locked(0)

    init(archive: Archive) {
        let work = archive.workDirectory
        root = work.appendingPathComponent("serve-\(getpid())", isDirectory: true)
        Self.removeLeftovers(in: work)
    }

    /// A new folder's URL for the next copy (not yet made).
    func next() throws(ServeError) -> URL {
        guard mkdir(root.deletingLastPathComponent().path, 0o755) == 0 || errno == EEXIST,
              mkdir(root.path, 0o755) == 0 || errno == EEXIST else {
            throw ServeError.io(root.path, "cannot make the folder the server serves from", errno: errno)
        }
        let number = made.withLock { count in
            count += 1
            return count
        }
        let folder = root.appendingPathComponent(String(number), isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        return folder
    }

    func removeAll() {
        try? FileManager.default.removeItem(at: root)
    }

    private static func removeLeftovers(in work: URL) {
        for name in (try? FileManager.default.contentsOfDirectory(atPath: work.path)) ?? [] where name.hasPrefix("serve-") {
            guard let pid = Int32(name.dropFirst("serve-".count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: work.appendingPathComponent(name))
        }
    }
}
