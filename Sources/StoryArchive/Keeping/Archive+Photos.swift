import Foundation

/// A story's photos changed by `edit`: added (copied in byte for byte with its checksum),
/// removed (to `trash/photos/`), or given new words. Under the archive's lock; the new file is
/// flushed to disk under its name before story.json names it, and a removed one is moved to the
/// trash only after story.json no longer does, so a crash leaves every photo named present.
extension Archive {
    /// Makes `edit` (the story's fields) and `photos` to the story `id`; returns the story.
    /// `transcript`: a new transcript, or none (`.some(nil)`), put in place with the rest in one step.
    public func edit(story id: String, _ edit: StoryEdit, photos: PhotoEdit,
                     transcript: (file: TranscriptFile, contents: Data)?? = nil) throws(ArchiveError) -> Story {
        let lock = try ArchiveLock(archive: self)
        defer { lock.release() }
        let story = try storyToChange(id)
        let folder = storyDirectory(id)
        var edited: Story
        switch edit.applied(to: story).flatMap({ story in photos.applied(to: story.photos).map { (story, $0) } }) {
        case .success(let (changed, kept)):
            edited = changed
            edited.photos = kept
        case .failure(let refusal):
            throw ArchiveError(.invalidFile, file: folder.path, message: refusal.problems.joined(separator: "; "),
                               hint: "Nothing was changed. Fix the values and run edit again.")
        }
        if let addition = photos.addition {
            edited.photos.append(try copyPhoto(addition, into: folder, besides: story.photos))
        }
        if let transcript {
            edited = try replaceTranscript(of: edited, with: transcript)
        } else {
            guard edited != story else { return story }
            try save(edited)
        }
        for file in photos.removals { try setAside(file, of: id) }
        return edited
    }

    /// The photo copied into the story's folder as `photo-N.ext`, N after the highest kept, flushed to disk.
    private func copyPhoto(_ addition: PhotoEdit.Addition, into folder: URL, besides photos: [StoryPhoto]) throws(ArchiveError) -> StoryPhoto {
        // After the highest number kept, so no two photos share a number (photo-2.heic, photo-2.jpg).
        let numbers = photos.compactMap { photo in photo.file.hasPrefix("photo-") ? Int(photo.file.dropFirst(6).prefix(while: \.isNumber)) : nil }
        var number = (numbers.max() ?? 0) + 1
        var name: String { "photo-\(number).\(addition.fileExtension)" }
        while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            number += 1
        }
        let target = folder.appendingPathComponent(name).path
        let digest = try FileDigest.copy(from: addition.source.path, to: target, sync: true)
        AtomicFile.syncDirectory(folder.path)
        let photo = StoryPhoto(file: name, format: addition.format, bytes: digest.bytes, sha256: digest.sha256,
                               originalFile: addition.source.lastPathComponent)
        switch addition.words.applied(to: photo) {
        case .success(let described): return described
        case .failure(let refusal):
            try? FileManager.default.removeItem(atPath: target)
            throw ArchiveError(.invalidFile, file: addition.source.path, message: refusal.problems.joined(separator: "; "),
                               hint: "Nothing was changed. Fix the values and run edit again.")
        }
    }

    /// `trash/photos/<id>-<when>-photo-2.jpg`: a removed photo, kept until the trash is emptied;
    /// `edit ID --add-photo` that file brings it back.
    private func setAside(_ file: String, of id: String) throws(ArchiveError) {
        let source = storyDirectory(id).appendingPathComponent(file)
        guard StoryFileName.isPlain(file), FileManager.default.fileExists(atPath: source.path) else { return }
        let bin = trashDirectory.appendingPathComponent("photos", isDirectory: true)
        try Self.makeFolder(bin)
        try Self.move(source, to: bin.appendingPathComponent(id + "-" + Self.stamp() + "-" + file))
    }
}
