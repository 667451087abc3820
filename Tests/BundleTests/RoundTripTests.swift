import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing

/// `storychop ingest Family-Stories.zip` brings the stories back exactly, and adds nothing to
/// the archive the bundle came from.
@Suite struct RoundTripTests {
    static let options = IngestOptions(timeZone: TimeZone(identifier: "UTC") ?? .current,
                                       now: Date(timeIntervalSince1970: 1_800_000_000))

    @Test func ingestingTheBundleIntoAnEmptyArchiveGivesTheSameStories() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let empty = try Archive.create(at: fixture.folder.appending("restored").path,
                                       config: ArchiveConfig(title: "Restored"))
        let report = try StoryIngester(archive: empty).ingest([fixture.zipPath], options: Self.options)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.count == 12)

        let original = try fixture.stories()
        let restored = try empty.loadStories().stories
        #expect(restored.map(\.id) == original.map(\.id))
        // A story's own language comes back with it (the Winter of '78 has "en" from its Whisper transcript).
        #expect(original.contains { $0.language != nil })
        #expect(restored.map(\.language) == original.map(\.language))
        for (before, after) in zip(original, restored) {
            // Every field as it was, source.imported_at included (the bundle's, not the re-import's).
            #expect(after == before, "\(before.id)")
            let oldFolder = fixture.archive.storyDirectory(before.id)
            let newFolder = empty.storyDirectory(after.id)
            if let audio = after.audio {
                #expect(try FileDigest.sha256(ofFileAt: newFolder.appendingPathComponent(audio.file).path).sha256 == before.audio?.sha256)
            }
            if let transcript = before.transcript {
                #expect(FileManager.default.contents(atPath: newFolder.appendingPathComponent(transcript.file).path)
                        == FileManager.default.contents(atPath: oldFolder.appendingPathComponent(transcript.file).path),
                        "transcript of \(before.id)")
            }
            #expect(FileManager.default.contents(atPath: newFolder.appendingPathComponent("story.json").path)
                    == FileManager.default.contents(atPath: oldFolder.appendingPathComponent("story.json").path),
                    "story.json of \(before.id), byte for byte")
        }
    }

    @Test func ingestingTheBundleIntoItsOwnArchiveAddsNothing() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let report = try StoryIngester(archive: fixture.archive).ingest([fixture.zipPath], options: Self.options)
        #expect(report.added.isEmpty)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.skipped.count == 12)
        #expect(try fixture.stories().count == 12)
    }
}
