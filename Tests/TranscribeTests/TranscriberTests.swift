import Foundation
import StoryArchive
import Testing
import TestSupport
@testable import Transcribe

/// A run over the fixture's archive with a stand-in engine: what it transcribes, what it leaves
/// alone, what it writes, and that a failing engine changes nothing.
@Suite struct TranscriberTests {
    private func run(_ behaviour: String, _ request: TranscriptionPlan.Request = .init(), timeout: Double? = nil,
                     in folder: TemporaryDirectory) throws -> (Archive, TranscriptionReport) {
        let engine = try FakeEngine.write(in: folder, behaviour)
        let archive = try TranscribeFixture.archive(in: folder, transcriber: engine)
        let found = try TranscriptionEngine.find(configured: archive.config.transcriber, archiveRoot: archive.root)
        let plan = try TranscriptionPlan.make(request, archive: archive, handles: found.handles)
        return (archive, try Transcriber(archive: archive, engine: found, timeout: timeout).run(plan))
    }

    @Test func everyRecordingWithoutATranscriptInALanguageTheEngineKnowsIsTranscribedAndMarked() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (archive, report) = try run(FakeEngine.twoCues, in: folder)
        #expect(report.transcribed.map(\.place) == ["stories/2020-01-01-a", "days/2024-03-05-joe-check-in"])
        #expect(report.plan.skipped.map(\.place) == ["stories/2020-01-03-c"] && report.plan.alreadyTranscribed == 1)
        #expect(FakeEngine.calls(in: folder).first?.hasSuffix("stories/2020-01-01-a/audio.wav --language en") == true)

        let story = try #require(try archive.loadStory(folder: "2020-01-01-a")?.get())
        let written = try Data(contentsOf: archive.storyDirectory("2020-01-01-a").appendingPathComponent("transcript.vtt"))
        #expect(String(decoding: written, as: UTF8.self).contains("00:00:00.500 --> 00:00:02.000\nHello there."))
        #expect(story.transcript?.file == "transcript.vtt" && story.transcript?.isMachineMade(contents: written) == true)
        #expect(story.transcript?.machine?.engine == "fake engine 1.0" && story.transcript?.machine?.model == "fake model")
        let entry = try #require(try archive.loadItem(DayEntry.self, folder: "2024-03-05-joe-check-in")?.get())
        #expect(entry.transcript?.machine != nil)
    }

    @Test func aPersonsTranscriptIsKeptUnlessForced() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (archive, report) = try run(FakeEngine.twoCues, .init(ids: ["2020-01-02-b"]), in: folder)
        #expect(report.transcribed.isEmpty)
        #expect(report.plan.skipped.first?.reason.contains("a person gave") == true)
        let kept = archive.storyDirectory("2020-01-02-b").appendingPathComponent("transcript.txt")
        #expect(try String(contentsOf: kept, encoding: .utf8) == "Grandma's own words.")

        let found = try TranscriptionEngine.find(configured: archive.config.transcriber, archiveRoot: archive.root)
        let forced = try TranscriptionPlan.make(.init(ids: ["2020-01-02-b"], force: true), archive: archive, handles: found.handles)
        #expect(try Transcriber(archive: archive, engine: found).run(forced).transcribed.count == 1)
        #expect(!FileManager.default.fileExists(atPath: kept.path))
        #expect(try archive.loadStory(folder: "2020-01-02-b")?.get().transcript?.file == "transcript.vtt")
        // The person's words are set aside, not lost.
        let aside = try FileManager.default.contentsOfDirectory(atPath: archive.trashDirectory.appendingPathComponent("transcripts").path)
        #expect(aside.count == 1 && aside[0].hasPrefix("2020-01-02-b-") && aside[0].hasSuffix("-transcript.txt"))
    }

    @Test func aTranscriptFileDroppedIntoTheFolderIsAPersonsAndKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let engine = try FakeEngine.write(in: folder, FakeEngine.twoCues)
        let archive = try TranscribeFixture.archive(in: folder, transcriber: engine)
        try folder.write("WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nGrandma typed this.\n", to: "family/stories/2020-01-01-a/transcript.vtt")
        let found = try TranscriptionEngine.find(configured: archive.config.transcriber, archiveRoot: archive.root)
        let plan = try TranscriptionPlan.make(.init(), archive: archive, handles: found.handles)
        #expect(!plan.jobs.contains { $0.place == "stories/2020-01-01-a" })
        #expect(plan.skipped.contains { $0.place == "stories/2020-01-01-a" && $0.reason.contains("has transcript.vtt in its folder") })
    }

    @Test func aRecordingThatIsMissingIsNamedAndNotGivenToTheEngine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let engine = try FakeEngine.write(in: folder, FakeEngine.twoCues)
        let archive = try TranscribeFixture.archive(in: folder, transcriber: engine)
        try FileManager.default.removeItem(at: archive.storyDirectory("2020-01-01-a").appendingPathComponent("audio.wav"))
        let plan = try TranscriptionPlan.make(.init(), archive: archive, handles: { _ in true })
        #expect(plan.problems.first?.file.hasSuffix("stories/2020-01-01-a/audio.wav") == true)
        #expect(plan.problems.first?.message.contains("storychop repair") == true)
        #expect(!plan.jobs.contains { $0.place == "stories/2020-01-01-a" })
    }

    @Test func aProgramTheEngineLeftRunningNeitherHoldsUpTheRunNorSpoilsItsResult() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // `sleep 300 &` keeps the output pipe open after the engine has printed and ended.
        let (archive, report) = try run("sleep 300 & " + FakeEngine.twoCues, .init(ids: ["2020-01-01-a"]), timeout: 120, in: folder)
        #expect(report.transcribed.map(\.place) == ["stories/2020-01-01-a"], "\(report.failed)")
        #expect(try archive.loadStory(folder: "2020-01-01-a")?.get().transcript?.machine != nil)
    }

    @Test func aLanguageIsTranscribedWhenTheEngineSaysItKnowsIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let engine = try FakeEngine.write(in: folder, languages: "en de", FakeEngine.twoCues)
        let archive = try TranscribeFixture.archive(in: folder, transcriber: engine)
        let found = try TranscriptionEngine.find(configured: archive.config.transcriber, archiveRoot: archive.root)
        #expect(found.handles("de-AT") && found.handles("EN") && !found.handles("fr"))
        let plan = try TranscriptionPlan.make(.init(ids: ["2020-01-03-c"]), archive: archive, handles: found.handles)
        #expect(plan.jobs.map(\.language) == ["de"])
    }

    @Test(arguments: [
        ("echo 'error: the model file is damaged — reinstall it' >&2; exit 1", "stopped with status 1: the model file is damaged"),
        ("echo 'cannot decode' >&2; exit 3", "could not read the recording: cannot decode"),
        ("echo 'Hello, I am not WebVTT'", "it does not start with WEBVTT"),
        ("printf 'WEBVTT\\n\\n00:00:03.000 --> banana\\nB\\n'", "not a transcript"),
        ("printf 'WEBVTT\\n\\n00:10:00.000 --> 00:10:04.000\\nLate\\n'", "starts at 0:10:00, after the recording's end at 0:00:06"),
        ("printf 'WEBVTT\\n\\nhello world\\n'", "it has words but no cue times"),
        ("true", "it printed nothing"),
        ("sleep 30", "took longer than 1 seconds"),
        ("kill -9 $$", "killed by signal 9"),
    ])
    func aFailingEngineWritesNothingAndSaysWhy(behaviour: String, says: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (archive, report) = try run(behaviour, .init(ids: ["2020-01-01-a"]), timeout: 1, in: folder)
        #expect(report.transcribed.isEmpty && report.failed.count == 1)
        #expect(report.failed.first?.failure.message.contains(says) == true, "\(report.failed.first?.failure.message ?? "")")
        let names = try FileManager.default.contentsOfDirectory(atPath: archive.storyDirectory("2020-01-01-a").path)
        #expect(names.sorted() == ["audio.wav", "story.json"])
        #expect(try archive.loadStory(folder: "2020-01-01-a")?.get().transcript == nil)
    }

    @Test func aRecordingWithoutWordsStaysWithoutATranscript() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (archive, report) = try run("printf 'WEBVTT\\n'", .init(ids: ["2020-01-01-a"]), in: folder)
        #expect(report.heardNothing == ["stories/2020-01-01-a"] && report.failed.isEmpty)
        #expect(try archive.loadStory(folder: "2020-01-01-a")?.get().transcript == nil)
    }

    @Test func whisperJSONIsKeptAsWebVTT() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let json = #"echo '{"text":" Hi.","segments":[{"id":0,"start":0.0,"end":1.5,"text":" Hi."}],"language":"en"}'"#
        let (archive, report) = try run(json, .init(ids: ["2020-01-01-a"]), in: folder)
        #expect(report.transcribed.first?.cues == 1)
        let written = try String(contentsOf: archive.storyDirectory("2020-01-01-a").appendingPathComponent("transcript.vtt"), encoding: .utf8)
        #expect(written.hasPrefix("WEBVTT") && written.contains("Hi."))
    }

    /// What changed while the engine listened decides the advice: advice that would do nothing is none.
    @Test(arguments: [
        // A person typed the words meanwhile: plain `transcribe` would skip it, so the advice is --force.
        ("printf 'Typed by Rose.' > \"$(dirname \"$1\")/transcript.txt\"; " + FakeEngine.twoCues,
         "a person gave it a transcript (transcript.txt) while it was being transcribed; theirs is kept", "storychop transcribe 2020-01-01-a --force"),
        ("rm -r \"$(dirname \"$1\")\"; " + FakeEngine.twoCues,
         "it was removed while it was being transcribed", "storychop restore 2020-01-01-a"),
    ])
    func whatChangedMeanwhileIsKeptAndTheAdviceFitsIt(behaviour: String, says: String, advice: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (archive, report) = try run(behaviour, .init(ids: ["2020-01-01-a"]), in: folder)
        let failure = try #require(report.failed.first?.failure)
        #expect(report.transcribed.isEmpty && failure.message.contains(says) && failure.hint.contains(advice), "\(failure)")
        let typed = archive.storyDirectory("2020-01-01-a").appendingPathComponent("transcript.txt")
        if says.hasPrefix("a person") {
            #expect(try String(contentsOf: typed, encoding: .utf8) == "Typed by Rose.")
            #expect(!FileManager.default.fileExists(atPath: archive.storyDirectory("2020-01-01-a").appendingPathComponent("transcript.vtt").path))
        }
    }
}
