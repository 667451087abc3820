import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// Writes the site's files, only when they differ from what is there, and remembers each one
/// so files the build no longer makes can be removed. Safe to call from several threads at
/// once for different paths (pages are rendered in parallel).
final class SiteWriter: @unchecked Sendable {
    let root: URL
    /// `root.path` + "/": paths are joined as text (URL joining was a tenth of a rebuild).
    private let rootPrefix: String
    /// What the last build recorded (see `BuildState`).
    let previous: BuildState
    private var current: [String: String] = [:]
    private var written = 0
    /// Folders known to exist: most pages go into a folder made for an earlier file.
    private var folders: Set<String> = []
    private let lock = NSLock()

    init(root: URL) throws(SiteError) {
        self.root = root
        rootPrefix = root.path + "/"
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw SiteError(.io, file: root.path, message: "cannot create the site folder", hint: "Check that you may write there.")
        }
        previous = BuildState.load(from: root)
    }

    /// True when the last build made `path` from the same inputs and the file is still there.
    func isUnchanged(_ path: String, fingerprint: String) -> Bool {
        previous.files[path] == fingerprint && access(rootPrefix + path, F_OK) == 0
    }

    /// Records that `path` is part of this build without touching it.
    func keep(_ path: String, fingerprint: String) {
        lock.withLock { current[path] = fingerprint }
    }

    /// Writes `data` to `path` unless the file already holds exactly these bytes.
    func write(_ data: Data, to path: String, fingerprint: String) throws(SiteError) {
        let url = root.appendingPathComponent(path)
        try makeParent(of: url)
        let changed: Bool
        do {
            changed = try AtomicFile.writeIfChanged(data, to: url, sync: false)
        } catch {
            throw SiteError(error)
        }
        if changed { lock.withLock { written += 1 } }
        keep(path, fingerprint: fingerprint)
    }

    /// Puts the file at `source` at `path`: a hard link when the disks allow (no copy, no
    /// space used), else a copy. Skipped when the last build put it there from the file as it
    /// is now (`fingerprint` holds the source's stamp) and it is still there.
    func link(_ source: String, to path: String, fingerprint: String) throws(SiteError) {
        if !isUnchanged(path, fingerprint: fingerprint) {
            let url = root.appendingPathComponent(path)
            try makeParent(of: url)
            unlink(url.path)
            if Glibc.link(source, url.path) != 0 {
                do {
                    _ = try FileDigest.copy(from: source, to: url.path)
                } catch {
                    throw SiteError(error)
                }
            }
            lock.withLock { written += 1 }
        }
        keep(path, fingerprint: fingerprint)
    }

    /// Removes what the last build made and this one did not (a deleted story's pages),
    /// then saves the new state with what this build was made from and said.
    /// Returns (files written, files removed, every file in the site with its fingerprint).
    func finish(settings: String, storyCount: Int, inputs: [String: String], warnings: [SiteWarning]) throws(SiteError)
        -> (written: Int, removed: Int, files: [String: String]) {
        var removed = 0
        for path in previous.files.keys where current[path] == nil {
            let url = root.appendingPathComponent(path)
            if unlink(url.path) == 0 { removed += 1 }
            removeEmptyParents(of: url)
        }
        try BuildState(settings: settings, storyCount: storyCount, inputs: inputs, files: current, warnings: warnings).save(to: root)
        return (written, removed, current)
    }

    private func makeParent(of url: URL) throws(SiteError) {
        let folder = url.deletingLastPathComponent().path
        if lock.withLock({ folders.contains(folder) }) { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            lock.withLock { _ = folders.insert(folder) }
        } catch {
            throw SiteError(.io, file: url.deletingLastPathComponent().path, message: "cannot create this folder",
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
