import Foundation
import Site
import StoryArchive
@testable import Sharing
import Testing
import TestSupport

/// Serve and publish share the printed book's PDFs exactly while the site may show the book:
/// each volume book.json records, and nothing else under `book/` (not book.json, not a PDF the
/// record does not name, not an older book's copy); none once a story in it is private.
@Suite struct SharedBookTests {
    private struct Fixture {
        let temp: TemporaryDirectory
        let archive: Archive
        var site: URL { temp.appending("site") }

        init() throws {
            temp = try TemporaryDirectory()
            let root = temp.appending("archive")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            for name in ["storychop.yml", "stories"] {
                try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name),
                                                 to: root.appendingPathComponent(name))
            }
            archive = try Archive.open(at: root.path)
        }

        func build() throws -> SharedFiles {
            let lock = try ArchiveLock.waiting(for: archive)
            defer { lock.release() }
            _ = try SiteBuilder(locked: lock).build(options: SiteOptions(outputDirectory: site, transcode: false))
            return try SharedFiles(archive: Archive.open(at: archive.root.path), site: site)
        }

        func bookFiles(_ shared: SharedFiles) throws -> [String] {
            try shared.list().map(\.path).filter { $0.hasPrefix("book/") }
        }
    }

    @Test func theValidBooksVolumesAreSharedAndNothingElseUnderBook() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        try BookSamples.write(in: fixture.archive.root, volumes: [Array(ids.prefix(5)), Array(ids.dropFirst(5))])
        var shared = try fixture.build()
        #expect(try fixture.bookFiles(shared) == ["book/book-1.pdf", "book/book-2.pdf"])
        #expect(shared.realFile(for: "book/book-1.pdf") != nil)

        // Files the record does not name, put in the site by hand, never leave.
        _ = try fixture.temp.write("{}", to: "site/book/book.json")
        _ = try fixture.temp.write("old", to: "site/book/book-3.pdf")
        #expect(try fixture.bookFiles(shared) == ["book/book-1.pdf", "book/book-2.pdf"])
        #expect(!shared.allows("book/book.json") && !shared.allows("book/book-3.pdf") && !shared.allows("book/"))

        // A site copy that is not the book's bytes (an older book's) is not shared.
        let copy = fixture.site.appendingPathComponent("book/book-2.pdf")
        let bytes = try Data(contentsOf: copy)
        try FileManager.default.removeItem(at: copy)
        try Data(repeating: 0x25, count: bytes.count).write(to: copy)
        shared = try SharedFiles(archive: fixture.archive, site: fixture.site)
        #expect(try fixture.bookFiles(shared) == ["book/book-1.pdf"])
        // The same bytes as a copy (not a link) are.
        try FileManager.default.removeItem(at: copy)
        try bytes.write(to: copy)
        shared = try SharedFiles(archive: fixture.archive, site: fixture.site)
        #expect(try fixture.bookFiles(shared) == ["book/book-1.pdf", "book/book-2.pdf"])
    }

    @Test func aBookHoldingAPrivateStoryIsNotSharedEvenFromAnOlderSite() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        try BookSamples.write(in: fixture.archive.root, volumes: [ids])
        #expect(try fixture.bookFiles(fixture.build()) == ["book/book.pdf"])

        // Made private after the site was built: the site still holds the PDF, the archive decides.
        var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(ids[0])).get()
        story.isPrivate = true
        try fixture.archive.save(story)
        let stale = try SharedFiles(archive: Archive.open(at: fixture.archive.root.path), site: fixture.site)
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("book/book.pdf").path))
        #expect(!stale.allows("book/book.pdf") && stale.realFile(for: "book/book.pdf") == nil)
        #expect(try fixture.bookFiles(stale).isEmpty)
        #expect(try fixture.bookFiles(fixture.build()).isEmpty)
    }

    @Test func withoutABookNothingUnderBookIsShared() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let shared = try fixture.build()
        _ = try fixture.temp.write("%PDF-1.4", to: "site/book/book.pdf")
        #expect(try !shared.allows("book/book.pdf") && fixture.bookFiles(shared).isEmpty)
    }
}
