import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport
import Workflows

/// `export --with-book`: the book's PDFs and book.json under `data/book/` (role `book` in
/// manifest.json), the bundle's About page linking them; verify checks them like any file, and
/// repair and re-import leave them be (the book does not become a story). Without the flag the
/// bundle has no `book/` and no link; with it and no book, an error and no ZIP.
@Suite struct BookBundleTests {
    private func export(_ fixture: BundleFixture, withBook: Bool, to path: String? = nil) throws -> ExportReport {
        let options = ExportOptions(modified: BundleFixture.epoch, generator: "StoryChop test")
        return try ExportWorkflow.run(fixture.archive, to: path ?? fixture.zipPath, options: options, withBook: withBook)
    }

    private func manifestFiles(_ top: URL) throws -> [[String: Any]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: top.appendingPathComponent("manifest.json"))) as? [String: Any]
        return json?["files"] as? [[String: Any]] ?? []
    }

    private func bundleTop(_ fixture: BundleFixture, _ zip: String, into name: String) throws -> URL {
        let unpacked = try fixture.unpack(zip, into: name)
        let top = try FileManager.default.contentsOfDirectory(atPath: unpacked.path).first ?? ""
        return unpacked.appendingPathComponent(top)
    }

    @Test func withBookTheBundleHoldsTheBookAndItsAboutPageLinksIt() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        let record = try BookSamples.write(in: fixture.archive.root, volumes: [Array(ids.prefix(7)), Array(ids.dropFirst(7))])
        try export(fixture, withBook: true)
        #expect(try BundleVerifier.verify(path: fixture.zipPath).isValid)

        let top = try bundleTop(fixture, fixture.zipPath, into: "with")
        let book = top.appendingPathComponent("data/book")
        #expect(try FileManager.default.contentsOfDirectory(atPath: book.path).sorted() == ["book-1.pdf", "book-2.pdf", "book.json"])
        #expect(try Data(contentsOf: book.appendingPathComponent("book.json")) == record.encoded())
        for volume in record.volumes {
            #expect(FileDigest.sha256(of: try Data(contentsOf: book.appendingPathComponent(volume.file))) == volume.sha256)
        }
        let listed = try manifestFiles(top).filter { ($0["path"] as? String ?? "").hasPrefix("data/book/") }
        #expect(listed.map { $0["path"] as? String ?? "" } == ["data/book/book-1.pdf", "data/book/book-2.pdf", "data/book/book.json"])
        #expect(listed.allSatisfy { $0["role"] as? String == "book" })
        #expect(try manifestFiles(top).filter { $0["role"] != nil }.count == 3)
        let about = try String(contentsOf: top.appendingPathComponent("data/about/index.html"), encoding: .utf8)
        #expect(about.contains("The printed book") && about.contains("href=\"../book/book-1.pdf\""))

        // A book PDF changed in the unpacked bundle is named by verify.
        try Data("%PDF-1.4 changed".utf8).write(to: book.appendingPathComponent("book-2.pdf"))
        let changed = try BundleVerifier.verify(path: top.path)
        #expect(!changed.isValid && changed.problems.contains { $0.file == "data/book/book-2.pdf" })
    }

    @Test func withoutTheFlagTheBundleHasNoBookAndNoLink() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try BookSamples.write(in: fixture.archive.root, volumes: [try BookSamples.storyIDs(in: fixture.archive.root)])
        try export(fixture, withBook: false)
        let top = try bundleTop(fixture, fixture.zipPath, into: "without")
        #expect(!FileManager.default.fileExists(atPath: top.appendingPathComponent("data/book").path))
        #expect(try manifestFiles(top).allSatisfy { $0["role"] == nil && !($0["path"] as? String ?? "").contains("/book/") })
        let about = try String(contentsOf: top.appendingPathComponent("data/about/index.html"), encoding: .utf8)
        #expect(!about.contains("The printed book") && !about.contains("book.pdf"))
        #expect(try BundleVerifier.verify(path: fixture.zipPath).isValid)
    }

    @Test func withBookAndNoUsableBookItFailsSayingToMakeTheBookFirst() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let missing = #expect(throws: BundleError.self) { try export(fixture, withBook: true) }
        #expect(missing?.file == fixture.archive.root.appendingPathComponent("book/book.json").path)
        #expect(missing?.message.contains("no book") == true && missing?.hint.contains("storychop book") == true)
        #expect(!FileManager.default.fileExists(atPath: fixture.zipPath))

        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        try BookSamples.write(in: fixture.archive.root, volumes: [ids])
        var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(ids[3])).get()
        story.isPrivate = true
        try fixture.archive.save(story)
        let stale = #expect(throws: BundleError.self) { try export(fixture, withBook: true) }
        #expect(stale?.message.contains(ids[3]) == true && stale?.message.contains("private") == true)
        #expect(stale?.hint == "Run `storychop book` first, then export again.")
        #expect(!FileManager.default.fileExists(atPath: fixture.zipPath))
    }

    @Test func aBundleWithABookRepairsAndReimportsWithoutTheBookBecomingAStory() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try BookSamples.write(in: fixture.archive.root, volumes: [try BookSamples.storyIDs(in: fixture.archive.root)])
        try export(fixture, withBook: true)
        #expect(try ArchiveRepair(archive: fixture.archive).repair(from: fixture.zipPath).restored.isEmpty)

        let options = IngestOptions(timeZone: TimeZone(identifier: "UTC") ?? .current, now: Date(timeIntervalSince1970: 1_800_000_000))
        let again = try StoryIngester(archive: fixture.archive).ingest([fixture.zipPath], options: options)
        #expect(again.added.isEmpty && again.rejected.isEmpty, "\(again.rejected)")

        let empty = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let report = try StoryIngester(archive: empty).ingest([fixture.zipPath], options: options)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        // Passed over without a word: no warning or skip names the book's files.
        #expect(!report.warnings.contains { $0.file.contains("book") } && !report.skipped.contains { $0.file.contains("book") },
                "\(report.warnings) \(report.skipped)")
        #expect(try report.added.count == 14 && empty.loadStories().stories.count == 14)
        #expect(try empty.loadDays().entries.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: empty.root.appendingPathComponent("book").path))
    }
}
