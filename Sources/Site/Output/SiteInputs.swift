import Crypto
import Foundation
import StoryArchive

/// The archive files a build reads, each with its `FileStamp`, keyed by archive-relative path:
/// storychop.yml, the list of story folders (`stories/`), and each story's story.json,
/// transcript and recording. A rebuild compares them with the last build's (in `BuildState`)
/// before anything else: when all match, and so do the settings, the site is up to date.
struct SiteInputs: Sendable {
    static let storyListKey = "stories/"

    private(set) var stamps: [String: String] = [:]
    /// The non-hidden names in `stories/`, sorted.
    let storyFolders: [String]

    /// Lists `stories/` and stamps storychop.yml and every folder's story.json. Taken before
    /// the stories are read, so an edit made while the build runs shows as a change next time.
    init(archive: Archive) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: archive.storiesDirectory.path)) ?? []
        storyFolders = names.filter { !$0.hasPrefix(".") }.sorted()
        stamps[Self.storyListKey] = FileDigest.hex(SHA256.hash(data: Data(storyFolders.joined(separator: "\n").utf8)))
        stamps[ArchiveConfig.fileName] = FileStamp.of(archive.configFile.path) ?? "missing"
        let paths = storyFolders.map { "stories/\($0)/story.json" }
        let root = archive.root.path + "/"
        for (path, stamp) in zip(paths, paths.parallelMap { FileStamp.of(root + $0) ?? "missing" }) {
            stamps[path] = stamp
        }
    }

    /// Records the stamp of a file a story uses (its transcript or recording).
    mutating func add(_ path: String, stamp: String) {
        stamps[path] = stamp
    }

    /// True when every input the last build recorded is as it was, and no other story folder
    /// has appeared. Stamps the recorded files on all cores.
    func areUnchanged(since state: BuildState, archiveRoot: URL) -> Bool {
        guard !state.inputs.isEmpty, state.inputs[Self.storyListKey] == stamps[Self.storyListKey],
              state.inputs[ArchiveConfig.fileName] == stamps[ArchiveConfig.fileName] else { return false }
        let recorded = Array(state.inputs)
        let root = archiveRoot.path + "/"
        let chunk = 512
        let starts = Array(stride(from: 0, to: recorded.count, by: chunk))
        return starts.parallelMap { start in
            recorded[start..<min(start + chunk, recorded.count)].allSatisfy { path, stamp in
                stamps[path] == stamp || (path != Self.storyListKey && FileStamp.of(root + path) == stamp)
            }
        }.allSatisfy { $0 }
    }
}
