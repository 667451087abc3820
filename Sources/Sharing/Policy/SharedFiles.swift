import Foundation
import StoryArchive
import StoryCore
import Site

/// One file of the site that may leave this computer: its path in the site (`stories/x/index.html`)
/// and its size in bytes.
public struct SharedFile: Sendable, Equatable {
    public var path: String
    public var size: Int64

    public init(path: String, size: Int64) {
        self.path = path
        self.size = size
    }
}

/// What of a built site may be shared — served to the home network, published to a host — and
/// what never leaves: the site's hidden records (`.storychop-build` …), anything outside the site
/// folder, and the files of a private or sealed story. A build already leaves private stories out
/// and keeps only a sealed story's page (its title and date), but a site built before a story was
/// made private still holds its files, so the archive, not the site, decides. Of `book/`, only
/// the printed book's PDFs leave, and only while the book may be shown (`SharedBook`).
public struct SharedFiles: Sendable {
    /// The site folder, resolved (symlinks followed), so a file's real path can be held against it.
    public let site: URL
    /// Published item folders (`stories/<id>/`, `days/<day>/<id>/`) and what of each may be shared.
    private let items: [String: ItemShare]
    /// The photos of each story folder shared whole: of them, only the copies a build makes
    /// (`PublishedPhotos`) leave, never the originals, which may carry where they were taken.
    private let photos: [String: [StoryPhoto]]
    /// The printed book's files in the site that may be shared (`SharedBook`); nothing else under `book/`.
    private let book: Set<String>

    /// Reads which stories and day entries of `archive` are shared, as of `today`.
    public init(archive: Archive, site: URL, today: RecordedDate = RecordedDate(Date(), in: .current)) throws(ArchiveError) {
        var items: [String: ItemShare] = [:], photos: [String: [StoryPhoto]] = [:]
        let stories = try archive.loadStories().stories
        for story in stories {
            items[story.publishedFolder] = ItemShare(story, today: today)
            if !story.photos.isEmpty { photos[story.publishedFolder] = story.photos }
        }
        for entry in try archive.loadDays().entries { items[entry.publishedFolder] = ItemShare(entry, today: today) }
        self.init(site: site, items: items, photos: photos,
                  book: SharedBook.paths(archive: archive, stories: stories, site: site, today: today))
    }

    init(site: URL, items: [String: ItemShare], photos: [String: [StoryPhoto]] = [:], book: Set<String> = []) {
        self.site = site.resolvingSymlinksInPath()
        self.items = items
        self.photos = photos
        self.book = book
    }

    /// Whether the site's file `path` (relative, `/`-separated, already percent-decoded) may be
    /// shared. Only the path is judged: `realFile(for:)` also checks where it leads on disk.
    public func allows(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.allSatisfy(Self.isShareableName) else { return false }
        if path.hasPrefix(PrintedBook.siteFolder) { return book.contains(path) }
        guard let item = ItemLayout.publishedItem(holding: path) else { return true }
        switch items[item.folder] {
        case .all?:
            return item.collection != .stories || PublishedPhotos.mayShare(path.dropFirst(item.folder.count), in: photos[item.folder] ?? [])
        case .pageOnly?: return path == item.folder + ItemLayout.pageName
        case nil: return false   // no such story or entry now: a stale folder of one removed or unreadable
        }
    }

    /// Whether everything `earlier` let be shared is shared as much now: false once a story or
    /// day entry it shared whole is private, sealed or gone, or a sealed one it showed is private
    /// or gone. A site built under `earlier` names such a story in its lists, search and feeds.
    public func covers(_ earlier: SharedFiles) -> Bool {
        earlier.items.allSatisfy { folder, share in
            switch (share, items[folder]) {
            case (_, .all?), (.pageOnly, .pageOnly?): true
            default: false
            }
        }
    }

    /// The file on disk for the site's `path` when it may be shared and is a regular file whose
    /// real path (symlinks followed) stays inside the site folder; nil otherwise.
    public func realFile(for path: String) -> URL? {
        guard allows(path) else { return nil }
        let file = site.appendingPathComponent(path, isDirectory: false).resolvingSymlinksInPath()
        guard file.path.hasPrefix(site.path + "/") else { return nil }
        var status = stat()
        guard stat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return file
    }

    /// Every file of the site that may be shared, sorted by path's bytes. Throws when the site
    /// folder cannot be read (not built yet: the message says to run `storychop build`).
    public func list() throws(ArchiveError) -> [SharedFile] {
        var files: [SharedFile] = []
        try collect(folder: "", into: &files)
        return files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }

    private func collect(folder: String, into files: inout [SharedFile]) throws(ArchiveError) {
        let directory = folder.isEmpty ? site.path : site.path + "/" + folder
        let names: [String]
        do {
            names = try FolderListing.names(in: directory)
        } catch {
            throw folder.isEmpty
                ? ArchiveError(.io, file: directory, message: "the site folder cannot be read",
                               hint: "Run `storychop build` first, or check the folder's permissions")
                : ArchiveError.io(directory, "reading the site folder", errno: error.code)
        }
        for name in names {
            let path = folder + name
            var status = stat()
            guard lstat(site.path + "/" + path, &status) == 0 else { continue }
            // A name that is no symlink, in a folder inside the site, is inside the site: only
            // a symlink's target needs resolving (which reads every folder on its way).
            let isLink = status.st_mode & S_IFMT == S_IFLNK
            if isLink, stat(site.path + "/" + path, &status) != 0 { continue }
            if status.st_mode & S_IFMT == S_IFDIR {
                guard allowsFolder(path + "/"), !isLink || realFile(folder: path) else { continue }
                try collect(folder: path + "/", into: &files)
            } else if status.st_mode & S_IFMT == S_IFREG, isLink ? realFile(for: path) != nil : allows(path) {
                files.append(SharedFile(path: path, size: Int64(status.st_size)))
            }
        }
    }

    /// Whether anything inside the folder `path` (ending in `/`) may be shared, to skip whole
    /// private story folders without reading them.
    private func allowsFolder(_ path: String) -> Bool {
        guard let item = ItemLayout.publishedItem(holding: path + "x") else { return true }
        return allows(item.folder + ItemLayout.pageName)
    }

    /// Whether the folder `path` really is inside the site (not a symlink leading out of it).
    private func realFile(folder path: String) -> Bool {
        site.appendingPathComponent(path, isDirectory: true).resolvingSymlinksInPath().path.hasPrefix(site.path + "/")
    }

    /// A name a shared path may hold (serve asks it of each decoded part of a request): not empty,
    /// not hidden (`.`, `..`, `.storychop-build`), no slash, backslash or control character
    /// (which servers and file systems read as separators or ends). Checked byte by byte.
    public static func isShareableName(_ name: some StringProtocol) -> Bool {
        name.first.map { $0 != "." } ?? false
            && !name.utf8.contains { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") || $0 < 0x20 || $0 == 0x7F }
    }
}

/// What of one story's or day entry's published folder may be shared.
enum ItemShare: Sendable {
    /// Its page and files.
    case all
    /// A sealed story: only its page, which shows its title and date until the seal lifts.
    case pageOnly

    /// nil for a private item: nothing of it is shared.
    init?(_ item: some ArchiveItem, today: RecordedDate) {
        if item.isPrivate { return nil }
        self = item.isSealed(on: today) ? .pageOnly : .all
    }
}
