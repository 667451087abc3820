import Foundation

/// A story's photos changed by `edit`: added (copied in byte for byte with its checksum),
/// removed (to `trash/photos/`), or given new words. Under the archive's lock; a photo added or
/// removed changes the story's folder in one step (`replaceFolder`), a removed one kept in the
/// trash first, so a crash leaves the story wholly as it was or wholly edited.
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
        guard photos.addition != nil || !photos.removals.isEmpty || transcript != nil else {
            guard edited != story else { return story }
            try save(edited)
            return edited
        }
        // A new photo or transcript, or a photo gone: the story's folder changes in one step.
        for file in photos.removals { try setAside(file, of: id) }
        return try replaceFolder(of: id, as: Story.self) { staged throws(ArchiveError) in
            if let addition = photos.addition {
                edited.photos.append(try copyPhoto(addition, into: staged, numberedAfter: folder, besides: story.photos))
            }
            var gone = Set(photos.removals)
            if let transcript { gone.formUnion(try Self.stage(transcript, of: &edited, into: staged)) }
            return (edited, gone)
        }
    }

    /// The photo copied into the story's new version as `photo-N.ext`, N after the highest kept.
    private func copyPhoto(_ addition: PhotoEdit.Addition, into staged: StagedFolder, numberedAfter folder: URL,
                           besides photos: [StoryPhoto]) throws(ArchiveError) -> StoryPhoto {
        // After the highest number kept, so no two photos share a number (photo-2.heic, photo-2.jpg).
        let numbers = photos.compactMap { photo in photo.file.hasPrefix("photo-") ? Int(photo.file.dropFirst(6).prefix(while: \.isNumber)) : nil }
        var number = (numbers.max() ?? 0) + 1
        var name: String { "photo-\(number).\(addition.fileExtension)" }
        while FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) {
            number += 1
        }
        let target = staged.path + "/" + name
        let digest = try staged.copyPhoto(from: addition.source.path, named: name)
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
    /// `edit ID --add-photo` that file brings it back. A hard link, made before the story's new
    /// version (without it) is in place: a run stopped between the two leaves it in both.
    private func setAside(_ file: String, of id: String) throws(ArchiveError) {
        let source = storyDirectory(id).appendingPathComponent(file)
        guard StoryFileName.isPlain(file), FileManager.default.fileExists(atPath: source.path) else { return }
        let bin = trashDirectory.appendingPathComponent("photos", isDirectory: true)
        try Self.makeFolder(bin)
        try Self.keepCopy(of: source, at: bin.appendingPathComponent(id + "-" + Self.stamp() + "-" + file))
    }
}
