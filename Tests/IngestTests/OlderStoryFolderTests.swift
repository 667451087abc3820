import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// A story folder an older StoryChop wrote, or a keeper edited, is taken as a story folder
/// whatever its story.json holds: a field over today's cap is cut, never a reason to leave the
/// story out; a story.json that does not load is refused by name, and its folder is not walked
/// (its recording would come in as a new story "audio" without its details).
@Suite struct OlderStoryFolderTests {
    static let longTitle = String(repeating: "a", count: 1_199) + "é"

    @Test func aStoryWithATitleOverTheCapIsReimportedWithItCut() throws {
        let older = try IngestFixture()
        defer { older.remove() }
        _ = try older.ingest([try older.source("2020-01-01 memo.wav", AudioSamples.wav(seconds: 6, seed: 60))])
        let id = try #require(older.stories().first?.id)
        // Older StoryChop never capped `ingest --title`: such a story.json is in archives today.
        let file = older.archive.storyDirectory(id).appendingPathComponent("story.json")
        let written = try String(contentsOf: file, encoding: .utf8)
        try #require(written.contains(#""title": "memo""#))
        try written.replacingOccurrences(of: #""title": "memo""#, with: #""title": "\#(Self.longTitle)""#)
            .write(to: file, atomically: true, encoding: .utf8)
        #expect(try older.stories().map(\.title) == [String(repeating: "a", count: 1_000)])

        let newer = try IngestFixture()
        defer { newer.remove() }
        let report = try newer.ingest([older.archive.storiesDirectory.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let story = try #require(newer.stories().first)
        #expect(try newer.stories().count == 1)
        #expect(story.id == id && story.title == String(repeating: "a", count: 1_000))
        #expect(story.source?.originalFile == "2020-01-01 memo.wav")
    }

    @Test func aStoryJSONThatDoesNotLoadIsRefusedByName() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("old/2020-01-01-a/story.json", #"{"title": "A", "recorded": "2020-01-01", "audio": {"file": "audio.wav""#)
        try fixture.source("old/2020-01-01-a/audio.wav", AudioSamples.wav(seconds: 6, seed: 61))
        try fixture.source("old/2020-01-02-b/story.json", #"{"title": "B", "recorded": "2020-01-02", "language": "not a tag", "source": null}"#)
        try fixture.source("old/2020-01-02-b/audio.wav", AudioSamples.wav(seconds: 6, seed: 62))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.isEmpty)
        let old = fixture.sources.path + "/old/"
        #expect(report.rejected.map(\.file) == [old + "2020-01-01-a/story.json", old + "2020-01-02-b/story.json"])
        #expect(report.rejected.first?.message.hasPrefix("not valid JSON") == true)
        #expect(report.rejected.last?.message.contains("language") == true)
        #expect(try fixture.stories().isEmpty)
    }

    /// A keeper's note named story.json (only a note's keys) is still a note for its recording.
    @Test func aNoteNamedStoryJSONIsStillANote() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("story.json", #"{"title": "The Dance", "date": "1961-06-03"}"#)
        try fixture.source("story.wav", AudioSamples.wav(seconds: 6, seed: 63))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(try fixture.stories().map(\.title) == ["The Dance"])
    }
}
