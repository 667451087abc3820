import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// A story's chapters come in from its notes (`chapters:` in YAML or JSON) or from a WebVTT
/// chapters file beside the recording; wrong chapters refuse the recording whole, naming the file.
@Suite struct ChapterIngestTests {
    @Test func aYAMLSidecarsChaptersAreKeptInOrderWithTheirWords() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("interview.wav", AudioSamples.wav(seconds: 30, seed: 60))
        // A time as text ("0:12" is not one of YAML's base-60 numbers: it starts with 0), or seconds.
        try fixture.source("interview.yml", """
            title: Rose's interview
            chapters:
              - time: 0:12
                title: The wedding
                synopsis: St. Mary's, June 1962, and the rain.
                keywords: [church, Joe]
              - time: "0:00"
                title: Growing up
              - start: 20.5
                title: Moving to the city
            """)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(!report.warnings.contains { $0.message.contains("unknown field") }, "\(report.warnings)")
        let story = try #require(try fixture.stories().first)
        #expect(story.chapters == [
            StoryChapter(start: 0, title: "Growing up"),
            StoryChapter(start: 12, title: "The wedding", synopsis: "St. Mary's, June 1962, and the rain.", keywords: ["church", "Joe"]),
            StoryChapter(start: 20.5, title: "Moving to the city"),
        ])
        #expect(story.schema == 4)
    }

    @Test func aJSONSidecarsChaptersTakeClockTextAndSeconds() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("visit.wav", AudioSamples.wav(seconds: 30, seed: 61))
        try fixture.source("visit.json", #"""
            {"title": "The visit", "chapters": [{"time": "0:00:03.250", "title": "Arriving"}, {"time": 15, "title": "Tea", "keywords": "kitchen"}]}
            """#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let story = try #require(try fixture.stories().first)
        #expect(story.chapters == [StoryChapter(start: 3.25, title: "Arriving"), StoryChapter(start: 15, title: "Tea", keywords: ["kitchen"])])
    }

    @Test func aWebVTTChaptersFileBesideTheRecordingGivesItsCuesAsChapters() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("farm.wav", AudioSamples.wav(seconds: 30, seed: 62))
        try fixture.source("farm.vtt", "WEBVTT\n\n00:00.000 --> 00:04.000\nWe had cows.\n")
        try fixture.source("farm.chapters.vtt", """
            WEBVTT

            chapter-1
            00:00:00.000 --> 00:00:10.000
            The farm

            00:00:10.000 --> 00:00:30.000
            The war
            and after
            """)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let story = try #require(try fixture.stories().first)
        #expect(story.chapters == [StoryChapter(start: 0, title: "The farm"), StoryChapter(start: 10, title: "The war and after")])
        // The transcript beside it is still the transcript, not the chapters.
        #expect(story.transcript?.file == "transcript.vtt")
        let transcript = try String(contentsOf: fixture.archive.storyDirectory(story.id).appendingPathComponent("transcript.vtt"), encoding: .utf8)
        #expect(transcript.contains("We had cows.") && !transcript.contains("The farm"))
    }

    @Test func theNotesChaptersWinOverAChaptersFileWhichIsNamedInAWarning() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("both.wav", AudioSamples.wav(seconds: 30, seed: 63))
        try fixture.source("both.yml", "chapters:\n  - time: 5\n    title: From the notes\n")
        try fixture.source("both.chapters.vtt", "WEBVTT\n\n00:01.000 --> 00:02.000\nFrom the file\n")
        let report = try fixture.ingest([fixture.sources.path])
        let story = try #require(try fixture.stories().first)
        #expect(story.chapters == [StoryChapter(start: 5, title: "From the notes")])
        #expect(report.warnings.contains { $0.file.hasSuffix("both.chapters.vtt") && $0.message.contains("not used") }, "\(report.warnings)")
    }

    /// A defect in the chapters, the file it is in, and words its one-line message must hold.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var file: String
        var text: String
        var says: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "a time that is no time", file: "a.yml", text: "chapters:\n  - time: soon\n    title: A\n",
             says: "chapter 1: \"time\" should be a time like 12:40 or 1:02:05, or a number of seconds, not \"soon\""),
        Case(name: "no title", file: "a.json", text: #"{"chapters": [{"time": "0:01"}]}"#, says: "chapter 1: it has no \"title\""),
        Case(name: "past the end", file: "a.yml", text: "chapters:\n  - time: 1:00:00\n    title: Late\n",
             says: "chapter \"Late\" starts at 1:00:00, after the recording ends (0:30)"),
        Case(name: "two at one time", file: "a.yml", text: "chapters:\n  - time: 3\n    title: A\n  - time: 3\n    title: B\n",
             says: "chapters \"A\" and \"B\" both start at 0:03"),
        Case(name: "not a list", file: "a.json", text: #"{"chapters": "The wedding"}"#, says: "\"chapters\" should be a list of chapters"),
        Case(name: "an unknown key", file: "a.yml", text: "chapters:\n  - time: 3\n    title: A\n    tilte: B\n", says: "unknown key \"tilte\""),
        Case(name: "a chapters file without timings", file: "a.chapters.vtt", text: "WEBVTT\n\nThe wedding\n", says: "it has no cue timings"),
        Case(name: "a chapters file without titles", file: "a.chapters.vtt", text: "WEBVTT\n\n00:01.000 --> 00:02.000\n",
             says: "it has no chapter titles"),
        Case(name: "a chapters file with a cue without a title", file: "a.chapters.vtt",
             text: "WEBVTT\n\n00:01.000 --> 00:02.000\nFirst\n\n00:05.000 --> 00:06.000\n\n00:08.000 --> 00:09.000\nThird\n",
             says: "1 of its 3 cues has no title"),
        Case(name: "a chapters file past the end", file: "a.chapters.vtt", text: "WEBVTT\n\n00:45.000 --> 00:50.000\nLate\n",
             says: "after the recording ends"),
    ]

    @Test(arguments: cases)
    func wrongChaptersRefuseTheRecordingNamingTheFile(_ bad: Case) throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 30, seed: 64))
        try fixture.source(bad.file, bad.text)
        let report = try fixture.ingest([fixture.sources.path])
        let error = try #require(report.rejected.first)
        #expect(error.file?.hasSuffix("/" + bad.file) == true, "\(error)")
        #expect(error.message.contains(bad.says), "\(error.message)")
        #expect(!error.message.contains("\n"))
        #expect(error.hint == "Fix the chapters in the file and run ingest again; nothing was added for this recording.")
        #expect(try report.added.isEmpty && fixture.stories().isEmpty)
    }
}
