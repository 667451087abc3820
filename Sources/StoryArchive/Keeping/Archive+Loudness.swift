import Foundation

extension Archive {
    /// Writes `loudness` into the metadata of the story or day entry `id` (`audio.loudness`), in
    /// one step. The file is read again first, so that an edit made since the caller read it is
    /// kept; nothing is written when its recording is no longer the one measured (`sha256`).
    /// Returns whether it wrote. The caller holds the archive's lock (a build does).
    @discardableResult
    public func recordLoudness(_ loudness: RecordingLoudness, of collection: ArchiveCollection, id: String,
                               sha256: String) throws(ArchiveError) -> Bool {
        switch collection {
        case .stories: try recordLoudness(loudness, in: Story.self, id: id, sha256: sha256)
        case .days: try recordLoudness(loudness, in: DayEntry.self, id: id, sha256: sha256)
        }
    }

    private func recordLoudness<Item: ArchiveItem>(_ loudness: RecordingLoudness, in type: Item.Type, id: String,
                                                   sha256: String) throws(ArchiveError) -> Bool {
        guard case .success(var item)? = loadItem(Item.self, folder: id), item.audio?.sha256 == sha256,
              item.audio?.loudness != loudness else { return false }
        item.audio?.loudness = loudness
        let file = directory(of: Item.collection).appendingPathComponent(id, isDirectory: true)
            .appendingPathComponent(Item.collection.metadataFileName)
        try AtomicFile.write(try item.encodedMetadata(file: file.path), to: file)
        return true
    }
}
