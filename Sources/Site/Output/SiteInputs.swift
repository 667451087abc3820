import Crypto
import Foundation
import StoryArchive

/// The archive files a build reads, each with its `FileStamp`, keyed by archive-relative path:
/// storychop.yml, the list of story folders (`stories/`), and each story's story.json,
/// transcript and recording. A rebuild compares them with the last build's (in `BuildState`)
/// before anything else: when all match, and so do the settings, the site is up to date.
struct SiteInputs: Sendable {
    static let storyListKey = "stories/"

    /// The inputs of this build: what the build state records.
    private(set) var stamps: [String: String] = [:]
    /// Stamps taken of the last build's inputs (`compare`), for looking up.
    private var taken: [String: String] = [:]
    /// The non-hidden names in `stories/`, sorted.
    let storyFolders: [String]

    /// Lists `stories/` and stamps storychop.yml and every folder's story.json. Taken before
    /// the stories are read, so an edit made while the build runs shows as a change next time.
    /// `storyFolders`: `SiteInputs.storyFolders(of: archive)`, listed before.
    init(archive: Archive, storyFolders: [String]) {
        self.storyFolders = storyFolders
        stamps[Self.storyListKey] = Self.storyListStamp(storyFolders)
        stamps[ArchiveConfig.fileName] = FileStamp.of(archive.configFile.path) ?? FileStamp.missing
        let paths = storyFolders.map { "stories/\($0)/story.json" }
        let root = archive.root.path + "/"
        for (path, stamp) in zip(paths, paths.parallelMap { FileStamp.of(root + $0) ?? FileStamp.missing }) {
            stamps[path] = stamp
        }
    }

    /// The non-hidden names in the archive's `stories/`, sorted.
    static func storyFolders(of archive: Archive) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: archive.storiesDirectory.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    /// What the build state records for `stories/`: a digest of the story folders' names.
    static func storyListStamp(_ folders: [String]) -> String {
        FileDigest.hex(SHA256.hash(data: Data(folders.joined(separator: "\n").utf8)))
    }

    /// Story folder name → the stamp of its story.json, as taken when the build started.
    var storyFileStamps: [String: String] {
        var stamps: [String: String] = [:]
        for name in storyFolders { stamps[name] = self.stamps["stories/\(name)/story.json"] }
        return stamps
    }

    /// Records the stamp of a file a story uses (its transcript or recording).
    mutating func add(_ path: String, stamp: String) {
        stamps[path] = stamp
    }

    /// The stamp of an archive file (archive-relative path): as taken by `compare`, or now.
    func stamp(of path: String, archiveRoot: String) -> String? {
        if let known = stamps[path] ?? taken[path] { return known == FileStamp.missing ? nil : known }
        return FileStamp.of(archiveRoot + path)
    }

    /// Stamps every input the last build recorded (on all cores) and returns true when each is
    /// as it was and no story folder has appeared or gone. The stamps taken are kept: the
    /// rest of the build looks them up instead of asking the disk again.
    mutating func compare(with state: BuildState, archiveRoot: URL) -> Bool {
        let root = archiveRoot.path + "/"
        let known = stamps
        let unknown = state.inputs.keys.filter { known[$0] == nil && $0 != Self.storyListKey }
        let chunk = 512
        let starts = Array(stride(from: 0, to: unknown.count, by: chunk))
        let stamped = starts.parallelMap { start in
            unknown[start..<min(start + chunk, unknown.count)].map { ($0, FileStamp.of(root + $0) ?? FileStamp.missing) }
        }
        for (path, stamp) in stamped.joined() { taken[path] = stamp }
        guard !state.inputs.isEmpty else { return false }
        return state.inputs.allSatisfy { path, stamp in (stamps[path] ?? taken[path]) == stamp }
    }
}
