import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A story being written: its files go into a hidden folder inside `stories/`, and only a
/// finished story is renamed into place. A crash or a full disk leaves at worst a hidden
/// `.incoming-…` folder, which the next run removes; never half a story under a real id.
///
/// `@unchecked Sendable`: one thread uses it at a time — the one preparing the recording makes
/// it and copies the audio in, then hands it to the one committing stories in order.
public final class StagedStory: @unchecked Sendable {
    /// The staging folder's path. Its files' paths, and the story's own, are made from it and
    /// `storiesPath` as strings: building each through `URL` cost more than writing the file.
    public let path: String
    public var directory: URL { URL(fileURLWithPath: path, isDirectory: true) }
    private let archive: Archive
    /// `archive.storiesDirectory.path`.
    private let storiesPath: String
    private var finished = false

    static let prefix = ".incoming-"

    public init(in archive: Archive) throws(ArchiveError) {
        self.archive = archive
        let name = StagedStory.prefix + Self.processID + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        storiesPath = archive.storiesDirectory.path
        path = storiesPath + "/" + name
        // The stories folder is made only when missing: trying it first for every story cost a
        // failed `mkdir` each.
        if mkdir(path, 0o755) == 0 { return }
        if errno == ENOENT, mkdir(storiesPath, 0o755) != 0, errno != EEXIST {
            throw ArchiveError.io(storiesPath, "cannot create the stories folder", errno: errno)
        }
        guard mkdir(path, 0o755) == 0 else {
            throw ArchiveError.io(path, "cannot create a folder for the new story", errno: errno)
        }
    }

    /// "PID-", asked of the kernel once rather than once per story.
    private static let processID = "\(getpid())-"

    /// Copies the recording in byte for byte, returning its SHA-256 and size. Not yet flushed
    /// to disk: `commit` (or `StoryBatch.commit`) does that before the story becomes visible.
    public func copyAudio(from source: String, named name: String) throws(ArchiveError) -> FileDigest.Result {
        try FileDigest.copy(from: source, to: path + "/" + name, sync: false)
    }

    /// Writes a small file (transcript, metadata) into the story. Straight to its name: the
    /// folder is hidden until `commit`, so a temporary file and a rename would guard nothing.
    public func write(_ data: Data, named name: String) throws(ArchiveError) {
        let file = path + "/" + name
        let fd = open(file, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(file, "cannot write", errno: errno) }
        defer { close(fd) }
        var failure: ArchiveError?
        data.withUnsafeBytes { bytes in
            do throws(ArchiveError) {
                try FileDigest.writeAll(bytes, to: fd, path: file)
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
    }

    /// Writes `story.json`, flushes the story to disk and moves its folder to
    /// `stories/<story.id>`. Fails without touching anything if that id is already taken.
    @discardableResult
    public func commit(_ story: Story) throws(ArchiveError) -> URL {
        let batch = StoryBatch(archive: archive)
        try batch.add(self, story: story, bytes: 0)
        if let (_, error) = batch.commit().first { throw error }
        return archive.storyDirectory(story.id)
    }

    /// Writes `story.json` into the staged folder (the last file of a story).
    func writeStoryJSON(_ story: Story) throws(ArchiveError) {
        try write(try StoryJSON.encode(story, file: storiesPath + "/" + story.id + "/story.json"), named: "story.json")
    }

    /// Moves the (flushed) folder into place under the story's id.
    func moveIntoPlace(as id: String) throws(ArchiveError) {
        let target = storiesPath + "/" + id
        if FileManager.default.fileExists(atPath: target) {
            throw ArchiveError.io(target, "a story with this id already exists", errno: EEXIST)
        }
        guard rename(path, target) == 0 else {
            throw ArchiveError.io(target, "cannot move the new story into place", errno: errno)
        }
        finished = true
    }

    /// Throws the half-written story away.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(atPath: path)
    }

    deinit { discard() }

    /// Removes the `.incoming-…` folders `names` (found in `stories/`) that a killed run left
    /// behind. Call only under the lock.
    static func removeLeftovers(_ names: [String], in archive: Archive) {
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: archive.storiesDirectory.appendingPathComponent(name))
        }
    }
}
