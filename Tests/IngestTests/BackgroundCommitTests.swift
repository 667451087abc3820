import Foundation
@testable import Ingest
import StoryArchive
import Testing
import TestSupport

/// A full batch of stories is committed (flushed, then moved into place) on a thread of its
/// own while the next batch fills: every story must still end up in place, and a story that
/// could not be moved must be reported where committing it on the spot would have put it.
@Suite struct BackgroundCommitTests {
    /// More recordings than one batch holds, so at least one batch is committed in the background
    /// while the next fills.
    @Test func everyBatchEndsUpInPlace() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let count = CommitBatch.maxStories + 20
        for index in 0..<count {
            try fixture.source(String(format: "take-%03d.wav", index), AudioSamples.wav(seconds: 6, sampleRate: 2000, seed: index))
        }

        let report = try fixture.ingest([fixture.sources.path])

        #expect(report.rejected.isEmpty)
        #expect(report.added.count == count)
        #expect(Set(try fixture.stories().map(\.id)) == Set(report.added.map(\.id)))
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.archive.storiesDirectory.path)
        #expect(names.filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func aStoryThatCouldNotBeMovedIsRejectedWhereItsBatchWasFull() throws {
        var report = IngestReport()
        let day = try #require(RecordedDate(parsing: "2024-03-05"))
        let stories = (1...3).map { number in
            Story(id: "2024-03-05-story-\(number)", title: "Story \(number)", recorded: day, duration: 10,
                  audio: AudioFile(file: "audio.m4a", format: "m4a", codec: "aac", bytes: 100,
                                   sha256: String(repeating: "ab", count: 32), sampleRate: 8000, channels: 1),
                  source: Source(originalFile: "\(number).m4a", importedAt: "2026-11-21T10:00:00Z"))
        }
        for story in stories {
            report.added.append(IngestReport.Added(id: story.id, file: "\(story.id).m4a", title: story.title))
            report.bytesAdded += 100
        }
        report.rejected = [IngestError(.tooShort, file: "before.m4a", message: "too short", hint: ""),
                           IngestError(.tooShort, file: "after.m4a", message: "too short", hint: "")]

        let clash = ArchiveError.io("stories/" + stories[1].id, "a story with this id already exists", errno: EEXIST)
        report.withdraw([(stories[1], clash)], rejectedAt: 1)

        #expect(report.added.map(\.id) == [stories[0].id, stories[2].id])
        #expect(report.bytesAdded == 200)
        // The error leads with the recording, and names the story folder that was in the way.
        #expect(report.rejected.map(\.file) == ["before.m4a", stories[1].id + ".m4a", "after.m4a"])
        #expect(report.rejected[1].message.hasPrefix("a story with this id already exists")
                && report.rejected[1].message.hasSuffix("(stories/\(stories[1].id))"))
    }
}
