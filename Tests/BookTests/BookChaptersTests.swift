import Crypto
import Foundation
import Testing
@testable import Book
import StoryArchive
import TestSupport

@Suite struct BookChaptersTests {
    @Test func aStoryWithoutATranscriptSaysSoAndKeepsItsCode() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        try fixture.edit("2024-03-09-how-we-met") { $0.transcript = nil }
        let result = try fixture.make()
        #expect(result.warnings.contains { $0.contains("2024-03-09-how-we-met") && $0.contains("no transcript") })
        let html = try fixture.html()
        let chapter = try #require(html.components(separatedBy: "id=\"story-2024-03-09-how-we-met\"").last?.components(separatedBy: "</article>").first)
        #expect(chapter.contains("no transcript of this story") && chapter.contains("<svg") && chapter.contains("Story code"))
    }

    @Test func withoutABaseURLTheBookPrintsCodesAlone() throws {
        let fixture = try BookFixture(baseURL: nil)
        defer { fixture.remove() }
        let result = try fixture.make()
        #expect(!result.hasAddress)
        let html = try fixture.html()
        #expect(!html.contains("<svg") && html.contains("Story code") && html.contains("made without the address"))
    }

    @Test func photosArePrintedFromCopiesAndTheOriginalsAreUntouched() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        let folder = try fixture.archive.storyDirectory("2020-06-20-our-wedding-day")
        let originals = try ["photo-1.jpg", "photo-2.png", "photo-3.webp"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        _ = try fixture.make()
        let after = try ["photo-1.jpg", "photo-2.png", "photo-3.webp"].map { try Data(contentsOf: folder.appendingPathComponent($0)) }
        #expect(after == originals)
        let images = try FileManager.default.contentsOfDirectory(atPath: fixture.book.appendingPathComponent("images").path)
        let photos = try fixture.archive.loadStories().stories.flatMap(\.photos)
        #expect(images.count == Set(photos.map(\.sha256)).count && images.allSatisfy { $0.hasSuffix(".jpg") })
        for name in images {
            let attributes = try FileManager.default.attributesOfItem(atPath: fixture.book.appendingPathComponent("images/" + name).path)
            #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        }
        #expect(try fixture.html().contains("With Grandma Rose and Grandpa Joe"))
    }

    @Test func aPhotoThatCannotBeReadIsNamedAndTheBookIsMadeWithoutIt() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        let photo = try fixture.archive.storyDirectory("2024-03-05-the-day-we-moved").appendingPathComponent("photo-1.heic")
        try Data(try Data(contentsOf: photo).prefix(300)).write(to: photo)
        let result = try fixture.make()
        #expect(result.warnings.contains { $0.contains("photo-1.heic") && $0.contains("printed without it") })
        #expect(result.record.storyIDs.contains("2024-03-05-the-day-we-moved"))
    }

    @Test func aCoverPhotoThatCannotBeReadStopsTheBookAndSaysWhich() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        let broken = try fixture.folder.write(PhotoSamples.truncatedJPEG, to: "cover.jpg")
        do {
            _ = try fixture.make { $0.cover = broken.path }
            Issue.record("a book was made with a broken cover")
        } catch let error as BookError {
            #expect(error.reason == .badPhoto && error.file == broken.path)
            #expect(error.message.hasPrefix("the cover photo cannot be used: ") && !error.message.contains("printed without it"))
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.book.appendingPathComponent("book.pdf").path))
    }

    @Test func privateAndSealedStoriesAreLeftOutAndSaidSo() throws {
        let fixture = try BookFixture()
        defer { fixture.remove() }
        try fixture.edit("2024-03-09-how-we-met") { $0.isPrivate = true }
        try fixture.edit("2019-11-11-letters-from-the-war") { $0.sealedUntil = RecordedDate(year: 2040, month: 1, day: 1) }
        let result = try fixture.make()
        #expect(!result.record.storyIDs.contains("2024-03-09-how-we-met") && !result.record.storyIDs.contains("2019-11-11-letters-from-the-war"))
        #expect(result.leftOut == ["1 private story", "1 sealed story"])
        #expect(try !fixture.html().contains("How We Met"))
    }
}
