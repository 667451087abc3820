import Crypto
import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// The one place that writes to the site folder. A file is written only when its content
/// differs from what the last build wrote there (by fingerprint), or when it is gone; every
/// file written or kept is remembered, so `finish` can remove what the build no longer makes
/// (a deleted story's pages) and record the build. Safe to call from several threads at once
/// for different paths: pages are rendered in parallel.
final class SiteWriter: @unchecked Sendable {
    let root: URL
    /// Site-relative path → fingerprint, as the last build recorded them.
    private let previous: [String: String]
    private var current: [String: String] = [:]
    private var written = 0
    private let lock = NSLock()

    init(root: URL, previous: [String: String]) throws(SiteError) {
        self.root = root
        self.previous = previous
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw SiteError(.io, file: root.path, message: "cannot create the site folder", hint: "Check that you may write there.")
        }
    }

    /// Keeps `path` as it is, part of this build, when the last build made it with this
    /// fingerprint and the file is still there; false when it must be made.
    func keepIfUnchanged(_ path: String, fingerprint: String) -> Bool {
        guard previous[path] == fingerprint, access(root.path + "/" + path, F_OK) == 0 else { return false }
        keep(path, fingerprint: fingerprint)
        return true
    }

    /// The fingerprint the last build recorded for `path`, if it made it.
    func previousFingerprint(of path: String) -> String? { previous[path] }

    /// Moves the file at `made` (in the site folder, made by vipsthumbnail) to `path`.
    func moveIn(_ made: String, to path: String, fingerprint: String) throws(SiteError) {
        let url = root.appendingPathComponent(path)
        try makeParent(of: url)
        guard rename(made, url.path) == 0 else {
            throw SiteError(.io, file: url.path, message: "cannot move a photo's copy into place (\(String(cString: strerror(errno))))",
                            hint: "Check that you may write to the site folder.")
        }
        lock.withLock { written += 1; current[path] = fingerprint }
    }

    /// Records that `path`, made by someone else (ffmpeg), is part of this build.
    func keep(_ path: String, fingerprint: String) {
        lock.withLock { current[path] = fingerprint }
    }

    /// Writes `bytes` to `path` unless the file holds them already: same fingerprint, which is
    /// the SHA-256 of the bytes unless the caller names what they were made from.
    func write(_ bytes: some ContiguousBytes, to path: String, fingerprint given: String? = nil) throws(SiteError) {
        let fingerprint = given ?? bytes.withUnsafeBytes { FileDigest.hex(SHA256.hash(data: $0)) }
        if keepIfUnchanged(path, fingerprint: fingerprint) { return }
        let url = root.appendingPathComponent(path)
        try makeParent(of: url)
        let changed: Bool
        do {
            // Compared with the file's bytes too: a site whose record was lost is not rewritten.
            changed = try AtomicFile.writeIfChanged(bytes, to: url, as: .remakeable)
        } catch {
            throw SiteError(error)
        }
        lock.withLock { written += changed ? 1 : 0; current[path] = fingerprint }
    }

    /// Puts the file at `source` at `path`: a hard link when the disks allow (no copy, no
    /// space used), else a copy. `fingerprint` stands for the source as it is now.
    func link(_ source: String, to path: String, fingerprint: String) throws(SiteError) {
        let url = root.appendingPathComponent(path)
        if keepIfUnchanged(path, fingerprint: fingerprint) { return }
        if Self.isSameFile(source, url.path) { return keep(path, fingerprint: fingerprint) }
        try makeParent(of: url)
        unlink(url.path)
        if Glibc.link(source, url.path) != 0 {
            do {
                _ = try FileDigest.copy(from: source, to: url.path)
            } catch {
                throw SiteError(error)
            }
        }
        lock.withLock { written += 1; current[path] = fingerprint }
    }

    /// The theme's stylesheet and the scripts pages may load (file name → text).
    func writeAssets(_ theme: Theme, scripts: [String: String]) throws(SiteError) {
        try write(Data(theme.stylesheet.utf8), to: "assets/style.css")
        for (name, text) in scripts {
            try write(Data(text.utf8), to: "assets/" + name)
        }
    }

    /// Removes what the last build made and this one did not, then saves `record` with this
    /// build's files. Returns the files written and removed, and every file with its fingerprint.
    func finish(recording record: BuildRecord) throws(SiteError) -> (written: Int, removed: Int, files: [String: String]) {
        var removed = 0
        for path in previous.keys.sorted() where current[path] == nil {
            let url = root.appendingPathComponent(path)
            if unlink(url.path) == 0 { removed += 1 }
            removeEmptyParents(of: url)
        }
        try record.save(files: current, to: root)
        return (written, removed, current)
    }

    /// Whether both paths name one file (a hard link made by an earlier build).
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        var one = stat(), two = stat()
        return stat(first, &one) == 0 && stat(second, &two) == 0 && one.st_dev == two.st_dev && one.st_ino == two.st_ino
    }

    private func makeParent(of url: URL) throws(SiteError) {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw SiteError(.io, file: folder.path, message: "cannot create this folder",
                            hint: "Check that you may write to the site folder.")
        }
    }

    private func removeEmptyParents(of url: URL) {
        var folder = url.deletingLastPathComponent()
        while folder.path.count > root.path.count, rmdir(folder.path) == 0 {
            folder = folder.deletingLastPathComponent()
        }
    }
}
