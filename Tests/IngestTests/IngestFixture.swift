import Foundation
import Ingest
import StoryArchive
import TestSupport

/// An empty archive in a temporary folder, plus a folder for sources, for one test.
struct IngestFixture {
    let folder: TemporaryDirectory
    let archive: Archive
    var sources: URL { folder.appending("sources") }

    /// New York, so instants stored in UTC land on a known local day.
    static let timeZone = TimeZone(identifier: "America/New_York") ?? .current
    static let now = Date(timeIntervalSince1970: 1_795_000_000)

    init(minDuration: Double = 5) throws {
        folder = try TemporaryDirectory("storychop-ingest")
        archive = try Archive.create(at: folder.appending("archive").path,
                                     config: ArchiveConfig(title: "Test Family", minDuration: minDuration))
        try FileManager.default.createDirectory(at: folder.appending("sources"), withIntermediateDirectories: true)
    }

    func ingest(_ paths: [String], flags: MetadataFields = MetadataFields(), kind: DayEntry.Kind? = nil, person: String? = nil,
                transcript: String? = nil, dryRun: Bool = false, zipLimits: ZipSourceLimits = .standard) throws -> IngestReport {
        let options = IngestOptions(flags: flags, dayKind: kind, person: person, transcript: transcript, dryRun: dryRun,
                                    timeZone: IngestFixture.timeZone, now: IngestFixture.now, zipLimits: zipLimits)
        return try StoryIngester(archive: archive).ingest(paths, options: options)
    }

    /// Writes a source file and returns its path.
    @discardableResult
    func source(_ name: String, _ data: Data) throws -> String {
        try folder.write(data, to: "sources/" + name).path
    }

    @discardableResult
    func source(_ name: String, _ text: String) throws -> String {
        try source(name, Data(text.utf8))
    }

    /// A real spoken recording from the audio fixtures.
    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: RepositoryPaths.audioFixtures.appendingPathComponent(name))
    }

    func stories() throws -> [Story] {
        try archive.loadStories().stories
    }

    func days() throws -> [DayEntry] {
        try archive.loadDays().entries
    }

    func remove() { folder.remove() }
}
