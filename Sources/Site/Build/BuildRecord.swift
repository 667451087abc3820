import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// What the last build read and wrote, kept in the site folder as `.storychop-build` (JSON):
/// the digest of its settings, the story and day entry folders it saw, the stamp of every
/// archive file it read (`inputs`), and what it said (counts, warnings) so that a build that
/// finds nothing changed can say it again. Beside it, `.storychop-build-files`: every file the
/// build wrote with its fingerprint (the SHA-256 of a file's bytes, or of what a page or a
/// linked or copied file was made from).
///
/// The files are a file of their own, read only when the site is not up to date (`files(in:)`):
/// they are most of what is recorded, and a build that finds nothing changed (and `export`,
/// which starts with one) parsed them for nothing, a third of its time and most of its memory.
/// A record that is missing, damaged or of another version is an empty one: the next build
/// then looks at everything, and writes only the files whose content differs.
struct BuildRecord: Codable, Sendable {
    static let fileName = ".storychop-build"
    static let filesName = ".storychop-build-files"
    static let currentVersion = 8

    var version = BuildRecord.currentVersion
    var settings = ""
    var storyCount = 0
    var dayCount = 0
    var fileCount = 0
    var storyFolders: [String] = []
    var dayFolders: [String] = []
    var warnings: [SiteWarning] = []
    /// Archive-relative path → its `FileStamp`.
    var inputs: [String: String] = [:]
    /// The first day a story's seal lifts (`2030-03-01`): a build from that day is a whole one.
    var sealLifts: String?
    /// What the build did with the printed book, said again by a build that finds nothing changed.
    var book: BookOnSite = .none

    /// The files' record as saved.
    private struct Files: Codable {
        var version: Int
        var files: [String: String]
    }

    static func load(from site: URL) -> BuildRecord {
        guard let data = FileManager.default.contents(atPath: site.appendingPathComponent(fileName).path),
              let record = try? JSONDecoder().decode(BuildRecord.self, from: data),
              record.version == currentVersion
        else { return BuildRecord() }
        return record
    }

    /// Site-relative path → fingerprint of every file the last build wrote or kept. After a
    /// build that was cut short (its record still set aside), its files with no fingerprint:
    /// some may be half that build's.
    static func files(in site: URL) -> [String: String] {
        let trusted = FileManager.default.fileExists(atPath: site.appendingPathComponent(fileName).path)
        guard trusted || FileManager.default.fileExists(atPath: site.appendingPathComponent(unfinishedName).path),
              let data = FileManager.default.contents(atPath: site.appendingPathComponent(filesName).path),
              let saved = try? JSONDecoder().decode(Files.self, from: data), saved.version == currentVersion
        else { return [:] }
        return trusted ? saved.files : saved.files.mapValues { _ in "" }
    }

    /// Where the record waits while a build writes (see `setAside`).
    static let unfinishedName = fileName + ".unfinished"

    /// Called before a build writes anything: the record is moved aside until `save`, so a build
    /// cut short (Ctrl-C, a full disk) leaves no record that vouches for files it had changed.
    static func setAside(in site: URL) {
        rename(site.appendingPathComponent(fileName).path, site.appendingPathComponent(unfinishedName).path)
    }

    /// Records older StoryChops kept beside this one; removed when a build saves its record.
    static let retiredRecords = [".storychop-fragments", ".storychop-stories", ".storychop-keys", ".storychop-transcripts"]

    /// Saves the files, then the record: a record is only there beside the files of its build.
    func save(files: [String: String], to site: URL) throws(SiteError) {
        for name in Self.retiredRecords { unlink(site.appendingPathComponent(name).path) }
        let encoder = JSONEncoder()
        var record = self
        record.fileCount = files.count
        do {
            try AtomicFile.write(try encoder.encode(Files(version: Self.currentVersion, files: files)),
                                 to: site.appendingPathComponent(Self.filesName), as: .remakeable)
            try AtomicFile.write(try encoder.encode(record), to: site.appendingPathComponent(Self.fileName), as: .remakeable)
            unlink(site.appendingPathComponent(Self.unfinishedName).path)
        } catch let error as ArchiveError {
            throw SiteError(error)
        } catch {
            throw SiteError(.io, file: site.appendingPathComponent(Self.fileName).path,
                            message: "cannot record what was built (\(error))", hint: "Check that you may write to the site folder.")
        }
    }
}

extension SiteBuilder {
    /// Whether `site` holds a finished build: its record is there (a build sets it aside before
    /// writing and saves it last), so no file in it is half a build's. `serve` shows such a site
    /// when its own first build fails.
    public static func hasFinishedBuild(in site: URL) -> Bool {
        FileManager.default.fileExists(atPath: site.appendingPathComponent(BuildRecord.fileName).path)
    }
}
