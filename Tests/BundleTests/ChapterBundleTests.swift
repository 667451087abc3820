import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing

/// A story's chapters ride in its story.json: `export` puts them in the bundle and `ingest
/// BUNDLE.zip` brings them back as they were, with no file of their own.
@Suite struct ChapterBundleTests {
    @Test func exportAndReimportKeepEveryChapter() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let id = "2024-03-09-how-we-met"
        var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(id)).get()
        story.id = id
        story.chapters = [StoryChapter(start: 0, title: "The church dance", synopsis: "Where they met.", keywords: ["dance", "1958"]),
                          StoryChapter(start: 9.403, title: "Sorry three times")]
        try fixture.archive.save(story)
        let report = try fixture.export()
        #expect(report.stories == 14)
        let unpacked = try fixture.unpack(fixture.zipPath).appendingPathComponent(report.topFolder)
        let bundled = try Data(contentsOf: unpacked.appendingPathComponent("data/stories/\(id)/story.json"))
        #expect(String(decoding: bundled, as: UTF8.self).contains("\"Sorry three times\""))

        let empty = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let ingested = try StoryIngester(archive: empty).ingest([fixture.zipPath], options: RoundTripTests.options)
        #expect(ingested.rejected.isEmpty, "\(ingested.rejected)")
        let restored = try #require(try empty.loadStory(folder: id)?.get())
        #expect(restored.chapters == story.chapters && restored.schema == 4)
        #expect(FileManager.default.contents(atPath: empty.storyDirectory(id).appendingPathComponent("story.json").path)
                == FileManager.default.contents(atPath: fixture.archive.storyDirectory(id).appendingPathComponent("story.json").path))
    }
}
