import Foundation
import StoryArchive
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Publishes to a folder: a USB stick, a synced drive, a folder a web server serves.
///
/// A file is sent when DEST has none of that size, or (same size, other time) its bytes
/// differ; a sent file takes its source's modification time, so the next publish tells an
/// unchanged file by size and time without reading it, as rsync does. Each file is written in
/// `.storychop-publishing/` inside DEST, then renamed into place: a reader never sees half a
/// file, and a publish cut short leaves only that folder, which the next one removes.
struct FolderTransport: PublishTransport {
    let root: String
    var staging: String { root + "/.storychop-publishing" }

    func checkTools() throws(PublishError) {}

    func send(_ files: [SharedFile], from source: URL, sent: (SharedFile) -> Void) throws(PublishError) {
        try makeFolder(root)
        removeStaging()
        try makeFolder(staging)
        defer { removeStaging() }
        var made: Set<String> = []
        for (index, file) in files.enumerated() {
            let from = source.path + "/" + file.path
            let to = root + "/" + file.path
            var there = stat()
            var here = stat()
            guard stat(from, &here) == 0 else { throw failure(errno, file: from, doing: "cannot read") }
            if lstat(to, &there) == 0, try holdsSame(here, there, from, to) { continue }
            let parent = (to as NSString).deletingLastPathComponent
            if !made.contains(parent) {
                try makeFolder(parent)
                made.insert(parent)
            }
            try copy(from, to: staging + "/\(index)", times: here)
            if rename(staging + "/\(index)", to) != 0 { throw failure(errno, file: to, doing: "cannot write") }
            sent(file)
        }
    }

    /// Whether the file at `to` holds what `from` does: same size and time, or same bytes (then
    /// it takes `from`'s time, so the next publish need not read it again).
    private func holdsSame(_ here: stat, _ there: stat, _ from: String, _ to: String) throws(PublishError) -> Bool {
        guard there.st_mode & S_IFMT == S_IFREG, there.st_size == here.st_size else { return false }
        if there.st_mtim.tv_sec == here.st_mtim.tv_sec, there.st_mtim.tv_nsec == here.st_mtim.tv_nsec { return true }
        guard SameBytes.equal(from, to) else { return false }
        var times = [here.st_atim, here.st_mtim]
        _ = utimensat(AT_FDCWD, to, &times, 0)
        return true
    }

    private func copy(_ from: String, to: String, times: stat) throws(PublishError) {
        do {
            _ = try FileDigest.copy(from: from, to: to, sync: false)
        } catch {
            throw PublishError(.io, file: error.file, message: error.message, hint: error.hint)
        }
        var stamps = [times.st_atim, times.st_mtim]
        guard utimensat(AT_FDCWD, to, &stamps, 0) == 0 else { throw failure(errno, file: to, doing: "cannot set the time of") }
    }

    func stillHolds(_ path: String) -> Bool {
        !path.isEmpty && access(root + "/" + path, F_OK) == 0
    }

    func remove(files: [String], folders: [String]) throws(PublishError) -> Int {
        var removed = 0
        for file in files {
            if unlink(root + "/" + file) == 0 {
                removed += 1
            } else if errno != ENOENT {
                throw failure(errno, file: root + "/" + file, doing: "cannot remove")
            }
        }
        for folder in folders {
            rmdir(root + "/" + folder)   // only when empty: what else is there stays
        }
        return removed
    }

    private func makeFolder(_ path: String) throws(PublishError) {
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw PublishError(.io, file: path, message: "cannot create the folder",
                               hint: "Check that the drive is connected and that you may write there.")
        }
    }

    private func removeStaging() {
        try? FileManager.default.removeItem(atPath: staging)
    }

    private func failure(_ code: Int32, file: String, doing: String) -> PublishError {
        let hint = code == ENOSPC || code == EDQUOT
            ? "The disk is full: free some space there, then publish again (what was sent is kept)."
            : "Check that the drive is connected and that you may write there, then publish again."
        return PublishError(.io, file: file, message: "\(doing) the file: \(String(cString: strerror(code)))", hint: hint)
    }
}
