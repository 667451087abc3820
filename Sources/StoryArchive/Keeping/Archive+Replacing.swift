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
        return try replaceFolder(of: item.id, as: Item.self) { staged throws(ArchiveError) in
            var item = item
            let gone = try Self.stage(new, of: &item, into: staged, settingAside: aside)
            return (item, gone)
        }
    }

    /// Writes `new` into the staged folder and names it in `item`; returns the files of the old
    /// version that go (the old transcript of another name, the one set aside).
    static func stage<Item: ArchiveItem>(_ new: (file: TranscriptFile, contents: Data)?, of item: inout Item, into staged: StagedFolder,
                                         settingAside aside: String? = nil) throws(ArchiveError) -> Set<String> {
        let old = item.transcript
        item.transcript = new?.file
        if let new { try staged.write(new.contents, named: new.file.file) }
        return Set([old?.file, aside].compactMap { $0 }).filter { $0 != new?.file.file && StoryFileName.isPlain($0) }
    }

    /// Puts a new version of the item `id`'s folder in place in one step: `making` writes the new
    /// files into a hidden staged folder beside it and returns the item and the names that go;
    /// the other files are hard-linked in (a recording is not copied), the metadata written,
    /// the folder flushed to disk and swapped with the item's (`renameat2` RENAME_EXCHANGE), then
    /// the old version deleted. A run stopped before the swap leaves the old item and a staged
    /// folder, after it the new item and the old version hidden: the next command that takes
    /// the lock removes either (`ArchiveLeftovers`).
    func replaceFolder<Item: ArchiveItem>(of id: String, as _: Item.Type,
                                          making: (StagedFolder) throws(ArchiveError) -> (item: Item, removing: Set<String>)) throws(ArchiveError) -> Item {
        let folder = directory(of: Item.collection).appendingPathComponent(id, isDirectory: true).path
        let staged = try StagedFolder(in: self, for: Item.collection)
        let (item, removing) = try making(staged)
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw ArchiveError.io(folder, "cannot read the folder", errno: SystemError.code(of: error))
        }
        let written = Set((try? FileManager.default.contentsOfDirectory(atPath: staged.path)) ?? [])
        for name in names where !name.hasPrefix(".") && !removing.contains(name) && !written.contains(name) && name != Item.collection.metadataFileName
            && link(folder + "/" + name, staged.path + "/" + name) != 0 {
            // A sub-folder (or a file system without hard links): copied.
            do {
                try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: staged.path + "/" + name)
            } catch {
                throw ArchiveError.io(folder + "/" + name, "cannot put it in the item's new version", errno: SystemError.code(of: error))
            }
        }
        let batch = CommitBatch(archive: self)
        try batch.add(staged, item: item, bytes: 0, replacing: true)
        if let (_, error) = batch.commit().first { throw error }
        return item
    }
}
