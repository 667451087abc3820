import Foundation
import StoryArchive

/// What the last build wrote, kept in the site folder as `.storychop-build.json`: each file
/// with a fingerprint of what it was made from. A page whose fingerprint is unchanged is
/// neither rendered nor written again; a file the new build no longer makes is removed.
struct BuildState: Codable, Sendable {
    static let fileName = ".storychop-build.json"
    static let version = 1

    var version: Int
    /// Relative path → fingerprint (SHA-256 of the inputs, or of the file for copies).
    var files: [String: String]

    static func load(from directory: URL) -> BuildState {
        let file = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: file.path),
              let state = try? JSONDecoder().decode(BuildState.self, from: data),
              state.version == version else {
            return BuildState(version: version, files: [:])   // no state, or an older one: build it all
        }
        return state
    }

    func save(to directory: URL) throws(ArchiveError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(self) else { return }
        let file = directory.appendingPathComponent(Self.fileName)
        // Unchanged state is not rewritten: a no-op build leaves every file as it was.
        guard FileManager.default.contents(atPath: file.path) != data else { return }
        try AtomicFile.write(data, to: file)
    }
}
