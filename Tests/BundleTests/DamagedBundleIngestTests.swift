import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing

/// `ingest` checks a bundle before it takes anything from it: a damaged one is refused, each
/// problem named, and the archive is left as it was; with `takeIntact`, the stories and day
/// entries whose files are all intact come in and each one left out is named with why.
@Suite struct DamagedBundleIngestTests {
    static let options = IngestOptions(timeZone: TimeZone(identifier: "UTC") ?? .current,
                                       now: Date(timeIntervalSince1970: 1_800_000_000))
    static let story = "2024-03-05-the-day-we-moved"
    static let missing = ["data/stories/\(story)/audio.m4a", "data/stories/\(story)/transcript.vtt"]

    /// The sample bundle without the file `inner`, as a ZIP or unpacked, and an empty archive.
    private func damagedBundle(_ fixture: BundleFixture, without inner: String, form: String) throws -> (String, Archive) {
        try fixture.export()
        let damaged = fixture.folder.appending("Damaged.zip").path
        try ZipSurgery.rewrite(fixture.zipPath, to: damaged) { entries in entries.removeAll { $0.name == "Family-Stories/" + inner } }
        let source = form == "zip" ? damaged : try fixture.unpack(damaged, into: "damaged").path
        let archive = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        return (source, archive)
    }

    /// Every file under `folder` with its bytes, for comparing an archive before and after;
    /// but the lock file that every command leaves in the work folder.
    private func listing(_ folder: URL) -> [String: Data?] {
        let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".storychop") }
        return Dictionary(uniqueKeysWithValues: paths.map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)) })
    }

    @Test(arguments: [("zip", 0), ("zip", 1), ("folder", 0), ("folder", 1)])
    func aBundleMissingARecordingOrTranscriptIsRefusedAndTheArchiveUnchanged(form: String, which: Int) throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let (source, archive) = try damagedBundle(fixture, without: Self.missing[which], form: form)
        let before = listing(archive.root)

        let report = try StoryIngester(archive: archive).ingest([source], options: Self.options)
        #expect(report.added.isEmpty && report.exitStatus == .rejected)
        #expect(report.rejected.contains { $0.file == source + ":" + Self.missing[which] && $0.reason == .damagedBundle }, "\(report.rejected)")
        #expect(report.rejected.allSatisfy { $0.message.contains("nothing was imported") && $0.hint.contains("--take-intact") })
        #expect(listing(archive.root) == before, "the archive is as it was")
    }

    @Test(arguments: ["zip", "folder"])
    func withTakeIntactTheIntactStoriesComeInAndTheDamagedOneIsNamed(form: String) throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let (source, archive) = try damagedBundle(fixture, without: Self.missing[1], form: form)
        var options = Self.options
        options.takeIntact = true

        let report = try StoryIngester(archive: archive).ingest([source], options: options)
        #expect(report.added.count == 13 && !report.added.contains { $0.id == Self.story })
        #expect(report.rejected.count == 1 && report.exitStatus == .rejected, "\(report.rejected)")
        let leftOut = try #require(report.rejected.first)
        #expect(leftOut.file == source + ":data/stories/\(Self.story)/")
        #expect(leftOut.message.contains("left out the story \"\(Self.story)\"") && leftOut.message.contains("transcript.vtt: is listed in manifest"),
                "\(leftOut.message)")
        #expect(try !archive.loadStories().stories.contains { $0.id == Self.story })
    }

    @Test func withTakeIntactADamagedDayEntryIsLeftOutAndTheRestComesIn() throws {
        let fixture = try BundleFixture(withJournals: true)
        defer { fixture.remove() }
        let entry = try #require(try fixture.archive.loadDays().entries.first { $0.audio != nil })
        let folder = "data/days/\(entry.day.dayString)/\(entry.id)/"
        let (source, archive) = try damagedBundle(fixture, without: folder + (entry.audio?.file ?? ""), form: "zip")
        var options = Self.options
        options.takeIntact = true

        let report = try StoryIngester(archive: archive).ingest([source], options: options)
        #expect(report.rejected.map(\.file) == [source + ":" + folder], "\(report.rejected)")
        #expect(report.rejected.first?.message.contains("left out the day entry \"\(entry.id)\"") == true)
        #expect(report.added.count == 14 + 149)
        #expect(try !archive.loadDays().entries.contains { $0.id == entry.id })
    }
}
