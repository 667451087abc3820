import Foundation
import StoryArchive
import Testing
import TestSupport

/// `audio.loudness`, which a build writes into a story.json or entry.json once it has measured
/// the recording: only for the recording measured, keeping what a person changed meanwhile, and
/// left out of every file until then.
@Suite struct RecordedLoudnessTests {
    static let measured = RecordingLoudness(integrated: -19.98, truePeak: -0.5, range: 1.8, threshold: -30.35, offset: 1.24,
                                            target: "I=-16:TP=-1.5:LRA=11")
    static let audio = #""audio":{"file":"audio.m4a","format":"m4a","codec":"aac","bytes":4,"sha256":"abc","sample_rate":null,"channels":1}"#

    private func archive(in folder: TemporaryDirectory) throws -> Archive {
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        try folder.write(#"{"id":"a","title":"A","recorded":"2020-01-01","tags":["old"],"# + Self.audio + "}",
                         to: "family/stories/2020-01-01-a/story.json")
        try folder.write(#"{"kind":"evening","person":"Joe","day":"2024-03-05","# + Self.audio + "}",
                         to: "family/days/2024-03-05-joe-evening/entry.json")
        return archive
    }

    @Test func aStoryAndADayEntryKeepTheMeasurementOfTheirRecording() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        #expect(try archive.loadStories().stories.first?.audio?.loudness == nil)
        // A person edits the title after the build read the story: the edit stays.
        try folder.write(#"{"id":"a","title":"Edited","recorded":"2020-01-01","tags":["old"],"# + Self.audio + "}",
                         to: "family/stories/2020-01-01-a/story.json")
        #expect(try archive.recordLoudness(Self.measured, of: .stories, id: "2020-01-01-a", sha256: "abc"))
        #expect(try archive.recordLoudness(Self.measured, of: .days, id: "2024-03-05-joe-evening", sha256: "abc"))
        let story = try #require(try archive.loadStories().stories.first)
        #expect(story.title == "Edited" && story.audio?.loudness == Self.measured)
        let entry = try #require(try archive.loadItem(DayEntry.self, folder: "2024-03-05-joe-evening")?.get())
        #expect(entry.audio?.loudness == Self.measured)
        let written = try String(contentsOf: archive.storyDirectory("2020-01-01-a").appendingPathComponent("story.json"), encoding: .utf8)
        #expect(written.contains(#""integrated_lufs" : -19.98"#) || written.contains(#""integrated_lufs": -19.98"#), "\(written)")
        #expect(try !archive.recordLoudness(Self.measured, of: .stories, id: "2020-01-01-a", sha256: "abc"), "written once")
    }

    /// A recording replaced since it was measured (another SHA-256), or a story removed, is left alone.
    @Test func anotherRecordingOrAMissingStoryIsLeftAlone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder)
        let file = archive.storyDirectory("2020-01-01-a").appendingPathComponent("story.json")
        let before = try Data(contentsOf: file)
        #expect(try !archive.recordLoudness(Self.measured, of: .stories, id: "2020-01-01-a", sha256: "abd"))
        #expect(try !archive.recordLoudness(Self.measured, of: .stories, id: "2020-01-02-gone", sha256: "abc"))
        #expect(try Data(contentsOf: file) == before)
    }

    /// Silence keeps no figures but the range loudnorm gives it (0), and reads back the same.
    @Test func silenceIsWrittenWithoutTheFiguresItHasNot() throws {
        let silent = RecordingLoudness(integrated: nil, truePeak: nil, range: 0, threshold: nil, offset: nil, target: "I=-16:TP=-1.5:LRA=11")
        let data = try JSONEncoder().encode(silent)
        #expect(String(decoding: data, as: UTF8.self).contains("integrated") == false)
        #expect(try JSONDecoder().decode(RecordingLoudness.self, from: data) == silent)
    }
}
