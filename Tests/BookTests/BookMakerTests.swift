import Foundation
import Testing
@testable import Book
import StoryArchive
import TestSupport

@Suite struct BookMakerTests {
    @Test func aBookHoldsEveryStoryTheSiteShowsWithItsCodeAndQRCode() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        let result = try fixture.make()
        let stories = try #require(try fixture.archive.loadStories().stories)
        #expect(result.record.volumes.map(\.file) == ["book.pdf"])
        #expect(result.record.storyIDs == stories.sorted { $0.recorded < $1.recorded }.map(\.id))
        let html = try fixture.html()
        let codes = StoryCode.codes(for: stories)
        for story in stories {
            #expect(html.contains("id=\"story-\(story.id)\""))
            #expect(html.contains(try #require(codes[story.id])))
        }
        #expect(html.components(separatedBy: "<svg").count - 1 == stories.count)
        let record = try #require(BookRecord.read(in: fixture.book))
        #expect(record == result.record)
        #expect(FileManager.default.fileExists(atPath: fixture.book.appendingPathComponent("book.pdf").path))
    }

    @Test func aSecondRunWithNothingChangedKeepsTheBookWithoutTypesetting() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        _ = try fixture.make()
        let again = try fixture.make()
        #expect(again.reused && fixture.engineRuns == 1)
        try fixture.edit("2024-03-09-how-we-met") { $0.title = "How We Met at the Dance" }
        let changed = try fixture.make()
        #expect(!changed.reused && fixture.engineRuns == 2)
        #expect(try fixture.html().contains("How We Met at the Dance"))
        _ = try fixture.make { $0.force = true }
        #expect(fixture.engineRuns == 3)
    }

    @Test func whatAStoppedRunLeftIsRemovedByTheNextEvenWhenTheBookIsKept() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        _ = try fixture.make()
        let leftovers = [".book.pdf.4242.17.tmp", ".book.json.4242.18.tmp", "images/.staging-4242"]
        for name in leftovers { _ = try fixture.folder.write("half", to: "archive/book/" + name) }
        _ = try fixture.folder.write("mine", to: "archive/book/.notes.tmp")
        #expect(try fixture.make().reused)
        for name in leftovers { #expect(!FileManager.default.fileExists(atPath: fixture.book.appendingPathComponent(name).path)) }
        #expect(FileManager.default.fileExists(atPath: fixture.book.appendingPathComponent(".notes.tmp").path))
    }

    @Test func aFolderWithTheKeepersOwnFilesIsRefusedAndLeftAsItWas() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        let mine = try fixture.folder.write("my own notes", to: "mydocs/book-2.pdf")
        let folder = mine.deletingLastPathComponent()
        do {
            _ = try fixture.make { $0.output = folder }
            Issue.record("a book was written over the keeper's files")
        } catch let error as BookError {
            #expect(error.file == folder.path && error.message.contains("book-2.pdf"))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["book-2.pdf"])
        #expect(try String(contentsOf: mine, encoding: .utf8) == "my own notes")
    }

    @Test func aBookOfOtherStoriesSaysWhichBookItReplacesAndKeepsItsWarnings() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        try fixture.edit("2024-03-09-how-we-met") { $0.transcript = nil }
        let family = try fixture.make()
        #expect(family.replaced == nil)
        let rose = try fixture.make { $0.person = "Grandma Rose" }
        #expect(rose.replaced?.storyIDs == family.record.storyIDs)
        let again = try fixture.make { $0.person = "Grandma Rose" }
        #expect(again.reused && again.replaced == nil)
        let whole = try fixture.make()
        let kept = try fixture.make()
        #expect(kept.reused && kept.warnings == whole.warnings && kept.warnings.contains { $0.contains("2024-03-09-how-we-met") })
    }

    @Test func storiesPastTheLimitAreSharedAmongVolumesAndOldVolumesGo() throws {
        let fixture = try BookFixture(pagesPerStory: 90)
        defer { fixture.remove() }
        let result = try fixture.make()
        #expect(result.record.volumes.count >= 3)
        #expect(result.record.volumes.allSatisfy { $0.pages <= 480 })
        #expect(result.record.volumes.map(\.file) == (1...result.record.volumes.count).map { "book-\($0).pdf" })
        #expect(Set(result.record.storyIDs).count == result.record.storyIDs.count)
        #expect(try fixture.html("book-2.html").contains("Volume 2"))
        // A book that fits one volume again takes the place of the volumes.
        let one = try fixture.make { $0.ids = [result.record.storyIDs[0]] }
        #expect(one.record.volumes.map(\.file) == ["book.pdf"])
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.book.path).filter { $0.hasPrefix("book") }.sorted()
        #expect(left == ["book.html", "book.json", "book.pdf"])
    }

    @Test func aFailingEngineLeavesTheBookBeforeItAsItWas() throws {
        let good = try BookFixture()
        defer { good.remove() }
        _ = try good.make()
        let before = snapshot(of: good.book)
        let failing = try BookFixture(engineFails: true)
        defer { failing.remove() }
        try FileManager.default.copyItem(at: good.book, to: failing.book)
        #expect(throws: BookError.self) { try failing.make { $0.force = true } }
        let after = snapshot(of: failing.book)
        #expect(after == before, "the book changed: \(Set(after.keys).symmetricDifference(before.keys))")
        do {
            _ = try failing.make { $0.force = true }
        } catch let error as BookError {
            #expect(error.reason == .engineFailed && error.message.contains("fails on purpose"))
        }
    }

    @Test func noEngineInstalledSaysHowToInstallOne() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(atPath: fixture.folder.appending("fake-engine").path)
        do {
            _ = try fixture.make()
            Issue.record("a book was made without an engine")
        } catch let error as BookError {
            #expect(error.reason == .noEngine && error.hint.contains("book_engine"))
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.book.path))
    }

    @Test func nothingChosenNamesTheChoiceAndTheNarrators() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        do {
            _ = try fixture.make { $0.person = "Uncle Nobody" }
            Issue.record("a book of nobody's stories was made")
        } catch let error as BookError {
            #expect(error.reason == .nothingChosen && error.message.contains("Uncle Nobody") && error.hint.contains("Grandma Rose"))
        }
        #expect(throws: BookError.self) { try fixture.make { $0.ids = ["no-such-story"] } }
    }
}
