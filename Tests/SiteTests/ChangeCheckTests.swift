import Foundation
@testable import Site
import StoryArchive
import Testing

/// The first question of every build once its settings are read: is the site what the archive
/// would make now?
@Suite struct ChangeCheckTests {
    private func isUpToDate(_ fixture: SiteFixture, settings: String? = nil) throws -> Bool {
        let archive = try Archive.open(at: fixture.archive.root.path)
        let record = BuildRecord.load(from: fixture.site)
        let folders = ItemFolders(stories: try archive.storyFolderNames(), days: try archive.folderNames(of: .days))
        return ChangeCheck.isUpToDate(record, settings: settings ?? record.settings, folders: folders,
                                      archive: archive, site: fixture.site, today: RecordedDate(Date(), in: .current))
    }

    @Test func aBuiltSiteIsUpToDateAndSaysWhatItSaidBefore() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build()
        #expect(try isUpToDate(fixture))
        let again = try fixture.build()
        #expect(again.scope == .upToDate)
        #expect(again.stories == 14)
        #expect(again.warnings == first.warnings)
        #expect(again.fingerprints == first.fingerprints)
    }

    @Test func otherSettingsAnEditedStoryAMissingPageOrANewFolderAreChanges() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        #expect(try !isUpToDate(fixture, settings: "other settings"))
        let id = try #require(fixture.archive.loadStories().stories.first?.id)
        try fixture.edit(id) { $0.title = "A new title" }
        #expect(try !isUpToDate(fixture))
        try fixture.build()
        try FileManager.default.removeItem(at: fixture.site.appendingPathComponent("index.html"))
        #expect(try !isUpToDate(fixture))
        try fixture.build()
        try FileManager.default.createDirectory(at: fixture.archive.storyDirectory("2030-01-01-new"), withIntermediateDirectories: true)
        #expect(try !isUpToDate(fixture))
    }

    @Test func aDamagedRecordMeansEverythingIsLookedAtAndNothingUnchangedIsWritten() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        try Data("{ not json".utf8).write(to: fixture.site.appendingPathComponent(BuildRecord.fileName))
        let report = try fixture.build()
        #expect(report.scope == .whole)
        #expect(report.written == 0)
        #expect(try fixture.build().scope == .upToDate)
    }
}

/// A build cut short, and hand-edited file names in story.json.
@Suite struct InterruptedAndHostileBuildTests {
    /// The record is set aside while a build writes: if the build stops half-way, its files are
    /// not vouched for by the record of the build before it.
    @Test func aBuildCutShortLeavesNoRecordThatVouchesForItsFiles() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let id = "2021-06-12-sweeping-floors-at-hals"
        try fixture.build()
        let before = try Data(contentsOf: fixture.site.appendingPathComponent(BuildRecord.fileName))
        try fixture.edit(id) { $0.title = "A Title Written By A Build Cut Short" }
        try fixture.build()
        // As if that build had stopped after writing its pages: the older record set aside, none saved.
        try FileManager.default.removeItem(at: fixture.site.appendingPathComponent(BuildRecord.fileName))
        try before.write(to: fixture.site.appendingPathComponent(BuildRecord.unfinishedName))
        try fixture.edit(id) { $0.title = "Sweeping Floors at Hal's" }
        try fixture.build()
        #expect(try fixture.page("stories/\(id)/index.html").firstText("h1") == "Sweeping Floors at Hal's")
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(BuildRecord.unfinishedName).path))
    }

    @Test func aTranscriptNamedOutsideItsFolderIsRefusedWithAWarning() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let home = try Data(contentsOf: fixture.site.appendingPathComponent("index.html"))
        let id = "2024-03-09-how-we-met"
        try fixture.edit(id) { $0.transcript = TranscriptFile(file: "../../index.html", format: "txt") }
        let report = try fixture.build()
        #expect(report.warnings.contains { $0.file.hasSuffix("\(id)/story.json") && $0.message.contains("../../index.html") })
        #expect(try Data(contentsOf: fixture.site.appendingPathComponent("index.html")) == home)
        #expect(try fixture.page("stories/\(id)/index.html").text.contains("Transcript unavailable"))
    }
}
