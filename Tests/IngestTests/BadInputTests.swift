import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// Each kind of bad input is rejected with exit status 1 and a message naming the file, the
/// archive is left exactly as it was for it, and a valid recording in the same run is still added.
@Suite struct BadInputTests {
    /// A defect, the file that carries it and words the message must contain.
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var files: @Sendable (IngestFixture) throws -> Void
        var rejectedFile: String
        var says: String
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "zero-byte file", files: { try $0.source("empty.m4a", Data()) },
             rejectedFile: "empty.m4a", says: "empty"),
        Case(name: "truncated audio", files: { f in
            let whole = try f.fixture("aac.m4a")
            try f.source("cut.m4a", whole.prefix(whole.count / 2))
        }, rejectedFile: "cut.m4a", says: "interrupted"),
        Case(name: "MP4 without moov", files: { f in
            try f.source("nomoov.m4a", AudioSamples.mp4WithoutMoov(try f.fixture("aac-faststart.m4a")))
        }, rejectedFile: "nomoov.m4a", says: "index"),
        Case(name: "random bytes with an audio extension", files: { f in
            try f.source("noise.mp3", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ 13) }))
        }, rejectedFile: "noise.mp3", says: "not"),
        Case(name: "clip shorter than 5 s", files: { f in
            try f.source("tap.wav", AudioSamples.wav(seconds: 2))
        }, rejectedFile: "tap.wav", says: "shorter than the archive's minimum of 5 s"),
        Case(name: "invalid JSON sidecar", files: { f in
            try f.source("memory.wav", AudioSamples.wav(seconds: 6, seed: 1))
            try f.source("memory.json", #"{"title": "Broken""#)
        }, rejectedFile: "memory.json", says: "not valid JSON"),
        Case(name: "mood of the wrong type", files: { f in
            try f.source("happy.wav", AudioSamples.wav(seconds: 6, seed: 2))
            try f.source("happy.json", #"{"mood": "happy"}"#)
        }, rejectedFile: "happy.json", says: "\"mood\" should be a whole number from 0 to 4"),
        Case(name: "mood out of range", files: { f in
            try f.source("seven.wav", AudioSamples.wav(seconds: 6, seed: 3))
            try f.source("seven.yml", "mood: 7\n")
        }, rejectedFile: "seven.yml", says: "not 7"),
        Case(name: "language that is not a language tag", files: { f in
            try f.source("lang.wav", AudioSamples.wav(seconds: 6, seed: 15))
            try f.source("lang.json", #"{"language": "Deutsch (Schweiz)"}"#)
        }, rejectedFile: "lang.json", says: "\"language\" should be a language tag such as en, de, ar"),
        Case(name: "recorded is not a date", files: { f in
            try f.source("when.wav", AudioSamples.wav(seconds: 6, seed: 4))
            try f.source("when.json", #"{"recorded": "yesterday"}"#)
        }, rejectedFile: "when.json", says: "\"recorded\" should be a date"),
        Case(name: "broken transcript", files: { f in
            try f.source("words.wav", AudioSamples.wav(seconds: 6, seed: 5))
            try f.source("words.vtt", "WEBVTT\n\n   \n")
        }, rejectedFile: "words.vtt", says: "empty"),
        Case(name: "a 1 GiB transcript (of zeros, as a ZIP bomb gives)", files: { f in
            try f.source("huge.wav", AudioSamples.wav(seconds: 6, seed: 16))
            let words = try f.source("huge.vtt", "WEBVTT\n")
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: words))
            try handle.truncate(atOffset: 1 << 30)   // sparse: no disk is written
            try handle.close()
        }, rejectedFile: "huge.vtt", says: "larger than 16 MB, the most a transcript may be"),
        Case(name: "a journal's export over 64 MB", files: { f in
            let export = try f.source("journal/entries.json", #"{"entries": []}"#)
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: export))
            try handle.truncate(atOffset: 65_000_000)   // sparse
            try handle.close()
        }, rejectedFile: "journal/entries.json", says: "larger than 64 MB, the most a journal's export may be"),
        Case(name: "a sidecar over 1 MB", files: { f in
            try f.source("long.wav", AudioSamples.wav(seconds: 6, seed: 17))
            try f.source("long.yml", "title: x\n" + String(repeating: "# padding\n", count: 110_000))
        }, rejectedFile: "long.yml", says: "larger than 1 MB, the most a settings or details file may be"),
        Case(name: "a title of 5,000 characters", files: { f in
            try f.source("title.wav", AudioSamples.wav(seconds: 6, seed: 18))
            try f.source("title.json", #"{"title": "\#(String(repeating: "a", count: 5_000))"}"#)
        }, rejectedFile: "title.json", says: "\"title\" is 5000 characters long; it may have at most 1000"),
    ]

    @Test(arguments: cases)
    func isRejectedAndTheRestIsStillAdded(_ badCase: Case) throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try badCase.files(fixture)
        try fixture.source("good.m4a", try fixture.fixture("aac.m4a"))
        let before = snapshot(of: fixture.archive.root)

        let report = try fixture.ingest([fixture.sources.path])

        #expect(report.exitStatus == .rejected)
        #expect(report.rejected.count == 1)
        let error = try #require(report.rejected.first)
        #expect(error.file?.hasSuffix(badCase.rejectedFile) == true, "\(error)")
        #expect(error.message.contains(badCase.says), "\(error.message)")
        #expect(!error.hint.isEmpty)
        #expect(report.added.map(\.file).map { ($0 as NSString).lastPathComponent } == ["good.m4a"])
        // Nothing but the good story (and the lock folder) appeared in the archive.
        let after = snapshot(of: fixture.archive.root).filter { !$0.key.hasPrefix(".storychop") }
        let new = Set(after.keys).subtracting(before.keys)
        #expect(new.allSatisfy { $0.hasPrefix("stories/" + (report.added.first?.id ?? "?") + "/") }, "\(new)")
    }

    /// A journal's export is not a recording's notes: its error says where, and its hint does
    /// not offer "the audio's own tags".
    @Test func aJournalExportWithANumberOutOfRangeSaysWhereAndHowToMendIt() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("checkins.json", "{\"entries\": [\n  {\"kind\": \"check-in\", \"person\": \"Rose\", \"date\": \"2024-03-05\", \"mood\": 1e400}\n]}")
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn)
        let error = try #require(report.rejected.first)
        #expect(error.file?.hasSuffix("checkins.json") == true)
        #expect(error.message == "not valid JSON (line 2, column 72: the number 1e400 is too large (or too precise) to be read)")
        #expect(error.hint.contains("nothing in it was added") && !error.hint.contains("audio"), "\(error.hint)")
    }

    @Test func aWAVThatClaimsMoreThanItHoldsIsAddedWithAWarning() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("2021-06-01 cut short.wav", AudioSamples.wav(seconds: 6, claimedExtraBytes: 80_000))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty)
        let story = try #require(try fixture.stories().first)
        #expect(abs((story.duration ?? 0) - 6) < 0.05)
        #expect(story.recorded.dayString == "2021-06-01")
        #expect(report.warnings.contains { $0.file.hasSuffix("cut short.wav") })
    }

    @Test func aNoteWithoutItsRecordingAndAZipInsideAFolderAreNamedNotPassedOver() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("memory.wav", AudioSamples.wav(seconds: 6, seed: 19))
        try fixture.source("memroy.json", #"{"title": "The Farm", "narrator": "Rose"}"#)
        try fixture.source("old/phone.zip", Data("PK\u{5}\u{6}".utf8) + Data(count: 18))
        try fixture.source("manifest.json", #"{"format": "another-app", "files": []}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.count == 1 && report.rejected.isEmpty, "\(report.rejected)")
        let named = report.warnings.map(\.file).filter { !$0.hasSuffix("memory.wav") }.sorted()
        #expect(named == [fixture.sources.path + "/memroy.json", fixture.sources.path + "/old/phone.zip"])
        #expect(report.warnings.contains { $0.message.hasPrefix("this note has no recording beside it with the same name (such as memroy.m4a)") })
        #expect(report.warnings.contains { $0.message.hasPrefix("a ZIP inside a folder or ZIP is not opened") })
    }

    @Test func aStoryFolderWithoutItsRecordingIsRefusedNamingWhy() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("old/2020-01-01-a/story.json", #"{"title": "A", "recorded": "2020-01-01", "audio": {"file": "audio.m4a", "format": "m4a", "codec": "aac", "bytes": 5, "sha256": ""}, "transcript": {"file": "t.txt", "format": "txt"}}"#)
        try fixture.source("old/2020-01-01-a/t.txt", "Words")
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.isEmpty && report.rejected.count == 1)
        #expect(report.rejected.first?.file == fixture.sources.path + "/old/2020-01-01-a/story.json")
        #expect(report.rejected.first?.message.hasPrefix("this story's recording (audio.m4a) is not beside its story.json") == true)
    }

    @Test func aMissingSourceIsNamed() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let report = try fixture.ingest(["/no/such/recording.m4a"])
        #expect(report.rejected.first?.file == "/no/such/recording.m4a")
        #expect(report.exitStatus == .rejected)
    }

    @Test func theSameRecordingTwiceInOneRunIsAddedOnce() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let audio = try fixture.fixture("aac.m4a")
        try fixture.source("a.m4a", audio)
        try fixture.source("copy/a-again.m4a", audio)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.count == 1)
        #expect(report.skipped.count == 1)
        #expect(report.skipped.first?.why.contains(report.added.first?.id ?? "?") == true)
        #expect(report.exitStatus == .ok)
    }

    @Test func flagsWinOverSidecarsAndTags() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let file = try fixture.source("memo.m4a", try fixture.fixture("aac.m4a"))
        try fixture.source("memo.json", #"{"title": "From the sidecar", "narrator": "Rose", "mood": 1, "tags": ["x"]}"#)
        let flags = MetadataFields(title: "From the flag", recorded: RecordedDate(parsing: "1999-12-31"), mood: Mood(rawValue: 4))
        let report = try fixture.ingest([file], flags: flags)
        #expect(report.rejected.isEmpty)
        let story = try #require(try fixture.stories().first)
        #expect(story.title == "From the flag" && story.narrator == "Rose" && story.mood?.label == "Amazing" && story.tags == ["x"])
        #expect(story.id == "1999-12-31-from-the-flag")
    }

    @Test func aTranscriptFlagNeedsASingleRecording() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 1))
        try fixture.source("b.wav", AudioSamples.wav(seconds: 6, seed: 2))
        let words = try fixture.source("words.txt", "Hello")
        let report = try fixture.ingest([fixture.sources.path], transcript: words)
        #expect(report.rejected.first?.message.contains("--transcript") == true)
        #expect(try fixture.stories().isEmpty)
    }

    @Test func withoutAnyDateTheModificationTimeIsUsedWithAWarning() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("untitled.wav", AudioSamples.wav(seconds: 6))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.warnings.contains { $0.message.contains("modification time") })
        #expect(try fixture.stories().first?.title == "untitled")
    }
}
