import Foundation
#if canImport(Glibc)
import CLinuxExtras   // renameat2
import Glibc
#endif

/// A story or day entry being written: its files go into a hidden folder inside `stories/` or
/// `days/`, and only a finished one is renamed into place. A crash or a full disk leaves at worst
/// a hidden `.incoming-…` folder, which the next run removes; never half an item under a real id.
///
/// `@unchecked Sendable`: one thread uses it at a time — the one preparing the recording makes
/// it and copies the audio in, then hands it to the one committing stories in order.
public final class StagedFolder: @unchecked Sendable {
    /// The staging folder's path. Its files' paths, and the item's own, are made from it and
    /// `collectionPath` as strings: building each through `URL` cost more than writing the file.
    public let path: String
    public var directory: URL { URL(fileURLWithPath: path, isDirectory: true) }
    public let collection: ArchiveCollection
    private let archive: Archive
    /// The collection's folder: `stories/` or `days/`.
    private let collectionPath: String
    private var finished = false

    static let prefix = ".incoming-"

    public init(in archive: Archive, for collection: ArchiveCollection = .stories) throws(ArchiveError) {
        self.collection = collection
        self.archive = archive
        let name = StagedFolder.prefix + Self.processID + String(UInt64.random(in: 0...UInt64.max), radix: 36)
        collectionPath = archive.directory(of: collection).path
        path = collectionPath + "/" + name
        // The collection's folder is made only when missing: trying it first for every story
        // cost a failed `mkdir` each.
        if mkdir(path, 0o755) == 0 { return }
        if errno == ENOENT, mkdir(collectionPath, 0o755) != 0, errno != EEXIST {
            throw ArchiveError.io(collectionPath, "cannot create the \(collection.folderName) folder", errno: errno)
        }
        guard mkdir(path, 0o755) == 0 else {
            throw ArchiveError.io(path, "cannot create a folder for the new item", errno: errno)
        }
    }

    /// "PID-", asked of the kernel once rather than once per story.
    private static let processID = "\(getpid())-"

    /// Copies the recording in byte for byte, returning its SHA-256 and size. Not yet flushed
    /// to disk: `commit` (or `CommitBatch.commit`) does that before the item becomes visible.
    public func copyAudio(from source: String, named name: String) throws(ArchiveError) -> FileDigest.Result {
        try FileDigest.copy(from: source, to: path + "/" + name, sync: false)
    }

    /// Copies a photo in byte for byte, hashed on the way, as the recording is.
    public func copyPhoto(from source: String, named name: String) throws(ArchiveError) -> FileDigest.Result {
        try copyAudio(from: source, named: name)
    }

    /// Writes a small file (transcript, metadata) into the item. Straight to its name: the
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

    /// Writes the metadata file, flushes the item to disk and moves its folder to
    /// `stories/<id>` or `days/<id>`. Fails without touching anything if that id is already taken.
    @discardableResult
    public func commit(_ item: any ArchiveItem) throws(ArchiveError) -> URL {
        let batch = CommitBatch(archive: archive)
        try batch.add(self, item: item, bytes: 0)
        if let (_, error) = batch.commit().first { throw error }
        return archive.directory(of: collection).appendingPathComponent(item.id, isDirectory: true)
    }

    /// Writes `story.json` or `entry.json` into the staged folder (the item's last file).
    func writeMetadata(_ item: some ArchiveItem) throws(ArchiveError) {
        let name = collection.metadataFileName
        try write(try item.encodedMetadata(file: collectionPath + "/" + item.id + "/" + name), named: name)
    }

    /// Moves the (flushed) folder into place under the item's id.
    func moveIntoPlace(as id: String) throws(ArchiveError) {
        let target = collectionPath + "/" + id
        if FileManager.default.fileExists(atPath: target) {
            throw ArchiveError.io(target, "an item with this id already exists", errno: EEXIST)
        }
        guard rename(path, target) == 0 else {
            throw ArchiveError.io(target, "cannot move the new item into place", errno: errno)
        }
        finished = true
    }

    /// Swaps the (flushed) folder with the item's folder already under `id` in one step, then
    /// removes the old version: a reader sees the old item or the new, never neither.
    func swapIntoPlace(as id: String) throws(ArchiveError) {
        let target = collectionPath + "/" + id
        #if canImport(Glibc)
        guard renameat2(AT_FDCWD, path, AT_FDCWD, target, UInt32(RENAME_EXCHANGE)) == 0 else {
            throw ArchiveError.io(target, "cannot put the new version in place of the old", errno: errno)
        }
        #else
        throw ArchiveError.io(target, "cannot put the new version in place of the old on this system", errno: ENOTSUP)
        #endif
        // `path` now holds the old version, still hidden: removed like a leftover.
        try? FileManager.default.removeItem(atPath: path)
        finished = true
    }

    /// Throws the half-written item away.
    public func discard() {
        guard !finished else { return }
        finished = true
        try? FileManager.default.removeItem(atPath: path)
    }

    deinit { discard() }
}
