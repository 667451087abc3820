@testable import Bundle
import StoryCore
import Foundation
import StoryArchive
import Testing

/// `data/` is walked a folder at a time, yet must come out in byte order of the whole paths,
/// with each story's own files taken from the archive.
@Suite struct PayloadWalkTests {
    /// Names whose order differs between a folder-by-folder walk sorted by name and the byte
    /// order of whole paths: `-` and `.` sort before `/`, capitals before lower case.
    static let trickyFiles = ["a-b.html", "a/x.html", "a.b/y.html", "ab.html", "a b/z.html", "Z.html", "é/ü.html", "e.html"]

    @Test func theWalkGivesTheByteOrderOfWholePaths() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        for name in Self.trickyFiles {
            let file = fixture.site.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try "<p>\(name)</p>\n".write(to: file, atomically: true, encoding: .utf8)
        }
        let walk = PayloadWalk(archive: fixture.archive, stories: try stories(of: fixture), days: try ExportDays(archive: fixture.archive, spoolPath: fixture.folder.appending("days.spool").path), site: fixture.site)
        var paths: [String] = []
        let totals = try walk.forEach { paths.append($0.path) }
        #expect(paths == paths.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        #expect(Set(paths).count == paths.count)
        #expect(Set(Self.trickyFiles).isSubset(of: Set(paths)))
        #expect(totals.files == paths.count)
        #expect(try walk.survey() == totals)
        // The ZIP writer refuses names out of order, so the export itself checks it again.
        let report = try fixture.export()
        #expect(report.payloadFiles == paths.count)
    }

    @Test func aStorysOwnFilesComeFromTheArchiveEvenWhenTheSiteLacksThem() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let story = try #require(try fixture.stories().first { $0.transcript != nil })
        let folder = fixture.site.appendingPathComponent("stories/\(story.id)")
        let transcript = try #require(story.transcript).file
        try FileManager.default.removeItem(at: folder.appendingPathComponent(transcript))
        try "changed by hand in the site\n".write(to: folder.appendingPathComponent("story.json"), atomically: true, encoding: .utf8)
        try "a page's own extra file\n".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)

        let walk = PayloadWalk(archive: fixture.archive, stories: try stories(of: fixture), days: try ExportDays(archive: fixture.archive, spoolPath: fixture.folder.appending("days.spool").path), site: fixture.site)
        var sources: [String: String] = [:]
        try walk.forEach { sources[$0.path] = $0.source }
        let archived = fixture.archive.storyDirectory(story.id)
        #expect(sources["stories/\(story.id)/\(transcript)"] == archived.appendingPathComponent(transcript).path)
        #expect(sources["stories/\(story.id)/story.json"] == archived.appendingPathComponent("story.json").path)
        #expect(sources["stories/\(story.id)/notes.txt"] == folder.appendingPathComponent("notes.txt").path)
    }

    @Test func aPageLeftOfAStoryThatIsGoneMakesTheSiteOutOfDate() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let gone = fixture.site.appendingPathComponent("stories/1999-01-01-gone")
        try FileManager.default.createDirectory(at: gone, withIntermediateDirectories: true)
        try "{}\n".write(to: gone.appendingPathComponent("story.json"), atomically: true, encoding: .utf8)
        let error = #expect(throws: BundleError.self) { try fixture.export() }
        #expect(error?.reason == .siteOutOfDate)
        #expect(error?.message.contains("1999-01-01-gone") == true)
        #expect(!FileManager.default.fileExists(atPath: fixture.zipPath))
    }

    @Test func storyFileFactsReadBackByStoryWhateverTheOrderWritten() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let facts = try StoryFileFacts(path: fixture.folder.appending("facts").path)
        let audio = FileFact(sha256: String(repeating: "ab", count: 32), bytes: 5_000_000_000)
        let json = FileFact(sha256: String(repeating: "0f", count: 32), bytes: 0)
        try facts.record(audio, at: .init(item: 7, role: .audio))
        try facts.record(json, at: .init(item: 2, role: .metadata))
        #expect(try facts.facts(ofStory: 7) == [.audio: audio])
        #expect(try facts.facts(ofStory: 2) == [.metadata: json])
        #expect(try facts.facts(ofStory: 3).isEmpty)
        #expect(try facts.facts(ofStory: 100).isEmpty)
    }

    @Test(arguments: [0, 2, 4])
    func anObjectOfPrintedValuesIsThePrettyPrintedObject(indent: Int) {
        let members: [JSONValue.Member] = [
            .init("id", .string("x")), .init("list", .array([.int(1), .object([.init("a", .null)])])), .init("empty", .object([])),
        ]
        let printed = members.map { (key: $0.key, printed: $0.value.prettyPrinted(nestedAt: indent + 2)) }
        #expect(PrettyJSONPieces.object(printed, nestedAt: indent) == JSONValue.object(members).prettyPrinted(nestedAt: indent))
        #expect(PrettyJSONPieces.object([], nestedAt: indent) == JSONValue.object([]).prettyPrinted(nestedAt: indent))
    }

    private func stories(of fixture: BundleFixture) throws -> ExportStories {
        try ExportStories(archive: fixture.archive, spoolPath: fixture.folder.appending("stories.spool").path,
                          today: RecordedDate(Date(), in: .current))
    }
}
