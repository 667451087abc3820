import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The keeper's changes to what the archive holds: a story's details edited, a story or day
/// entry removed to the archive's `trash/` and brought back, the trash emptied. Each takes the
/// archive's lock, so no ingest or build runs meanwhile, and each moves or writes in one step.
extension Archive {
    /// `trash/stories/<id>/` and `trash/days/<id>/`: removed items, whole, until the trash is emptied.
    public var trashDirectory: URL { root.appendingPathComponent("trash", isDirectory: true) }

    /// Makes `edit` to the story `id` and writes its story.json in one step; returns the story.
    public func edit(story id: String, _ edit: StoryEdit) throws(ArchiveError) -> Story {
        try self.edit(story: id, edit, photos: PhotoEdit())
    }

    /// Gives the story `id` a new transcript (`transcript.vtt` or `transcript.txt`, in UTF-8), or
    /// none (`nil`). The transcript and the story.json naming it change in one step
    /// (`replaceFolder`): a crash leaves the story with its old transcript or the new.
    public func setTranscript(story id: String, to new: (file: TranscriptFile, contents: Data)?) throws(ArchiveError) -> Story {
        let lock = try ArchiveLock(archive: self)
        defer { lock.release() }
        return try replaceTranscript(of: try storyToChange(id), with: new)
    }

    /// Moves the story or day entry `id` into the trash, whole; returns where it was.
    @discardableResult
    public func remove(_ id: String) throws(ArchiveError) -> ArchiveCollection {
        let lock = try ArchiveLock(archive: self)
        defer { lock.release() }
        guard let collection = ArchiveCollection.allCases.first(where: { holds(id, in: directory(of: $0)) }) else {
            throw missing(id, editing: false)
        }
        let bin = trashDirectory.appendingPathComponent(collection.folderName, isDirectory: true)
        try Self.makeFolder(bin)
        if holds(id, in: bin) {
            // An older removal of the same id: the newer one wins the name, the older is kept beside it.
            try Self.move(bin.appendingPathComponent(id), to: bin.appendingPathComponent(id + ".removed-" + Self.stamp()))
        }
        try Self.move(directory(of: collection).appendingPathComponent(id), to: bin.appendingPathComponent(id))
        return collection
    }

    /// Brings the story or day entry `id` back from the trash; refuses when its place is taken.
    @discardableResult
    public func restore(_ id: String) throws(ArchiveError) -> ArchiveCollection {
        let lock = try ArchiveLock(archive: self)
        defer { lock.release() }
        guard let collection = ArchiveCollection.allCases.first(where: {
            holds(id, in: trashDirectory.appendingPathComponent($0.folderName, isDirectory: true))
        }) else {
            throw ArchiveError(.noSuchItem, file: trashDirectory.path, message: "there is no \"\(id)\" in the trash",
                               hint: "See what it holds with `ls trash/stories trash/days`; an emptied trash cannot be restored.")
        }
        let home = directory(of: collection).appendingPathComponent(id)
        if FileManager.default.fileExists(atPath: home.path) {
            throw ArchiveError(.noSuchItem, file: home.path, message: "\(collection.folderName)/\(id) is in the archive already",
                               hint: "Remove that one first (it goes to the trash too), then restore again.")
        }
        let trashed = trashDirectory.appendingPathComponent(collection.folderName).appendingPathComponent(id)
        guard FileManager.default.fileExists(atPath: trashed.appendingPathComponent(collection.metadataFileName).path) else {
            throw ArchiveError(.invalidFile, file: trashed.path, message: "this is not a whole \(collection == .stories ? "story" : "day entry"): its \(collection.metadataFileName) is gone, so it was not restored",
                               hint: "It was being deleted when an empty-trash stopped; run storychop empty-trash to finish, or bring the \(collection == .stories ? "story" : "entry") back from a bundle.")
        }
        try Self.makeFolder(directory(of: collection))
        try Self.move(trashed, to: home)
        return collection
    }

    /// The ids in the trash, stories then day entries, each sorted.
    public func trashed() -> [(collection: ArchiveCollection, id: String)] {
        ArchiveCollection.allCases.flatMap { collection in
            let folder = trashDirectory.appendingPathComponent(collection.folderName).path
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { (collection, $0) }
        }
    }

    /// The photos `edit --remove-photo` put in the trash (`<id>-<when>-photo-2.jpg`), sorted.
    public func trashedPhotos() -> [String] {
        let folder = trashDirectory.appendingPathComponent("photos").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    /// Deletes everything in the trash for good; returns how many items it held. The trash is
    /// first moved into the work folder in one rename, then deleted there: a run stopped while
    /// deleting leaves no half-deleted item in `trash/` that `restore` could bring back, and
    /// the next command's lock deletes the rest (`ArchiveLeftovers`).
    @discardableResult
    public func emptyTrash() throws(ArchiveError) -> Int {
        let lock = try ArchiveLock(archive: self)
        defer { lock.release() }
        var info = stat()
        guard lstat(trashDirectory.path, &info) == 0 else { return 0 }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: trashDirectory.path)).map { " (to \($0))" } ?? ""
            throw ArchiveError(.invalidFile, file: trashDirectory.path, message: "the trash is not a folder but a link or a file\(target), so nothing was deleted",
                               hint: "StoryChop empties only its own trash folder: delete what the link points to by hand if you mean to, and remove the link.")
        }
        let count = trashed().count + trashedPhotos().count
        let emptying = workDirectory.appendingPathComponent(Self.emptyingPrefix + Self.stamp() + "-\(getpid())", isDirectory: true)
        try Self.move(trashDirectory, to: emptying)
        do {
            try FileManager.default.removeItem(at: emptying)
        } catch {
            throw ArchiveError(.io, file: emptying.path, message: "the trash was emptied, but deleting its files failed (\(error.localizedDescription))",
                               hint: "Nothing can be restored from it any more; the next StoryChop command deletes the rest.")
        }
        return count
    }

    /// How a trash being deleted is named in the work folder.
    static let emptyingPrefix = "emptying-trash-"

    /// The story `id` as its story.json says, its id the folder's name; or why it cannot be changed.
    func storyToChange(_ id: String) throws(ArchiveError) -> Story {
        let folder = storyDirectory(id)
        guard holds(id, in: storiesDirectory), FileManager.default.fileExists(atPath: folder.appendingPathComponent("story.json").path) else {
            throw missing(id, editing: true)
        }
        switch readStory(in: folder) {
        case .success(var story):
            story.id = id   // the folder's name is the id, whatever story.json says
            return story
        case .failure(let problem):
            throw ArchiveError(.invalidFile, file: problem.file, message: problem.message,
                               hint: "Fix story.json by hand first (or remove the story); nothing was changed.")
        }
    }

    /// Whether `id` can be an item's folder name: never a path out of the folder, never a hidden one.
    public static func isItemName(_ id: String) -> Bool {
        !id.isEmpty && !id.contains("/") && !id.hasPrefix(".")
    }

    private func holds(_ id: String, in folder: URL) -> Bool {
        guard Self.isItemName(id) else { return false }
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder.appendingPathComponent(id).path, isDirectory: &isFolder) && isFolder.boolValue
    }

    private func missing(_ id: String, editing: Bool) -> ArchiveError {
        if editing, holds(id, in: daysDirectory) {
            return ArchiveError(.noSuchItem, file: daysDirectory.appendingPathComponent(id).path,
                                message: "\(id) is a journal's day entry, and entries are never changed",
                                hint: "To record that day again, remove it (storychop remove \(id)), then ingest the new one.")
        }
        return ArchiveError(.noSuchItem, file: storiesDirectory.path, message: "there is no story\(editing ? "" : " or day entry") \"\(id)\"",
                            hint: "Use the id (the folder's name) that `storychop list` shows\(editing ? "" : ", or `storychop list --days` for day entries").")
    }

    /// The folder, and `trash/` above it when missing.
    static func makeFolder(_ folder: URL) throws(ArchiveError) {
        for path in [folder.deletingLastPathComponent().path, folder.path] {
            guard mkdir(path, 0o755) == 0 || errno == EEXIST else {
                throw ArchiveError.io(path, "cannot create the folder", errno: errno)
            }
        }
    }

    /// One `rename`: the item is in one place or the other, never half in each.
    static func move(_ source: URL, to target: URL) throws(ArchiveError) {
        guard rename(source.path, target.path) == 0 else {
            throw ArchiveError.io(source.path, "cannot move it to \(target.path)", errno: errno)
        }
        AtomicFile.syncDirectory(source.deletingLastPathComponent().path)
        AtomicFile.syncDirectory(target.deletingLastPathComponent().path)
    }

    /// A second name for `source` (a copy where links cannot be made), synced: the original stays.
    static func keepCopy(of source: URL, at target: URL) throws(ArchiveError) {
        if link(source.path, target.path) != 0 {
            // Kept already, by a run stopped or failed a moment ago.
            if errno == EEXIST, FileManager.default.contentsEqual(atPath: source.path, andPath: target.path) { return }
            do {
                try FileManager.default.copyItem(at: source, to: target)
            } catch {
                throw ArchiveError.io(source.path, "cannot keep a copy of it at \(target.path)", errno: errno)
            }
        }
        AtomicFile.syncDirectory(target.deletingLastPathComponent().path)
    }

    /// "20261127T191502": when an older removal of the same id was set aside.
    static func stamp() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime]
        return formatter.string(from: Date())
    }
}
