import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// Photos come with a recording: beside it with its name, or listed in its notes; each is kept
/// byte for byte with its checksum, and a bad one is one warning while the story still comes in.
@Suite struct PhotoIngestTests {
    /// The warnings about photos: a recording without a date here is warned about too.
    private func photoWarnings(_ report: IngestReport) -> [IngestReport.Warning] {
        report.warnings.filter { !$0.message.hasPrefix("no recording date") }
    }

    private func folderFiles(_ fixture: IngestFixture, _ story: Story) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.archive.storyDirectory(story.id).path).sorted()
    }

    @Test func aSameNamePhotoAndTheNotesPhotosAreKeptInOrder() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("our-wedding.wav", AudioSamples.wav(seconds: 6, seed: 40))
        try fixture.source("our-wedding.JPG", PhotoSamples.jpeg)
        try fixture.source("church.png", PhotoSamples.png)
        try fixture.source("old/farm.heic", PhotoSamples.heic)
        try fixture.source("our-wedding.yml", """
            title: Our wedding
            photos:
              - file: church.png
                alt: Rose and Joe outside the church, she in a long white dress
                caption: June 1962, St. Mary's
                date: 1962-06-20
                people: [Grandma Rose, Grandpa Joe]
              - old/farm.heic
              - file: our-wedding.JPG
                alt: Rose and Joe cutting the cake
            """)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty && photoWarnings(report).isEmpty, "\(report.rejected) \(report.warnings)")
        let story = try #require(try fixture.stories().first)
        #expect(story.schema == 3)
        #expect(story.photos.map(\.file) == ["photo-1.jpg", "photo-2.png", "photo-3.heic"])
        #expect(story.photos.map(\.format) == ["jpeg", "png", "heic"])
        #expect(story.photos.map(\.originalFile) == ["our-wedding.JPG", "church.png", "farm.heic"])
        // The same-name photo, listed too, is taken once, in its place, with the notes' words.
        #expect(story.photos[0].alt == "Rose and Joe cutting the cake" && story.photos[2].alt == nil)
        let church = story.photos[1]
        #expect(church.alt == "Rose and Joe outside the church, she in a long white dress")
        #expect(church.caption == "June 1962, St. Mary's" && church.date == "1962-06-20")
        #expect(church.people == ["Grandma Rose", "Grandpa Joe"])
        let folder = fixture.archive.storyDirectory(story.id)
        for (photo, original) in zip(story.photos, [PhotoSamples.jpeg, PhotoSamples.png, PhotoSamples.heic]) {
            let kept = try Data(contentsOf: folder.appendingPathComponent(photo.file))
            #expect(kept == original)
            #expect(photo.bytes == Int64(original.count) && photo.sha256 == FileDigest.sha256(of: original))
        }
        #expect(report.added.first?.photos == 3)
    }

    @Test func eachBadPhotoIsOneLineAndTheStoryComesInWithoutIt() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("visit.wav", AudioSamples.wav(seconds: 6, seed: 41))
        try fixture.source("cut.jpg", PhotoSamples.truncatedJPEG)
        try fixture.source("bomb.png", PhotoSamples.pngBomb())
        try fixture.source("moving.gif", PhotoSamples.fixture("photo.gif"))
        try fixture.source("good.jpg", PhotoSamples.jpeg)
        try fixture.source("visit.json", #"{"photos": ["cut.jpg", "bomb.png", "moving.gif", "gone.jpg", "../outside.jpg", 7, "good.jpg"]}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty)
        #expect(report.added.count == 1)
        let lines = Dictionary(photoWarnings(report).map { ($0.file.split(separator: "/").suffix(2).joined(separator: "/"), $0.message) },
                               uniquingKeysWith: { $0 + " | " + $1 })
        #expect(lines["sources/cut.jpg"]?.contains("cut off while copying") == true)
        #expect(lines["sources/bomb.png"]?.contains("100000 × 100000") == true)
        #expect(lines["sources/moving.gif"]?.contains("Convert it to JPEG") == true)
        #expect(lines["sources/gone.jpg"]?.contains("sources/visit.json, is not there") == true)
        #expect(lines["sources/visit.json"]?.contains("\"../outside.jpg\" should be a file in the notes' folder") == true)
        #expect(lines["sources/visit.json"]?.contains("photo 6 was not added") == true)
        #expect(photoWarnings(report).count == 6)
        let story = try #require(try fixture.stories().first)
        #expect(story.photos.map(\.file) == ["photo-1.jpg"])
        #expect(story.photos.first?.originalFile == "good.jpg")
        #expect(try folderFiles(fixture, story) == ["audio.wav", "photo-1.jpg", "story.json"])
    }

    @Test func aPhotoOfNoRecordingIsIgnoredWithWhy() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("talk.wav", AudioSamples.wav(seconds: 6, seed: 42))
        try fixture.source("holiday.jpg", PhotoSamples.jpeg)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty)
        let warning = try #require(photoWarnings(report).first { $0.file.hasSuffix("sources/holiday.jpg") })
        #expect(warning.message.hasPrefix("this photo was ignored: it goes with no recording"))
        #expect(try fixture.stories().first?.photos.isEmpty == true)
        // Given on its own, a photo is not a recording either.
        let alone = try fixture.ingest([fixture.sources.appendingPathComponent("holiday.jpg").path])
        #expect(photoWarnings(alone).first?.message.contains("goes with no recording") == true)
    }

    @Test func ingestingTheSameRecordingAgainSkipsItAndItsPhotos() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("again.wav", AudioSamples.wav(seconds: 6, seed: 43))
        try fixture.source("again.jpg", PhotoSamples.jpeg)
        _ = try fixture.ingest([fixture.sources.path])
        let second = try fixture.ingest([fixture.sources.path])
        #expect(second.added.isEmpty && second.skipped.count == 1)
        #expect(photoWarnings(second).isEmpty)
        #expect(try fixture.stories().count == 1)
    }

    @Test func aDryRunNamesTheBadPhotoAndWritesNothing() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("dry.wav", AudioSamples.wav(seconds: 6, seed: 44))
        try fixture.source("dry.png", PhotoSamples.pngBomb())
        let report = try fixture.ingest([fixture.sources.path], dryRun: true)
        #expect(report.added.count == 1)
        #expect(photoWarnings(report).count == 1 && photoWarnings(report).first?.file.hasSuffix("sources/dry.png") == true)
        #expect(try fixture.stories().isEmpty)
    }

    @Test func anEmptyAltMarksDecorationAndIsKept() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("deco.wav", AudioSamples.wav(seconds: 6, seed: 45))
        try fixture.source("border.png", PhotoSamples.png)
        try fixture.source("deco.yml", "photos:\n  - file: border.png\n    alt: \"\"\n")
        _ = try fixture.ingest([fixture.sources.path])
        let photo = try #require(try fixture.stories().first?.photos.first)
        #expect(photo.alt == "")
    }

    @Test func aJournalsEntryKeepsNoPhotoAndSaysSo() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("2024-03-05 morning.wav", AudioSamples.wav(seconds: 6, seed: 46))
        try fixture.source("2024-03-05 morning.jpg", PhotoSamples.jpeg)
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Grandma Rose")
        #expect(report.added.count == 1 && report.added.first?.collection == .days)
        let warning = try #require(photoWarnings(report).first)
        #expect(warning.file.hasSuffix("morning.jpg") && warning.message.contains("photos are kept with stories"))
    }

    /// A StoryChop story folder (an unpacked bundle's) brings its photos, each checked against
    /// its checksum, and never one named outside its folder.
    @Test func aStoryFoldersPhotosComeBackCheckedByTheirChecksums() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let folder = "bundle/stories/2020-01-01-a/"
        try fixture.source(folder + "audio.wav", AudioSamples.wav(seconds: 6, seed: 47))
        try fixture.source(folder + "photo-1.jpg", PhotoSamples.jpeg)
        try fixture.source(folder + "photo-2.png", PhotoSamples.png)
        try fixture.source("bundle/stories/outside.jpg", PhotoSamples.jpeg)
        let jpeg = FileDigest.sha256(of: PhotoSamples.jpeg)
        try fixture.source(folder + "story.json", """
            {"id": "2020-01-01-a", "title": "A", "recorded": "2020-01-01",
             "audio": {"file": "audio.wav", "format": "wav", "codec": "pcm", "bytes": 0, "sha256": "", "sample_rate": 8000, "channels": 1},
             "photos": [{"file": "photo-1.jpg", "format": "jpeg", "bytes": \(PhotoSamples.jpeg.count), "sha256": "\(jpeg)", "alt": "Kept"},
                        {"file": "photo-2.png", "format": "png", "bytes": 1, "sha256": "\(jpeg)"},
                        {"file": "../outside.jpg", "format": "jpeg", "bytes": 1, "sha256": "\(jpeg)"}]}
            """)
        let report = try fixture.ingest([fixture.sources.appendingPathComponent("bundle").path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let messages = photoWarnings(report).map(\.message)
        // outside.jpg itself, a loose photo of the folder walked, is passed over as such.
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("this photo was ignored") })
        #expect(messages.contains { $0.contains("does not match the checksum") })
        #expect(messages.contains { $0.contains("\"../outside.jpg\" was not added") })
        let story = try #require(try fixture.stories().first)
        #expect(story.photos.map(\.file) == ["photo-1.jpg"] && story.photos.first?.alt == "Kept")
        #expect(try folderFiles(fixture, story) == ["audio.wav", "photo-1.jpg", "story.json"])
    }
}
