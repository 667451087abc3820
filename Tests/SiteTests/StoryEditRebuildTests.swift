import Foundation
import Site
import StoryArchive
import Testing
import TestSupport

/// A rebuild after stories were edited looks only at the pages that show them when the edit
/// keeps every page where it was, and rebuilds the whole site when it does not. Either way
/// the site and its state are those of a build from scratch (see also RebuildEqualsColdTests).
@Suite struct StoryEditRebuildTests {
    let baseURL = "https://example.org/family/"

    /// A build of the archive as it is now into a new folder.
    func fromScratch(_ fixture: SiteFixture, _ name: String) throws -> SiteReport {
        let archive = try Archive.open(at: fixture.archive.root.path)
        return try SiteBuilder(archive: archive).build(options: SiteOptions(outputDirectory: fixture.folder.appending(name),
                                                                            baseURL: baseURL))
    }

    @Test func aTitleEditLooksOnlyAtThePagesShowingTheStory() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build(baseURL: baseURL)
        #expect(first.scope == .whole)
        let id = "2021-06-12-sweeping-floors-at-hals"
        try fixture.edit(id) { $0.title = "Sweeping Up at Hal's" }
        let report = try fixture.build(baseURL: baseURL)
        #expect(report.scope == .editedStories(1))
        #expect(report.written > 0 && report.written < first.written / 3, "\(report.written) of \(first.written)")
        #expect(try fixture.page("stories/\(id)/index.html").firstText("h1") == "Sweeping Up at Hal's")
        #expect(try fixture.page("stories/index.html").text.contains("Sweeping Up at Hal's"))
        for file in ["search/index.js", "feed.xml", "atom.xml"] {
            let text = try String(contentsOf: fixture.site.appendingPathComponent(file), encoding: .utf8)
            #expect(text.contains("Sweeping Up at Hal"), "\(file)")
        }
        let scratch = try fromScratch(fixture, "scratch")
        #expect(report.fingerprints == scratch.fingerprints)
        #expect(report.warnings == first.warnings && report.files == first.files && report.stories == first.stories)
        #expect(try fixture.build(baseURL: baseURL).scope == .upToDate)
    }

    /// The state keeps the groups in order with their folders, for a rebuild after an edit to
    /// take them from (not ICU); a rebuild after an edit writes them too, also to a state an
    /// older StoryChop left without them.
    @Test func aRebuildAfterAnEditKeepsTheGroupsInTheState() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        _ = try fixture.build(baseURL: baseURL)
        let stateFile = fixture.site.appendingPathComponent(".storychop-build")
        func groupLines() throws -> [Substring] {
            try String(contentsOf: stateFile, encoding: .utf8).split(separator: "\n").filter { $0.hasPrefix("group\t") }
        }
        let groups = try groupLines()
        #expect(groups.contains { $0.hasPrefix("group\tc\t") } && groups.contains { $0.hasPrefix("group\tp\t") })
        let lines = try String(contentsOf: stateFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        try Data(lines.filter { !$0.hasPrefix("group\t") }.joined(separator: "\n").utf8).write(to: stateFile)
        let id = "2021-06-12-sweeping-floors-at-hals"
        for title in ["Sweeping Up at Hal's", "Sweeping Up at Hal's Again"] {
            try fixture.edit(id) { $0.title = title }
            #expect(try fixture.build(baseURL: baseURL).scope == .editedStories(1))
            #expect(try groupLines() == groups)
        }
    }

    @Test func anEditThatMovesAStoryRebuildsTheWholeSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build(baseURL: baseURL)
        let id = "2021-06-12-sweeping-floors-at-hals"
        try fixture.edit(id) { $0.category = "Work and money" }
        #expect(try fixture.build(baseURL: baseURL).scope == .whole)
        try fixture.edit(id) { $0.recorded = RecordedDate(year: 1988, month: 5, day: 1) ?? $0.recorded }
        let report = try fixture.build(baseURL: baseURL)
        #expect(report.scope == .whole)
        #expect(try fixture.page("years/1988/index.html").text.contains("Sweeping Floors"))
        #expect(report.fingerprints == (try fromScratch(fixture, "scratch")).fingerprints)
    }

    /// An edit that gives a warning is said by a whole rebuild: the warnings a rebuild of the
    /// edited stories' pages says are the last build's.
    @Test func anEditThatGivesAWarningRebuildsTheWholeSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build(baseURL: baseURL)
        let id = "2024-03-09-how-we-met"
        try FileManager.default.removeItem(at: fixture.archive.storyDirectory(id).appendingPathComponent("transcript.vtt"))
        let report = try fixture.build(baseURL: baseURL)
        #expect(report.scope == .whole)
        #expect(report.warnings.count == first.warnings.count + 1)
        #expect(report.warnings.contains { $0.message.contains("transcript named in story.json is missing") })
        let scratch = try fromScratch(fixture, "scratch")
        #expect(report.fingerprints == scratch.fingerprints)
        #expect(report.warnings == scratch.warnings)
    }

    /// A story the last build warned about is rebuilt with the whole site, which says again
    /// what is still wrong with it.
    @Test func editingAStoryWithAWarningRebuildsTheWholeSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let first = try fixture.build(baseURL: baseURL)
        let stories = fixture.archive.storiesDirectory.path + "/"
        let warned = try #require(first.warnings.first { $0.file.hasPrefix(stories) })
        let id = String(warned.file.dropFirst(stories.count).prefix { $0 != "/" })
        try fixture.edit(id) { $0.title = "A title for a story with a warning" }
        let report = try fixture.build(baseURL: baseURL)
        #expect(report.scope == .whole)
        #expect(report.warnings == first.warnings)
    }
}
