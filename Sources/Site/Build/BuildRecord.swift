import Foundation
import StoryArchive

/// What the last build read and wrote, kept in the site folder as `.storychop-build` (JSON):
/// the digest of its settings, the story folders it saw, the stamp of every archive file it
/// read (`inputs`), every file it wrote with a fingerprint of its content (`files`), and what
/// it said (story count, warnings) so that a build that finds nothing changed can say it again.
///
/// A record that is missing, damaged or of another version is an empty one: the next build
/// then looks at everything, and writes only the files whose content differs.
struct BuildRecord: Codable, Sendable {
    static let fileName = ".storychop-build"
    static let currentVersion = 4

    var version = BuildRecord.currentVersion
    var settings = ""
    var storyCount = 0
    var storyFolders: [String] = []
    var warnings: [SiteWarning] = []
    /// Archive-relative path → its `FileStamp`.
    var inputs: [String: String] = [:]
    /// Site-relative path → fingerprint: the SHA-256 of a page's bytes, or what a linked or
    /// copied file was made from.
    var files: [String: String] = [:]

    static func load(from site: URL) -> BuildRecord {
        guard let data = FileManager.default.contents(atPath: site.appendingPathComponent(fileName).path),
              let record = try? JSONDecoder().decode(BuildRecord.self, from: data),
              record.version == currentVersion
        else { return BuildRecord() }
        return record
    }

    func save(to site: URL) throws(SiteError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            let data = try encoder.encode(self)
            try AtomicFile.write(data, to: site.appendingPathComponent(Self.fileName), as: .remakeable)
        } catch let error as ArchiveError {
            throw SiteError(error)
        } catch {
            throw SiteError(.io, file: site.appendingPathComponent(Self.fileName).path,
                            message: "cannot record what was built (\(error))", hint: "Check that you may write to the site folder.")
        }
    }
}
