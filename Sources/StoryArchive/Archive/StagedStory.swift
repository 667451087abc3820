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
    public let directory: URL
    private let archive: Archive
    private var finished = false

    static let prefix = ".incoming-"

    public init(in archive: Archive) throws(ArchiveError) {
        self.archive = archive
        let name = StagedStory.prefix + Self.processID + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        directory = archive.storiesDirectory.appendingPathComponent(name, isDirectory: true)
        // The stories folder is made only when missing: trying it first for every story cost a
        // failed `mkdir` each.
        if mkdir(directory.path, 0o755) == 0 { return }
        if errno == ENOENT, mkdir(archive.storiesDirectory.path, 0o755) != 0, errno != EEXIST {
            throw ArchiveError.io(archive.storiesDirectory.path, "cannot create the stories folder", errno: errno)
        }
        guard mkdir(directory.path, 0o755) == 0 else {
            throw ArchiveError.io(directory.path, "cannot create a folder for the new story", errno: errno)
        }
    }

    /// "PID-", asked of the kernel once rather than once per story.
    private static let processID = "\(getpid())-"

    /// Copies the recording in byte for byte, returning its SHA-256 and size. Not yet flushed
    /// to disk: `commit` (or `StoryBatch.commit`) does that before the story becomes visible.
    public func copyAudio(from source: String, named name: String) throws(ArchiveError) -> FileDigest.Result {
        try FileDigest.copy(from: source, to: directory.appendingPathComponent(name, isDirectory: false).path, sync: false)
    }

    /// Writes a small file (transcript, metadata) into the story. Straight to its name: the
    /// folder is hidden until `commit`, so a temporary file and a rename would guard nothing.
    public func write(_ data: Data, named name: String) throws(ArchiveError) {
        let path = directory.appendingPathComponent(name, isDirectory: false).path
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(path, "cannot write", errno: errno) }
        defer { close(fd) }
        var failure: ArchiveError?
        data.withUnsafeBytes { bytes in
            do throws(ArchiveError) {
                try FileDigest.writeAll(bytes, to: fd, path: path)
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
        let target = archive.storyDirectory(story.id)
        try write(try StoryJSON.encode(story, file: target.appendingPathComponent("story.json", isDirectory: false).path), named: "story.json")
    }

    /// Moves the (flushed) folder into place under the story's id.
    func moveIntoPlace(as id: String) throws(ArchiveError) {
        let target = archive.storyDirectory(id)
        if FileManager.default.fileExists(atPath: target.path) {
            throw ArchiveError.io(target.path, "a story with this id already exists", errno: EEXIST)
        }
        guard rename(directory.path, target.path) == 0 else {
            throw ArchiveError.io(target.path, "cannot move the new story into place", errno: errno)
        }
        finished = true
    }

    /// Throws the half-written story away.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(at: directory)
    }

    deinit { discard() }

    /// Removes `.incoming-…` folders that a killed run left behind. Call only under the lock.
    static func removeLeftovers(in archive: Archive) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: archive.storiesDirectory.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            try? FileManager.default.removeItem(at: archive.storiesDirectory.appendingPathComponent(name))
        }
    }
}
