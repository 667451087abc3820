import Foundation

extension Archive {
    /// Adds `loudness` to the story `id`'s story.json (`audio.loudness`), in one step; returns
    /// whether it wrote. Only a file that reads back exactly as StoryChop writes it is changed,
    /// and only while its recording is the one measured (`sha256`): one laid out by a person in
    /// their own way, or holding fields StoryChop does not know, is left as it is, since writing
    /// it again would lose them. Day entries are never rewritten: a check-in stays as it was
    /// saved. The caller holds the archive's lock (a build does).
    @discardableResult
    public func recordLoudness(_ loudness: RecordingLoudness, ofStory id: String, sha256: String) throws(ArchiveError) -> Bool {
        let file = storyDirectory(id).appendingPathComponent(Story.collection.metadataFileName)
        guard let data = FileManager.default.contents(atPath: file.path, readingAtMost: InputLimits.metadataBytes),
              case .success(var story) = Story.decoded(data, file: file.path),
              story.audio?.sha256 == sha256, story.audio?.loudness != loudness,
              (try? story.encodedMetadata(file: file.path)) == data else { return false }
        story.audio?.loudness = loudness
        try AtomicFile.write(try story.encodedMetadata(file: file.path), to: file)
        return true
    }
}
