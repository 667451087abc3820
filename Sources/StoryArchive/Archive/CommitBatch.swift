import Foundation
#if canImport(Glibc)
import CLinuxExtras   // syncfs
import Glibc
#endif

/// Staged stories and day entries made durable together. Each item's files are written without
/// waiting for the disk; `commit` flushes them all at once (`syncfs`), then renames each folder
/// into place and flushes each collection's folder once. Waiting for the disk once per file (five flushes per
/// story) made adding a thousand short recordings take half a minute.
///
/// The guarantee is the one a single item has: nothing is visible under a real id before its
/// bytes are on disk, so a crash leaves whole stories and hidden `.incoming-…` folders, which
/// the next run removes.
///
/// `@unchecked Sendable`: one thread uses it at a time — ingest fills it, then hands it to a
/// thread of its own to commit while the next batch fills.
public final class CommitBatch: @unchecked Sendable {
    private let archive: Archive
    /// `replaces`: the item is a new version of one already in place (see `swapIntoPlace`).
    private var pending: [(staged: StagedFolder, item: any ArchiveItem, replaces: Bool)] = []
    private var bytes: Int64 = 0

    /// Commit when this many stories or bytes wait: bounds what a crash throws away and how
    /// long the first story takes to appear.
    public static let maxStories = 128
    static let maxBytes: Int64 = 256 << 20

    public init(archive: Archive) {
        self.archive = archive
    }

    public var isEmpty: Bool { pending.isEmpty }
    public var isFull: Bool { pending.count >= Self.maxStories || bytes >= Self.maxBytes }

    /// Writes the item's story.json or entry.json into its staged folder and queues it;
    /// `replacing` an item of the same id already in place (or queued before it).
    public func add(_ staged: StagedFolder, item: some ArchiveItem, bytes: Int64, replacing: Bool = false) throws(ArchiveError) {
        try staged.writeMetadata(item)
        pending.append((staged, item, replacing))
        self.bytes += bytes
    }

    /// Flushes every queued item to disk, then moves each into place. Returns the items that
    /// could not be moved, with why (their staged folders are removed).
    @discardableResult
    public func commit() -> [(any ArchiveItem, ArchiveError)] {
        defer { pending.removeAll(); bytes = 0 }
        guard !pending.isEmpty else { return [] }
        var failures: [(any ArchiveItem, ArchiveError)] = []
        let root = archive.root.path
        let fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if fd < 0 || Self.syncFileSystem(fd) != 0 {
            let error = ArchiveError.io(root, "cannot flush the new recordings to disk", errno: errno)
            if fd >= 0 { close(fd) }
            pending.forEach { $0.staged.discard() }
            return pending.map { ($0.item, error) }
        }
        close(fd)
        var moved: Set<ArchiveCollection> = []
        for (staged, item, replaces) in pending {
            do {
                if replaces { try staged.swapIntoPlace(as: item.id) } else { try staged.moveIntoPlace(as: item.id) }
                moved.insert(staged.collection)
            } catch {
                staged.discard()
                failures.append((item, error))
            }
        }
        for collection in ArchiveCollection.allCases where moved.contains(collection) {
            AtomicFile.syncDirectory(archive.directory(of: collection).path)
        }
        return failures
    }

    /// `syncfs(fd)`: flushes the file system holding `fd`; elsewhere than Linux, `sync()` of
    /// every file system. One flush for the batch, not an `fsync` of each file and folder: with
    /// those, ingest of 2,000 recordings took 8–13 s here instead of 4.
    private static func syncFileSystem(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        return syncfs(fd)
        #else
        sync()
        return 0
        #endif
    }
}
