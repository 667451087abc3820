import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// A story's photos and the archive's people travel in the bundle and come back; `verify`
/// names a damaged or missing photo or portrait, and `repair` puts a photo back.
@Suite struct PhotoBundleTests {
    /// A sample story without photos of its own, told by Grandma Rose (so her portrait is on the site).
    static let storyID = "2024-03-24-sunday-dinners"

    /// The fixture with two photos on one story, and Grandma Rose in people.yml with her portrait.
    private func fixtureWithPhotos() throws -> BundleFixture {
        let fixture = try BundleFixture()
        try fixture.keepOnly([Self.storyID])
        let sources = fixture.folder.appending("photos")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        for (name, data, format) in [("IMG_0412.JPG", PhotoSamples.jpeg, "jpeg"), ("farm.heic", PhotoSamples.heic, "heic")] {
            let url = sources.appendingPathComponent(name)
            try data.write(to: url)
            let addition = PhotoEdit.Addition(source: url, fileExtension: format == "jpeg" ? "jpg" : format, format: format,
                                              words: .init(alt: "A photo of \(name)", people: ["Grandma Rose"]))
            _ = try fixture.archive.edit(story: Self.storyID, StoryEdit(), photos: PhotoEdit(addition: addition))
        }
        try "Grandma Rose:\n  born: 1941\n  about: Grew up on a farm.\n".write(to: fixture.archive.root.appendingPathComponent("people.yml"),
                                                                             atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: fixture.archive.root.appendingPathComponent("people"), withIntermediateDirectories: true)
        try PhotoSamples.png.write(to: fixture.archive.root.appendingPathComponent("people/Grandma Rose.png"))
        try fixture.makeSite()
        return fixture
    }

    private func photoPath(_ fixture: BundleFixture, _ name: String) -> URL {
        fixture.archive.storyDirectory(Self.storyID).appendingPathComponent(name)
    }

    @Test func theBundleCarriesPhotosAndPeopleAndIngestBringsThemBack() throws {
        let fixture = try fixtureWithPhotos()
        defer { fixture.remove() }
        try fixture.export()
        #expect(try BundleVerifier.verify(path: fixture.zipPath).problems.isEmpty)
        let unpacked = try fixture.unpack(fixture.zipPath)
        let bag = try #require(try FileManager.default.contentsOfDirectory(atPath: unpacked.path).first)
        let data = unpacked.appendingPathComponent(bag).appendingPathComponent("data")
        #expect(FileManager.default.contents(atPath: data.appendingPathComponent("stories/\(Self.storyID)/photo-2.heic").path) == PhotoSamples.heic)
        #expect(FileManager.default.fileExists(atPath: data.appendingPathComponent("people-book/people.yml").path))
        let manifest = try String(contentsOf: unpacked.appendingPathComponent(bag).appendingPathComponent("manifest.json"), encoding: .utf8)
        #expect(manifest.contains("\"photos\"") && manifest.contains("data/people-book/people/Grandma Rose.png"))
        #expect(manifest.contains("\"role\": \"photo\",\n") && manifest.contains("data/stories/\(Self.storyID)/photo-2.heic"))

        let restored = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let report = try StoryIngester(archive: restored).ingest([fixture.zipPath], options: RoundTripTests.options)
        #expect(report.rejected.isEmpty && report.warnings.isEmpty, "\(report.rejected) \(report.warnings)")
        #expect(report.peopleFilesAdded == ["people.yml", "people/Grandma Rose.png"])
        let before = try #require(try fixture.stories().first)
        let after = try #require(try restored.loadStories().stories.first)
        #expect(after.photos == before.photos)
        #expect(after.photos.count == 2)
        for photo in after.photos {
            #expect(FileManager.default.contents(atPath: restored.storyDirectory(after.id).appendingPathComponent(photo.file).path)
                    == FileManager.default.contents(atPath: photoPath(fixture, photo.file).path))
        }
        #expect(try PeopleBook.load(from: restored) == PeopleBook.load(from: fixture.archive))
        // A second import brings back nothing the archive has now.
        let again = try StoryIngester(archive: restored).ingest([fixture.zipPath], options: RoundTripTests.options)
        #expect(again.peopleFilesAdded.isEmpty && again.added.isEmpty)
    }

    @Test func verifyNamesAMissingOrChangedPhotoAndABadPortrait() throws {
        let fixture = try fixtureWithPhotos()
        defer { fixture.remove() }
        #expect(try BundleVerifier.verify(path: fixture.archive.root.path).problems.isEmpty)
        try FileManager.default.removeItem(at: photoPath(fixture, "photo-1.jpg"))
        try PhotoSamples.png.write(to: photoPath(fixture, "photo-2.heic"))
        try Data("not a photo".utf8).write(to: fixture.archive.root.appendingPathComponent("people/Grandma Rose.png"))
        try "Grandpa Joe:\n  portrait: people/joe.jpg\n".write(to: fixture.archive.root.appendingPathComponent("people.yml"),
                                                                atomically: true, encoding: .utf8)
        let problems = try BundleVerifier.verify(path: fixture.archive.root.path).problems
        let byFile = Dictionary(problems.map { ($0.file ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byFile["stories/\(Self.storyID)/photo-1.jpg"]?.kind == .missing)
        #expect(byFile["stories/\(Self.storyID)/photo-1.jpg"]?.message == "the photo named in story.json is missing")
        #expect(byFile["stories/\(Self.storyID)/photo-2.heic"]?.kind == .changed)
        #expect(byFile["people/joe.jpg"]?.message == "the portrait people.yml gives Grandpa Joe is missing")
        #expect(byFile["people/Grandma Rose.png"]?.message.contains("is not a photo StoryChop can show") == true)
    }

    @Test func repairPutsBackAMissingOrDamagedPhotoFromTheBundle() throws {
        let fixture = try fixtureWithPhotos()
        defer { fixture.remove() }
        try fixture.export()
        try FileManager.default.removeItem(at: photoPath(fixture, "photo-1.jpg"))
        try Data(repeating: 0, count: PhotoSamples.heic.count).write(to: photoPath(fixture, "photo-2.heic"))
        let report = try ArchiveRepair(archive: fixture.archive).repair(from: fixture.zipPath)
        #expect(report.unmended.isEmpty)
        #expect(report.restored.map(\.path).sorted() == ["stories/\(Self.storyID)/photo-1.jpg", "stories/\(Self.storyID)/photo-2.heic"])
        #expect(FileManager.default.contents(atPath: photoPath(fixture, "photo-1.jpg").path) == PhotoSamples.jpeg)
        #expect(FileManager.default.contents(atPath: photoPath(fixture, "photo-2.heic").path) == PhotoSamples.heic)
        #expect(try BundleVerifier.verify(path: fixture.archive.root.path).problems.isEmpty)
    }

    @Test func exportRefusesAPhotoChangedSinceItWasAdded() throws {
        let fixture = try fixtureWithPhotos()
        defer { fixture.remove() }
        try PhotoSamples.png.write(to: photoPath(fixture, "photo-1.jpg"))
        #expect {
            try fixture.export()
        } throws: { error in
            (error as? BundleError)?.message.hasPrefix("the photo does not match the checksum") == true
        }
    }
}
