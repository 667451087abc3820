import Foundation
import StoryCore
import StoryArchive
import Transcript

/// Walks what goes under `data/`, a file at a time, in the order the ZIP lists it (byte order
/// of the paths): the built site, with each story's `story.json`, audio and transcript taken
/// from the archive itself (the source of truth; the site holds the same bytes as hard links
/// or copies).
///
/// Why a walk and not a list: at 10,000 stories the sorted list of 40,000 files was 17 MB of an
/// export's peak memory. The walk holds one folder's listing per level instead. Each folder's
/// entries are sorted by name, a folder's name with `/` after it: then every path under a
/// folder sorts together, right where the folder does, and a folder-by-folder walk gives the
/// byte order of the whole paths (`a-b` before `a/x`, as `-` comes before `/`).
///
/// Hidden files and folders (`.something`) are left out: they are a builder's or an editor's
/// bookkeeping, never pages. A link to a file is followed (its target's bytes go in the ZIP);
/// a link to a folder, or anything but a file or folder, is refused, so the walk cannot loop.
struct PayloadWalk {
    let archive: Archive
    let stories: ExportStories
    let days: ExportDays
    let site: URL
    /// The printed book, packed under `book/` in place of the site's folder of that name.
    var book: BundledBook? = nil

    /// How many files a walk visited, and their bytes.
    struct Totals: Equatable {
        var files = 0
        var bytes: Int64 = 0
    }

    /// Calls `visit` with every payload file, in order; returns what it visited.
    @discardableResult
    func forEach(_ visit: (PayloadFile) throws(BundleError) -> Void) throws(BundleError) -> Totals {
        var totals = Totals()
        try walk(site.path, relative: "", story: nil) { file throws(BundleError) in
            totals.files += 1
            totals.bytes += file.bytes
            try visit(file)
        }
        return totals
    }

    /// A first walk, writing nothing: the totals `bag-info.txt` gives before the payload, and
    /// whether the site was built from this archive (every story has its page, no page is left
    /// of a story that is gone).
    func survey() throws(BundleError) -> Totals {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path),
              FileManager.default.fileExists(atPath: site.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BundleError(.siteMissing, file: site.path, message: "there is no built site here to put in the bundle",
                              hint: "Run `storychop build` first, then export again.")
        }
        var hasPage = [Bool](repeating: false, count: stories.count)
        var hasEntry = [Bool](repeating: false, count: days.count)
        let totals = try forEach { file throws(BundleError) in
            if let slot = file.entrySlot, slot.role == .metadata { hasEntry[slot.item] = true }
            if file.entrySlot == nil, file.path.hasSuffix("/" + ArchiveCollection.days.metadataFileName),
               ItemLayout.publishedItem(holding: file.path)?.collection == .days {
                throw outOfDate("the site still has the day entry \"\(file.path)\", which is no longer in the archive")
            }
            guard let (id, name) = Self.storyFile(file.path) else { return }
            if name == "index.html", let index = stories.index(ofFolder: ItemLayout.storyFolder(id: id)) { hasPage[index] = true }
            if name == "story.json", stories.index(ofFolder: ItemLayout.storyFolder(id: id)) == nil {
                throw outOfDate("the site still has the story \"\(id)\", which is no longer in the archive (or is now private or sealed)")
            }
        }
        for index in stories.catalogOrder where !hasPage[index] {
            throw outOfDate("the site has no page for the story \"\(stories.summaries[index].id)\"")
        }
        // A page without story.json beside it shows the story sealed (its seal has lifted since), or the site lost it.
        for index in stories.catalogOrder
        where !FileManager.default.fileExists(atPath: site.path + "/" + stories.summaries[index].folder + "story.json") {
            throw outOfDate("the site has no story.json for the story \"\(stories.summaries[index].id)\" (it was sealed when the site was built, or the file was removed)")
        }
        if let missing = hasEntry.firstIndex(of: false) {
            throw outOfDate("the site does not have the day entry \"\(days.summaries[missing].id)\"")
        }
        return totals
    }

    /// `stories/<id>/<name>` as (id, name).
    private static func storyFile(_ path: String) -> (id: String, name: Substring)? {
        guard let item = ItemLayout.publishedItem(holding: path), item.collection == .stories else { return nil }
        let name = path.dropFirst(item.folder.count)
        return name.contains("/") ? nil : (item.id, name)
    }

    /// One entry of a folder: a file to visit, or a folder to walk into.
    private enum Item {
        case file(PayloadFile)
        case folder(name: String, path: String)
        /// A folder that is not in the site: `people-book/`, its files from the archive.
        case archiveFolder(name: String, files: [PayloadFile])

        /// What a folder's entries are sorted by: a folder's path ends in `/` (see above).
        func key(in relative: String) -> [UInt8] {
            switch self {
            case .file(let file): Array(file.path.utf8)
            case .folder(let name, _), .archiveFolder(let name, _): Array((relative + name + "/").utf8)
            }
        }
    }

    /// `story`: the index of the story whose folder this is (`stories/<id>/`), if it is one. A
    /// story's or a day entry's own files come from the archive, not the site.
    private func walk(_ directory: String, relative: String, story: Int?,
                      _ visit: (PayloadFile) throws(BundleError) -> Void) throws(BundleError) {
        var items = try listing(directory, relative: relative)
        var own: [PayloadFile] = []
        if let story {
            own = try storyFiles(stories.summaries[story], index: story, relative: relative)
        } else if let entry = days.index(ofFolder: relative) {
            own = try entryFiles(entry, relative: relative)
        }
        if !own.isEmpty {
            let names = Set(own.map(\.path))
            items.removeAll { if case .file(let file) = $0 { names.contains(file.path) } else { false } }
            items += own.map(Item.file)
        }
        if relative.isEmpty {
            let people = try PeopleFiles.payload(of: archive)
            if !people.isEmpty {
                let name = String(ItemLayout.peopleBookFolder.dropLast())
                items.removeAll { if case .folder(name, _) = $0 { true } else { false } }
                items.append(.archiveFolder(name: name, files: people))
            }
            // The book only when asked for, and then from the archive, as the record names it.
            let bookFolder = String(BundledBook.payloadFolder.dropLast())
            items.removeAll { if case .folder(bookFolder, _) = $0 { true } else { false } }
            if let book { items.append(.archiveFolder(name: bookFolder, files: try book.payload())) }
        }
        let keyed = items.map { (key: $0.key(in: relative), item: $0) }.sorted { $0.key.lexicographicallyPrecedes($1.key) }
        for (_, item) in keyed {
            switch item {
            case .file(let file):
                try visit(file)
            case .archiveFolder(_, let files):
                for file in files { try visit(file) }
            case .folder(let name, let path):
                let inStory = relative == ArchiveCollection.stories.folderName + "/" ? stories.index(ofFolder: relative + name + "/") : nil
                try walk(path, relative: relative + name + "/", story: inStory, visit)
            }
        }
    }

    /// The folder's visible entries, as found in the site.
    private func listing(_ directory: String, relative: String) throws(BundleError) -> [Item] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw BundleError.io(directory, "cannot read this folder of the site", errno: SystemError.code(of: error))
        }
        var items: [Item] = []
        for name in names where !name.hasPrefix(".") {
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { throw BundleError.io(path, "cannot read", errno: errno) }
            if info.st_mode & S_IFMT == S_IFLNK {
                guard stat(path, &info) == 0 else { throw BundleError.io(path, "this link points nowhere", errno: errno) }
                guard info.st_mode & S_IFMT == S_IFREG else {
                    throw BundleError(.badFileName, file: path, message: "this link in the site does not point to a file",
                                      hint: "Replace it with a real file or folder, then export again.")
                }
            }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                items.append(.folder(name: name, path: path))
            case S_IFREG:
                items.append(.file(PayloadFile(path: relative + name, source: path, bytes: Int64(info.st_size))))
            default:
                throw BundleError(.badFileName, file: path, message: "this is not a plain file, so it cannot go into the bundle",
                                  hint: "Remove it from the site folder, then export again.")
            }
        }
        return items
    }

    /// `story.json`, the audio, the transcript and the photos, read from the story's folder in
    /// the archive. A photo is checked against its checksum as the audio is; it is listed in
    /// `manifest.json` by the story's metadata and among the files, not among the story's roles.
    private func storyFiles(_ story: ExportStories.Summary, index: Int, relative: String) throws(BundleError) -> [PayloadFile] {
        let folder = archive.storyDirectory(story.id)
        let files = try ownFiles(in: folder, metadata: "story.json", relative: relative, expected: story.expected) { role in
            role.fileName(in: story).map { ($0, PayloadFile(path: "", source: "", bytes: 0, slot: .init(item: index, role: role))) }
        }
        return try files + story.photos.map { photo throws(BundleError) in
            var file = try ownFile(photo.file, in: folder, metadata: "story.json", relative: relative,
                                   PayloadFile(path: "", source: "", bytes: 0))
            file.expected = photo.expected
            return file
        }
    }

    /// `entry.json`, the audio and the transcript, read from the entry's folder in the archive.
    private func entryFiles(_ index: Int, relative: String) throws(BundleError) -> [PayloadFile] {
        let entry = days.summaries[index]
        let folder = archive.daysDirectory.appendingPathComponent(entry.id)
        return try ownFiles(in: folder, metadata: "entry.json", relative: relative, expected: entry.expected) { role in
            role.fileName(in: entry).map { ($0, PayloadFile(path: "", source: "", bytes: 0, entrySlot: .init(item: index, role: role))) }
        }
    }

    /// An item's own files, each named by `name(role)` with the slot it is recorded under; a
    /// file its metadata names must be there.
    private func ownFiles(in folder: URL, metadata: String, relative: String, expected: PayloadFile.Expected?,
                          name: (StoryFileFacts.Role) -> (String, PayloadFile)?) throws(BundleError) -> [PayloadFile] {
        var files: [PayloadFile] = []
        for role in StoryFileFacts.Role.allCases {
            guard let (fileName, slotted) = name(role) else { continue }
            var file = try ownFile(fileName, in: folder, metadata: metadata, relative: relative, slotted)
            file.expected = role == .audio ? expected : nil
            if role == .transcript, let tooLarge = TranscriptLimits.tooLarge(bytes: file.bytes, named: metadata) {
                throw BundleError(.badStory, file: file.source, message: tooLarge.message, hint: tooLarge.hint + ", then export again.")
            }
            files.append(file)
        }
        return files
    }

    /// One file an item's metadata names, as `slotted` with its path, source and size; it
    /// must be a plain name and be there.
    private func ownFile(_ fileName: String, in folder: URL, metadata: String, relative: String,
                         _ slotted: PayloadFile) throws(BundleError) -> PayloadFile {
        let source = folder.appendingPathComponent(fileName).path
        guard StoryFileName.isPlain(fileName) else {
            throw BundleError(.badStory, file: folder.appendingPathComponent(metadata).path,
                              message: "the file name \"\(fileName)\" is not a plain name inside its folder",
                              hint: "Fix the name in \(metadata) by hand (for example audio.m4a), then export again.")
        }
        var info = stat()
        guard stat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw BundleError(.badStory, file: source, message: "\(metadata) names this file, but it is missing",
                              hint: "Put the file back (from a backup or an earlier bundle), or fix \(metadata), then export again.")
        }
        var file = slotted
        file.path = relative + fileName
        file.source = source
        file.bytes = Int64(info.st_size)
        return file
    }

    private func outOfDate(_ what: String) -> BundleError {
        BundleError(.siteOutOfDate, file: site.path, message: "the site is out of date: \(what)",
                    hint: "Run `storychop build` to bring it up to date, then export again.")
    }
}
