import Crypto
import Foundation
import StoryArchive

/// The archive files a build reads, each with its `FileStamp`, keyed by archive-relative path:
/// storychop.yml, the list of story folders (`stories/`), and each story's story.json,
/// transcript and recording. A rebuild compares them with the last build's (in `BuildState`)
/// before anything else (`UpToDate`): when all match, and so do the settings, the site is up
/// to date.
struct SiteInputs: Sendable {
    static let storyListKey = "stories/"

    /// The inputs of this build: what the build state records.
    private(set) var stamps: [String: String] = [:]
    /// Stamps known without asking the disk again, for looking up (see `init`): those taken
    /// since the build started, else the last build's.
    private let changed: [String: String]
    private let previous: StateSection
    /// The non-hidden names in `stories/`, sorted.
    let storyFolders: [String]

    /// Stamps storychop.yml and every folder's story.json. Taken before the stories are read,
    /// so an edit made while the build runs shows as a change next time.
    /// `storyFolders`: `archive.storyFolderNames()`, listed before, and `storyListStamp`
    /// their `storyListStamp`. `previous`: the last build's inputs; `changed`: those that
    /// differ now, with their stamps now (`UpToDate`). Only files not among them are stamped here.
    init(archive: Archive, storyFolders: [String], storyListStamp: String, previous: StateSection, changed: [String: String]) {
        self.storyFolders = storyFolders
        self.previous = previous
        self.changed = changed
        stamps.reserveCapacity(max(previous.count, storyFolders.count * 3 + 2))
        stamps[Self.storyListKey] = storyListStamp
        stamps[ArchiveConfig.fileName] = known(ArchiveConfig.fileName) ?? FileStamp.of(archive.configFile.path) ?? FileStamp.missing
        let paths = storyFolders.map { "stories/\($0)/story.json" }
        let root = archive.root.path + "/"
        var unknown: [String] = []
        for path in paths {
            if let stamp = known(path) { stamps[path] = stamp } else { unknown.append(path) }
        }
        for (path, stamp) in zip(unknown, unknown.parallelMap { FileStamp.of(root + $0) ?? FileStamp.missing }) {
            stamps[path] = stamp
        }
    }

    /// What the build state records for `stories/`: a digest of the story folders' names.
    static func storyListStamp(_ folders: [String]) -> String {
        // The names' bytes gathered into one buffer, one line feed between two: joining them
        // into a String and copying that into Data cost half as much again as the hash.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(folders.reduce(folders.count) { $0 + $1.utf8.count })
        for (index, folder) in folders.enumerated() {
            if index > 0 { bytes.append(10) }
            bytes.append(folder)
        }
        return FileDigest.hex(SHA256.hash(data: bytes))
    }

    /// Story folder name → the stamp of its story.json, as taken when the build started.
    var storyFileStamps: [String: String] {
        var stamps: [String: String] = [:]
        for name in storyFolders { stamps[name] = self.stamps["stories/\(name)/story.json"] }
        return stamps
    }

    /// A stamp taken since the build started, else the last build's.
    private func known(_ path: String) -> String? {
        changed[path] ?? previous[path]
    }

    /// Records the stamp of a file a story uses (its transcript or recording).
    mutating func add(_ path: String, stamp: String) {
        stamps[path] = stamp
    }

    /// The stamps known now, for the stages that read the stories' files.
    var knownStamps: KnownStamps {
        KnownStamps { [stamps, changed, previous] path in stamps[path] ?? changed[path] ?? previous[path] }
    }
}

/// Archive files' stamps as a build knows them (the last build's, or taken since it began), so
/// that a file is not asked about twice.
struct KnownStamps: Sendable {
    /// Archive-relative path → its stamp, when known.
    let known: @Sendable (String) -> String?

    /// The stamp of an archive file (archive-relative path): as known, or now; nil when it is missing.
    func stamp(of path: String, archiveRoot: String) -> String? {
        if let known = known(path) { return known == FileStamp.missing ? nil : known }
        return FileStamp.of(archiveRoot + path)
    }
}
