import Foundation
import StoryArchive
import Testing
import TestSupport

/// `audio.loudness`, which a build writes into a story.json once it has measured the recording:
/// only for the recording measured, only into a file as StoryChop writes it (nothing a person
/// wrote is lost), read leniently, and left out of every file until then.
@Suite struct RecordedLoudnessTests {
    static let measured = RecordingLoudness(integrated: -19.98, truePeak: -0.5, range: 1.8, threshold: -30.35, offset: 1.24,
                                            target: "I=-16:TP=-1.5:LRA=11")
    static let audio = #""audio":{"file":"audio.m4a","format":"m4a","codec":"aac","bytes":4,"sha256":"abc","sample_rate":null,"channels":1}"#
    static let id = "2020-01-01-a"

    /// An archive with one story, its story.json as StoryChop writes it.
    private func archive(in folder: TemporaryDirectory) throws -> Archive {
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"id":"a","title":"A","recorded":"2020-01-01","tags":["old"],"# + Self.audio + "}",
                         to: "family/stories/\(Self.id)/story.json")
        try archive.save(try #require(try archive.loadStories().stories.first))
        return archive
    }

    private func file(_ archive: Archive) -> URL {
        archive.storyDirectory(Self.id).appendingPathComponent("story.json")
    }

    @Test func aStoryKeepsTheMeasurementOfItsRecording() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        #expect(try archive.loadStories().stories.first?.audio?.loudness == nil)
        #expect(try !String(contentsOf: file(archive), encoding: .utf8).contains("loudness"), "left out until measured")
        #expect(try archive.recordLoudness(Self.measured, ofStory: Self.id, sha256: "abc"))
        #expect(try archive.loadStories().stories.first?.audio?.loudness == Self.measured)
        #expect(try String(contentsOf: file(archive), encoding: .utf8).contains(#""integrated_lufs": -19.98"#))
        #expect(try !archive.recordLoudness(Self.measured, ofStory: Self.id, sha256: "abc"), "written once")
    }

    /// A recording replaced since it was measured (another SHA-256), a story removed, and a
    /// story.json a person laid out or added to in their own way are left as they are.
    @Test func anotherRecordingAMissingStoryOrAFileOfOnesOwnIsLeftAlone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let before = try Data(contentsOf: file(archive))
        #expect(try !archive.recordLoudness(Self.measured, ofStory: Self.id, sha256: "abd"))
        #expect(try !archive.recordLoudness(Self.measured, ofStory: "2020-01-02-gone", sha256: "abc"))
        #expect(try Data(contentsOf: file(archive)) == before)
        let own = #"{"id":"a","title":"  A ","family_note":"keep me","recorded":"2020-01-01","# + Self.audio + "}"
        try folder.write(own, to: "family/stories/\(Self.id)/story.json")
        #expect(try !archive.recordLoudness(Self.measured, ofStory: Self.id, sha256: "abc"))
        #expect(try String(contentsOf: file(archive), encoding: .utf8) == own)
    }

    /// A hand edit gone wrong in `loudness` is no measurement, not a story left out of the site.
    @Test func aWrongLoudnessIsReadAsNone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let edited = try String(contentsOf: file(archive), encoding: .utf8)
            .replacingOccurrences(of: #""channels": 1"#, with: #""channels": 1, "loudness": {"true_peak_dbtp": "loud", "integrated_lufs": -20}"#)
        try folder.write(edited, to: "family/stories/\(Self.id)/story.json")
        let story = try #require(try archive.loadStories().stories.first)
        #expect(story.audio?.loudness == RecordingLoudness(integrated: -20, truePeak: nil, range: nil, threshold: nil, offset: nil, target: ""))
        try folder.write(edited.replacingOccurrences(of: #"{"true_peak_dbtp": "loud", "integrated_lufs": -20}"#, with: #""loud""#),
                         to: "family/stories/\(Self.id)/story.json")
        #expect(try archive.loadStories().stories.first?.audio?.loudness?.integrated == nil)
    }
}
