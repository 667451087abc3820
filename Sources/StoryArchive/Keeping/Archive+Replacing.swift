import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Changes that touch more than one file of an item (a transcript and the metadata naming it)
/// made in one step: the new version of the item's folder is put together beside it and
/// swapped in whole, so a run stopped at any moment leaves the item wholly old or wholly new.
extension Archive {
    /// Gives a story or day entry a new transcript, or none, as `setTranscript(story:to:)` does,
    /// for a caller that holds the archive's lock already (`transcribe`, `edit`); returns the item.
    /// With `settingAside`, that file (the words a person gave) is first kept in `trash/transcripts/`
    /// (a hard link, so the story keeps it too until the new version is in place).
    public func replaceTranscript<Item: ArchiveItem>(of item: Item, with new: (file: TranscriptFile, contents: Data)?,
                                                     settingAside aside: String? = nil) throws(ArchiveError) -> Item {
        let folder = directory(of: Item.collection).appendingPathComponent(item.id, isDirectory: true)
        if let aside, StoryFileName.isPlain(aside), FileManager.default.fileExists(atPath: folder.appendingPathComponent(aside).path) {
            let bin = trashDirectory.appendingPathComponent("transcripts", isDirectory: true)
            try Self.makeFolder(bin)
            try Self.keepCopy(of: folder.appendingPathComponent(aside), at: bin.appendingPathComponent(item.id + "-" + Self.stamp() + "-" + aside))
        }
        var item = item
        let old = item.transcript
        item.transcript = new?.file
        let gone = Set([old?.file, aside].compactMap { $0 }).filter { $0 != new?.file.file && StoryFileName.isPlain($0) }
        try replaceFiles(of: item, writing: new.map { [($0.file.file, $0.contents)] } ?? [], removing: gone)
        return item
    }

    /// Puts a new version of `item`'s folder in place in one step: a hidden staged folder beside
    /// it gets hard links to the files that stay (a recording is not copied), the `files` given
    /// and the item's metadata; it is flushed to disk and swapped with the folder
    /// (`renameat2` RENAME_EXCHANGE), then the old version is deleted. A run stopped before the
    /// swap leaves the old item and a staged folder, after it the new item and the old version
    /// hidden: the next command that takes the lock removes either (`ArchiveLeftovers`).
    func replaceFiles(of item: some ArchiveItem, writing files: [(name: String, data: Data)], removing: Set<String>) throws(ArchiveError) {
        let collection = type(of: item).collection
        let folder = directory(of: collection).appendingPathComponent(item.id, isDirectory: true).path
        let staged = try StagedFolder(in: self, for: collection)
        let replaced = Set(files.map(\.name)).union(removing).union([collection.metadataFileName])
        let kept: [String]
        do {
            kept = try FileManager.default.contentsOfDirectory(atPath: folder).filter { !$0.hasPrefix(".") && !replaced.contains($0) }
        } catch {
            throw ArchiveError.io(folder, "cannot read the folder", errno: SystemError.code(of: error))
        }
        for name in kept where link(folder + "/" + name, staged.path + "/" + name) != 0 {
            // A sub-folder (or a file system without hard links): copied.
            do {
                try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: staged.path + "/" + name)
            } catch {
                throw ArchiveError.io(folder + "/" + name, "cannot put it in the item's new version", errno: SystemError.code(of: error))
            }
        }
        for file in files { try staged.write(file.data, named: file.name) }
        let batch = CommitBatch(archive: self)
        try batch.add(staged, item: item, bytes: 0, replacing: true)
        if let (_, error) = batch.commit().first { throw error }
    }
}
