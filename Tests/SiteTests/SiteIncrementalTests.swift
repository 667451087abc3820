import Foundation
import Site
import StoryArchive
import Testing
import TestSupport

/// Rebuilds write only what changed, and a removed story's pages go.
@Suite struct SiteIncrementalTests {
    /// Every file in the site with its modification time.
    func mtimes(_ site: URL) -> [String: Date] {
        var result: [String: Date] = [:]
        let walker = FileManager.default.enumerator(atPath: site.path)
        while let path = walker?.nextObject() as? String {
            let attributes = try? FileManager.default.attributesOfItem(atPath: site.appendingPathComponent(path).path)
            if attributes?[.type] as? FileAttributeType == .typeRegular { result[path] = attributes?[.modificationDate] as? Date }
        }
        return result
    }

    @Test func aRebuildWithNothingChangedWritesNothing() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let before = mtimes(fixture.site)
        let report = try fixture.build()
        #expect(report.written == 0)
        #expect(report.removed == 0)
        #expect(mtimes(fixture.site) == before)
    }

    @Test func changingOneStoryRewritesOnlyThePagesThatShowIt() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build()
        try fixture.edit("2021-06-12-sweeping-floors-at-hals") { $0.title = "Sweeping Floors at Hal's Hardware" }
        let report = try fixture.build()
        #expect(report.written > 0)
        #expect(report.written < first.written / 3, "\(report.written) of \(first.written)")
        let page = try fixture.page("stories/2021-06-12-sweeping-floors-at-hals/index.html")
        #expect(page.firstText("h1") == "Sweeping Floors at Hal's Hardware")
        // A page that does not show this story was left alone.
        let untouched = try fixture.page("years/2024/index.html")
        #expect(!untouched.text.contains("Hal's Hardware"))
    }

    /// A file of the site deleted by hand is made again by the next build that is not a no-op.
    @Test func aSiteFileDeletedBetweenBuildsIsMadeAgainWhenAnotherStoryChanges() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        try fixture.edit("2021-06-12-sweeping-floors-at-hals") { $0.title = "First edit" }
        try fixture.build()   // records the folders as this build left them
        let folder = fixture.site.appendingPathComponent("stories/2024-03-09-how-we-met")
        for name in ["story.json", "index.html"] {
            try FileManager.default.removeItem(at: folder.appendingPathComponent(name))
        }
        try fixture.edit("2021-06-12-sweeping-floors-at-hals") { $0.title = "Second edit" }
        let report = try fixture.build()
        #expect(report.written >= 2)
        for name in ["story.json", "index.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path), "\(name)")
        }
    }

    @Test func aRebuildWithNothingChangedSaysTheSameWarnings() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build()
        let again = try fixture.build()
        #expect(!first.warnings.isEmpty)   // the sample has a story without a transcript
        #expect(again.warnings == first.warnings)
        #expect(again.files == first.files && again.stories == first.stories)
    }

    @Test func aRebuildAfterAnEditSaysTheSameTranscriptWarnings() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build()
        try fixture.edit("2021-06-12-sweeping-floors-at-hals") { $0.title = "A new title" }
        let again = try fixture.build()
        #expect(again.written > 0)
        #expect(again.warnings == first.warnings)
        let index = try fixture.searchIndexText()
        #expect(index.contains("A new title"))
    }

    /// The build record lists every file of the site, each with its fingerprint.
    @Test func theBuildRecordListsEveryFileOfTheSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let copy = fixture.archive.storyDirectory("2024-03-10-how-we-met-again")
        try FileManager.default.copyItem(at: fixture.archive.storyDirectory("2024-03-09-how-we-met"), to: copy)
        try fixture.edit("2024-03-10-how-we-met-again") { $0.title = "How We Met, Again" }
        let report = try fixture.build()
        #expect(report.fingerprints.keys.contains("stories/2024-03-10-how-we-met-again/index.html"))
        let filesData = try Data(contentsOf: fixture.site.appendingPathComponent(".storychop-build-files"))
        let files = try #require((try JSONSerialization.jsonObject(with: filesData) as? [String: Any])?["files"] as? [String: String])
        #expect(files == report.fingerprints)
        let data = try Data(contentsOf: fixture.site.appendingPathComponent(".storychop-build"))
        let inputs = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["inputs"] as? [String: String]
        #expect(inputs?.keys.contains("stories/2024-03-10-how-we-met-again/story.json") == true)
    }

    @Test func aTranscriptEditedInPlaceIsShownAndSearchable() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let id = "2024-03-09-how-we-met"
        let file = fixture.archive.storyDirectory(id).appendingPathComponent("transcript.vtt")
        // Written in place (same inode), as a text editor without safe saving would.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nWe met at the quayside dance.\n".utf8))
        try handle.close()
        let report = try fixture.build()
        #expect(report.written >= 3)   // the page, the transcript's copy, the search index
        #expect(try fixture.page("stories/\(id)/index.html").text.contains("We met at the quayside dance."))
        let index = try fixture.searchIndexText()
        #expect(index.contains("quayside"))
    }

    @Test func aNewStoryFolderIsNoticed() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build()
        let source = fixture.archive.storyDirectory("2024-03-09-how-we-met")
        let copy = fixture.archive.storyDirectory("2024-03-10-how-we-met-again")
        try FileManager.default.copyItem(at: source, to: copy)
        try fixture.edit("2024-03-10-how-we-met-again") { $0.title = "How We Met, Again" }
        let report = try fixture.build()
        #expect(report.stories == first.stories + 1)
        #expect(try fixture.page("stories/index.html").text.contains("How We Met, Again"))
    }

    @Test func aRemovedStorysPagesDisappear() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let id = "2019-11-11-letters-from-the-war"
        try FileManager.default.removeItem(at: fixture.archive.storyDirectory(id))
        let report = try fixture.build()
        #expect(report.removed >= 4)   // page, audio, transcript, story.json, and its year's pages
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/" + id).path))
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("years/2019/index.html").path))
        let all = try fixture.page("stories/index.html")
        #expect(!all.text.contains("Letters from the War"))
    }

    @Test func audioIsHardLinkedNotCopied() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let id = "2024-03-09-how-we-met"
        let original = try FileManager.default.attributesOfItem(atPath: fixture.archive.storyDirectory(id).appendingPathComponent("audio.m4a").path)
        let published = try FileManager.default.attributesOfItem(atPath: fixture.site.appendingPathComponent("stories/\(id)/audio.m4a").path)
        #expect(original[.systemFileNumber] as? Int == published[.systemFileNumber] as? Int)
    }
}
