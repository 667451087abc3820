import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// Day entries from a journal app's export: the rules the journals keep (one check-in per
/// person and day, the day a recording started, entries never changed) and the refusals.
@Suite struct DayEntryIngestTests {
    /// A journal export's file for one check-in, as the app writes it (no kind, no person).
    static func export(date: String, recorded: String, mood: Int, word: String, transcript: String? = "Words of the day.") -> String {
        let text = transcript.map { "\"\($0)\"" } ?? "null"
        return #"{"date": "\#(date)", "recorded": "\#(recorded)", "prompt": "What stayed with you today?", "mood": \#(mood), "mood_word": "\#(word)", "transcript": \#(text)}"#
    }

    /// A check-in as a journal app exports it: NAME.wav and NAME.json beside it.
    static func checkIn(_ name: String, seed: Int, recorded: String, mood: Int, word: String, transcript: String? = "Words of the day.",
                        in fixture: IngestFixture) throws {
        try fixture.source("\(name).wav", AudioSamples.wav(seconds: 6, seed: seed))
        try fixture.source("\(name).json", export(date: String(recorded.prefix(10)), recorded: recorded, mood: mood, word: word, transcript: transcript))
    }

    @Test func aJournalExportBecomesOneCheckInPerDayWithItsMoodPromptAndTranscript() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try Self.checkIn("export/2024-03-05_20-41-07", seed: 31, recorded: "2024-03-05T20:41:07-05:00", mood: 3, word: "Happy", in: fixture)
        try Self.checkIn("export/2024-03-06_21-00-00", seed: 32, recorded: "2024-03-06T21:00:00-05:00", mood: 1, word: "down", transcript: nil, in: fixture)
        let report = try fixture.ingest([fixture.sources.appendingPathComponent("export").path], kind: .checkIn, person: "Grandma Rose")
        #expect(report.rejected.isEmpty && report.added.count == 2, "\(report.rejected)")
        #expect(report.added.allSatisfy { $0.collection == .days })
        #expect(try fixture.stories().isEmpty)

        let entries = try fixture.days()
        #expect(entries.map(\.id) == ["2024-03-05-grandma-rose-check-in", "2024-03-06-grandma-rose-check-in"])
        let first = entries[0]
        #expect(first.kind == .checkIn && first.person == "Grandma Rose" && first.day.dayString == "2024-03-05")
        #expect(first.recorded?.description == "2024-03-05T20:41:07-05:00")
        #expect(first.prompt == "What stayed with you today?")
        #expect(first.mood == MoodRating(scale: "check-in", value: 3, word: "Happy"))
        #expect(first.transcript?.file == "transcript.txt")
        #expect(first.audio?.sha256.count == 64)
        let folder = fixture.archive.daysDirectory.appendingPathComponent(first.id)
        #expect(try String(contentsOf: folder.appendingPathComponent("transcript.txt"), encoding: .utf8).contains("Words of the day."))
        // null: transcription failed, so none is kept (the site says "Transcript unavailable").
        #expect(entries[1].transcript == nil && entries[1].mood?.word == "Down")
    }

    @Test func aRecordingAcrossMidnightBelongsToTheDayItStarted() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("late.wav", AudioSamples.wav(seconds: 8, seed: 33))
        // No "date": the day comes from when the recording started, not when it ended (00:00:02).
        try fixture.source("late.json", #"{"recorded": "2024-02-27T23:59:54-05:00", "mood": 2}"#)
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Joe")
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(try fixture.days().map(\.day.dayString) == ["2024-02-27"])
    }

    /// A time in UTC is not the local day: the keeper's time zone (New York here) says which it is.
    @Test func aRecordingTimeInUTCIsTakenToTheKeepersDay() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("utc.wav", AudioSamples.wav(seconds: 6, seed: 50))
        try fixture.source("utc.json", #"{"recorded": "2024-03-06T02:30:00Z", "mood": 2}"#)
        _ = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Joe")
        #expect(try fixture.days().map(\.day.dayString) == ["2024-03-05"])
    }

    /// "Past days may be filled in later": yesterday's check-in recorded this morning keeps its day.
    @Test func aPastDayFilledInLaterKeepsItsDate() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("late.wav", AudioSamples.wav(seconds: 6, seed: 51))
        try fixture.source("late.json", #"{"date": "2024-03-04", "recorded": "2024-03-05T10:00:00-05:00", "mood": 2}"#)
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Joe")
        #expect(report.rejected.isEmpty && report.warnings.isEmpty, "\(report.rejected) \(report.warnings)")
        #expect(try fixture.days().map(\.day.dayString) == ["2024-03-04"])
    }

    /// A relative's day may be ahead of the keeper's (fixture: New York, 2026-11-18); two days is the future.
    @Test func tomorrowMayBeARelativesTodayButNotTheDayAfter() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("ahead.json", #"{"kind": "evening", "person": "Mei", "date": "2026-11-19", "mood": 1}"#)
        try fixture.source("future.json", #"{"kind": "evening", "person": "Mei", "date": "2026-11-20", "mood": 1}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.map(\.id) == ["2026-11-19-mei-evening"])
        #expect(report.rejected.map { $0.file?.hasSuffix("future.json") == true } == [true])
    }

    /// Names without Latin letters are told apart: each person has their own check-in that day.
    @Test func twoPeopleWhoseNamesHaveNoLatinLettersEachHaveTheirDay() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        for (number, person) in ["Бабушка", "Дедушка"].enumerated() {
            try fixture.source("\(number).wav", AudioSamples.wav(seconds: 6, seed: 52 + number))
            try fixture.source("\(number).json", #"{"kind": "check-in", "person": "\#(person)", "date": "2024-03-05"}"#)
        }
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty && report.added.count == 2, "\(report.rejected)")
    }

    @Test func aDateThatIsNotTheDayTheRecordingStartedIsReportedAndNotUsed() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("late.wav", AudioSamples.wav(seconds: 8, seed: 34))
        try fixture.source("late.json", #"{"date": "2024-02-28", "recorded": "2024-02-27T23:59:54-05:00"}"#)
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Joe")
        #expect(try fixture.days().map(\.day.dayString) == ["2024-02-27"])
        #expect(report.warnings.contains { $0.file.hasSuffix("late.json") && $0.message.contains("2024-02-28") })
    }

    @Test func aSecondCheckInForAPersonsDayIsRefusedNamingTheOneKeptAndTheRestIsAdded() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 35))
        try fixture.source("a.json", Self.export(date: "2024-03-05", recorded: "2024-03-05T08:00:00-05:00", mood: 2, word: "Okay"))
        #expect(try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Grandma Rose").added.count == 1)
        let kept = try Data(contentsOf: fixture.archive.daysDirectory.appendingPathComponent("2024-03-05-grandma-rose-check-in/entry.json"))

        try fixture.source("more/b.wav", AudioSamples.wav(seconds: 6, seed: 36))
        try fixture.source("more/b.json", Self.export(date: "2024-03-05", recorded: "2024-03-05T21:00:00-05:00", mood: 4, word: "Amazing"))
        try fixture.source("more/c.wav", AudioSamples.wav(seconds: 6, seed: 37))
        try fixture.source("more/c.json", Self.export(date: "2024-03-06", recorded: "2024-03-06T21:00:00-05:00", mood: 4, word: "Amazing"))
        // Another person's check-in of the same day is theirs to have.
        try fixture.source("more/d.wav", AudioSamples.wav(seconds: 6, seed: 38))
        try fixture.source("more/d.json", #"{"person": "Grandpa Joe", "date": "2024-03-05", "mood": 3}"#)
        let report = try fixture.ingest([fixture.sources.appendingPathComponent("more").path], kind: .checkIn, person: "grandma rose")
        #expect(report.added.map(\.id).sorted() == ["2024-03-05-grandpa-joe-check-in", "2024-03-06-grandma-rose-check-in"])
        let refusal = try #require(report.rejected.first)
        #expect(report.rejected.count == 1 && refusal.file?.hasSuffix("more/b.wav") == true)
        #expect(refusal.message.contains("already has a check-in for 2024-03-05") && refusal.message.contains("days/2024-03-05-grandma-rose-check-in"))
        #expect(refusal.hint.contains("delete the folder days/2024-03-05-grandma-rose-check-in"))
        // Entries are never changed: the one kept is byte for byte what it was.
        #expect(try Data(contentsOf: fixture.archive.daysDirectory.appendingPathComponent("2024-03-05-grandma-rose-check-in/entry.json")) == kept)
    }

    /// The daily check-in plan keeps a day's first check-in: the one recorded first, whatever the files' names.
    @Test func ofTwoCheckInsInOneRunTheOneRecordedFirstIsKept() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try Self.checkIn("a-evening", seed: 42, recorded: "2024-03-05T21:00:00-05:00", mood: 4, word: "Amazing", in: fixture)
        try Self.checkIn("b-morning", seed: 43, recorded: "2024-03-05T08:00:00-05:00", mood: 2, word: "Okay", in: fixture)
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Grandma Rose")
        #expect(report.added.map(\.file).map { ($0 as NSString).lastPathComponent } == ["b-morning.wav"])
        let refusal = try #require(report.rejected.first)
        #expect(report.rejected.count == 1 && refusal.file?.hasSuffix("a-evening.wav") == true)
        #expect(try fixture.days().map(\.mood?.value) == [2])
    }

    @Test func aDiscardedCheckInMayBeRecordedAgainForTheSameDay() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("first/a.wav", AudioSamples.wav(seconds: 6, seed: 39))
        try fixture.source("first/a.json", #"{"date": "2024-03-05", "mood": 1}"#)
        _ = try fixture.ingest([fixture.sources.appendingPathComponent("first").path], kind: .checkIn, person: "Rose")
        try FileManager.default.removeItem(at: fixture.archive.daysDirectory.appendingPathComponent("2024-03-05-rose-check-in"))
        try fixture.source("again/b.wav", AudioSamples.wav(seconds: 6, seed: 40))
        try fixture.source("again/b.json", #"{"date": "2024-03-05", "mood": 3}"#)
        let report = try fixture.ingest([fixture.sources.appendingPathComponent("again").path], kind: .checkIn, person: "Rose")
        #expect(report.rejected.isEmpty)
        #expect(try fixture.days().map(\.mood?.value) == [3])
    }

    @Test func runningTheSameIngestAgainAddsNothingAndRefusesNothing() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 41))
        try fixture.source("a.json", #"{"date": "2024-03-05", "mood": 1}"#)
        try fixture.source("evening-2024-03-05.json", #"{"kind": "evening", "person": "Rose", "date": "2024-03-05", "mood": 4, "mood_word": "Rough", "factors": ["Sleep", "News"]}"#)
        let first = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Rose")
        #expect(first.added.count == 2 && first.rejected.isEmpty, "\(first.rejected)")
        let again = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Rose")
        #expect(again.added.isEmpty && again.rejected.isEmpty && again.skipped.count == 2, "\(again.rejected)")
    }

    /// One line each, naming the file and what to do; everything else in the run is still added.
    @Test(arguments: [
        (#"{"date": "2024-03-05", "mood": 7}"#, "mood 7 is not on the daily check-in scale"),
        (#"{"date": "2024-03-05", "mood": 3, "mood_word": "Sad"}"#, "the file calls it \"Sad\""),
        (#"{"date": "2024-03-05", "mood": 2, "mood_scale": "weather"}"#, "the mood scale \"weather\" is not known"),
        (#"{"date": "2031-01-01", "mood": 2}"#, "is in the future"),
        (#"{"kind": "check-in", "date": "2024-03-05"}"#, "does not say whose check-in"),
        (#"{"kind": "diary", "person": "Rose", "date": "2024-03-05"}"#, "\"kind\" should be check-in, voice-note, evening"),
    ])
    func aWrongJournalFileIsRefusedWithOneLineNamingIt(_ file: String, _ expected: String) throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("bad.wav", AudioSamples.wav(seconds: 6, seed: 42))
        try fixture.source("bad.json", file)
        try fixture.source("good.wav", AudioSamples.wav(seconds: 6, seed: 43))
        try fixture.source("good.json", #"{"kind": "check-in", "person": "Joe", "date": "2024-03-04", "mood": 2}"#)
        let needsPerson = !file.contains("\"kind\"")
        let report = try fixture.ingest([fixture.sources.path], kind: needsPerson ? .checkIn : nil, person: needsPerson ? "Rose" : nil)
        let refusal = try #require(report.rejected.first)
        #expect(report.rejected.count == 1 && refusal.file?.hasSuffix("bad.json") == true, "\(report.rejected)")
        #expect(refusal.message.contains(expected), "\(refusal.message)")
        #expect(!refusal.hint.isEmpty)
        #expect(try fixture.days().map(\.person) == ["Joe"])
    }

    @Test func voiceNotesAreManyADayAndAnEveningMoodNeedsNoRecording() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        for (number, time) in ["09:15", "13:40", "13:40"].enumerated() {
            try fixture.source("note-\(number).wav", AudioSamples.wav(seconds: 6, seed: 44 + number))
            try fixture.source("note-\(number).json", #"{"kind": "voice-note", "person": "Joe", "recorded": "2024-03-05T\#(time):00-05:00", "transcript": "Buy stamps."}"#)
        }
        try fixture.source("evening-2024-03-05.json", #"{"kind": "evening", "person": "Joe", "date": "2024-03-05", "mood": 1, "mood_word": "Good", "factors": ["Scrolling", "Food"]}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty && report.added.count == 4, "\(report.rejected)")
        let entries = try fixture.days()
        #expect(entries.map(\.id) == ["2024-03-05-joe-evening", "2024-03-05-joe-voice-note-0915",
                                      "2024-03-05-joe-voice-note-1340", "2024-03-05-joe-voice-note-1340-2"])
        let evening = entries[0]
        #expect(evening.audio == nil && evening.factors == ["Scrolling", "Food"])
        #expect(evening.mood == MoodRating(scale: "evening", value: 1, word: "Good"))
    }

    @Test func aVoiceNoteWithoutItsRecordingIsRefused() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("note.json", #"{"kind": "voice-note", "person": "Joe", "recorded": "2024-03-05T09:15:00-05:00"}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.first?.message.contains("there is none beside this file") == true, "\(report.rejected)")
    }

    @Test func aScaleInTheArchivesMoodsFileIsUsedWithoutNewCode() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try Data("""
        weather:
          title: Inner weather
          steps:
            - { value: 1, word: Stormy, colour: "#445566" }
            - { value: 2, word: Sunny, colour: "#FFCC00" }
        """.utf8).write(to: fixture.archive.root.appendingPathComponent("moods.yml"))
        try fixture.source("e.json", #"{"kind": "evening", "person": "Mei", "date": "2024-03-05", "mood": 2, "mood_scale": "weather"}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(try fixture.days().first?.mood == MoodRating(scale: "weather", value: 2, word: "Sunny"))
    }

    @Test func aTranscriptBesideTheRecordingIsUsedWhenTheFileHasNone() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 48))
        try fixture.source("a.json", #"{"date": "2024-03-05"}"#)
        try fixture.source("a.txt", "Spoken words, beside.\n")
        _ = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Rose")
        let entry = try #require(try fixture.days().first)
        let text = try String(contentsOf: fixture.archive.daysDirectory.appendingPathComponent(entry.id + "/transcript.txt"), encoding: .utf8)
        #expect(text.contains("Spoken words, beside."))
    }

    /// Taken as a story, a journal's check-in would lose its transcript and mood word.
    @Test func aJournalsFileWithoutAKindIsRefusedSayingHowToIngestIt() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 49))
        try fixture.source("a.json", Self.export(date: "2024-03-05", recorded: "2024-03-05T20:00:00-05:00", mood: 3, word: "Happy"))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.isEmpty)
        let refusal = try #require(report.rejected.first)
        #expect(refusal.file?.hasSuffix("a.json") == true && refusal.message.contains("\"mood_word\""))
        #expect(refusal.hint.contains("--kind KIND (check-in, voice-note or evening) and --person NAME"))
        #expect(try fixture.stories().isEmpty && fixture.days().isEmpty)
    }

    @Test func anEveningMoodWithoutAKindIsRefusedAndOtherFilesArePassedOver() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("evening-2024-03-05.json", #"{"person": "Joe", "date": "2024-03-05", "mood": 1, "factors": ["Sleep"]}"#)
        try fixture.source("settings.json", #"{"theme": "dark", "person": "Joe"}"#)
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 54))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.count == 1)   // the recording, as a story
        #expect(report.rejected.map { $0.file?.hasSuffix("evening-2024-03-05.json") == true } == [true], "\(report.rejected)")
    }

    @Test func aSidecarThatSaysItIsAStoryStaysOneWhateverKindIsGiven() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("story.wav", AudioSamples.wav(seconds: 6, seed: 55))
        try fixture.source("story.json", #"{"kind": "story", "title": "The Dance", "recorded": "1961-06-03"}"#)
        try fixture.source("check.wav", AudioSamples.wav(seconds: 6, seed: 56))
        try fixture.source("check.json", #"{"date": "2024-03-05", "mood": 3}"#)
        let report = try fixture.ingest([fixture.sources.path], kind: .checkIn, person: "Rose")
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(try fixture.stories().map(\.title) == ["The Dance"])
        #expect(try fixture.days().map(\.id) == ["2024-03-05-rose-check-in"])
    }
}
