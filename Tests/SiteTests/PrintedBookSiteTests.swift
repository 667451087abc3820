import Foundation
@testable import Site
import StoryArchive
import TestSupport
import Testing

/// The printed book on the site: its PDFs in `site/book/` and "The printed book" on the About
/// page while the book is as book.json records and holds only stories the site shows; gone, with
/// a warning naming the story and saying `storychop book` makes it again, once it holds one no
/// longer shown.
@Suite struct PrintedBookSiteTests {
    private func bookLinks(_ fixture: SiteFixture) throws -> [(text: String, href: String)] {
        let page = try fixture.page("about/index.html")
        return page.elements(withClass: "book-volumes").flatMap { $0.elements(named: "a") }
            .map { ($0.text, $0.attribute("href") ?? "") }
    }

    private func fileExists(_ fixture: SiteFixture, _ path: String) -> Bool {
        FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(path).path)
    }

    @Test func aBookOfShownStoriesIsLinkedFromTheAboutPageAndCopiedIntoTheSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        try fixture.build()
        #expect(try bookLinks(fixture).isEmpty)
        #expect(!fileExists(fixture, "book"))

        let record = try BookSamples.write(in: fixture.archive.root, volumes: [Array(ids.prefix(6)), Array(ids.dropFirst(6))])
        let report = try fixture.build()
        #expect(report.scope == .whole)
        #expect(report.book == .linked(["book/book-1.pdf", "book/book-2.pdf"]))
        #expect(try bookLinks(fixture).map(\.text) == ["Volume 1", "Volume 2"])
        #expect(try bookLinks(fixture).map(\.href) == ["../book/book-1.pdf", "../book/book-2.pdf"])
        let about = try String(contentsOf: fixture.site.appendingPathComponent("about/index.html"), encoding: .utf8)
        #expect(about.contains("The printed book") && about.contains("29 November 2026") && about.contains("6 × 9 in"))
        #expect(about.contains("12 pages") && about.contains("13 pages") && about.contains("PDF, 12 pages, \(DisplayText.bytes(record.volumes[0].bytes))"))
        for volume in record.volumes {
            let copy = try Data(contentsOf: fixture.site.appendingPathComponent("book/" + volume.file))
            #expect(FileDigest.sha256(of: copy) == volume.sha256)
        }
        // Nothing changed: nothing written, the book still linked.
        let again = try fixture.build()
        #expect(again.scope == .upToDate && again.written == 0 && again.book == report.book)
    }

    @Test func aBookWithAStoryMadePrivateIsLeftOutWithAWarningNamingIt() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        try BookSamples.write(in: fixture.archive.root, volumes: [ids])
        try fixture.build()
        #expect(fileExists(fixture, "book/book.pdf"))

        let id = "2020-06-20-our-wedding-day"
        try fixture.edit(id) { $0.isPrivate = true }
        let report = try fixture.build()
        let warning = try #require(report.warnings.first { $0.file.hasSuffix("book/book.json") })
        #expect(warning.message.contains("Our Wedding Day") && warning.message.contains(id) && warning.message.contains("private"))
        #expect(warning.message.contains("`storychop book` makes the book again"))
        #expect(try bookLinks(fixture).isEmpty)
        #expect(!fileExists(fixture, "book/book.pdf") && !fileExists(fixture, "book"))
        if case .leftOut = report.book {} else { Issue.record("the book is \(report.book), not left out") }
        // Said again by a build that finds nothing changed.
        #expect(try fixture.build().warnings.contains(warning))

        // Made again without the story: linked again.
        try BookSamples.write(in: fixture.archive.root, volumes: [ids.filter { $0 != id }])
        #expect(try fixture.build().book == .linked(["book/book.pdf"]))
        #expect(try bookLinks(fixture).map(\.text) == ["The book"])
    }

    @Test func aSealedStoryOrAChangedPDFLeavesTheBookOut() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let ids = try BookSamples.storyIDs(in: fixture.archive.root)
        try BookSamples.write(in: fixture.archive.root, volumes: [ids])
        let id = "2024-03-09-how-we-met"
        try fixture.edit(id) { $0.sealedUntil = RecordedDate(year: 2040, month: 1, day: 1) }
        let sealed = try fixture.build(today: RecordedDate(year: 2026, month: 11, day: 29))
        #expect(sealed.warnings.contains { $0.file.hasSuffix("book/book.json") && $0.message.contains("sealed until 2040-01-01") })
        #expect(!fileExists(fixture, "book/book.pdf"))
        #expect(try fixture.build(today: RecordedDate(year: 2040, month: 1, day: 2)).book == .linked(["book/book.pdf"]))

        // A PDF changed by hand is not the size book.json records.
        let pdf = fixture.archive.root.appendingPathComponent("book/book.pdf")
        try (Data(contentsOf: pdf) + Data("extra".utf8)).write(to: pdf)
        let changed = try fixture.build(today: RecordedDate(year: 2040, month: 1, day: 2))
        #expect(changed.warnings.contains { $0.file == pdf.path && $0.message.contains("not the") })
        #expect(try !fileExists(fixture, "book/book.pdf") && bookLinks(fixture).isEmpty)
    }

    @Test func aBookRemovedOrLeftOutByTheBuildGoesFromTheSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try BookSamples.write(in: fixture.archive.root, volumes: [try BookSamples.storyIDs(in: fixture.archive.root)])
        try fixture.build()
        #expect(fileExists(fixture, "book/book.pdf"))

        var options = SiteOptions(outputDirectory: fixture.site)
        options.includeBook = false
        let without = try SiteBuilder(archive: Archive.open(at: fixture.archive.root.path)).build(options: options)
        #expect(try without.book == .notAsked && !fileExists(fixture, "book") && bookLinks(fixture).isEmpty)
        #expect(try fixture.build().book == .linked(["book/book.pdf"]))

        try FileManager.default.removeItem(at: fixture.archive.root.appendingPathComponent("book"))
        let removed = try fixture.build()
        #expect(try removed.book == BookOnSite.none && !fileExists(fixture, "book") && bookLinks(fixture).isEmpty)
        #expect(!removed.warnings.contains { $0.file.contains("/book/") })
    }
}
