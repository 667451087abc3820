@testable import storychop
@testable import Transcribe
import Foundation
import Testing
import TestSupport

/// `storychop transcribe` and `ingest --transcribe` as a keeper types them, with a stand-in
/// engine named by `transcriber:` in storychop.yml (the real one: RealEngineTests).
@Suite struct TranscribeCommandTests {
    /// An archive whose storychop.yml names `engine` (a script beside it doing `behaviour` for a
    /// recording), and a folder `new/` holding one 6-second recording to ingest.
    private func archive(in folder: TemporaryDirectory, engine behaviour: String) throws -> String {
        let archive = folder.appending("family").path
        _ = try CommandRunner.run(["init", archive])
        let config = try String(contentsOfFile: archive + "/storychop.yml", encoding: .utf8)
        try (config + "transcriber: engine\n").write(toFile: archive + "/storychop.yml", atomically: true, encoding: .utf8)
        let script = "#!/bin/sh\ncase \"$1\" in --languages) echo en; exit 0 ;; --about) echo 'fake engine 1.0'; exit 0 ;; esac\n\(behaviour)\n"
        let engine = try folder.write(script, to: "family/engine")
        chmod(engine.path, 0o755)
        try folder.write(AudioSamples.wav(seconds: 6), to: "new/how-we-met.wav")
        return archive
    }

    @Test func ingestTranscribeAddsAMachineTranscriptThePageMarksUntilAPersonGivesOne() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder, engine: "printf 'WEBVTT\\n\\n00:00:00.500 --> 00:00:02.000\\nWe met at a dance.\\n'")
        let ingest = try CommandRunner.run(["ingest", folder.appending("new").path, "--transcribe", "--archive", archive])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        #expect(ingest.stdout.contains("Transcribed 1 recording (6 s of audio)") && ingest.stdout.contains("with fake engine 1.0."))
        let id = try #require(try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").first)
        let story = try String(contentsOfFile: archive + "/stories/\(id)/story.json", encoding: .utf8)
        #expect(story.contains(#""machine": {"#) && story.contains(#""engine": "fake engine 1.0""#))

        let again = try CommandRunner.run(["transcribe", "--archive", archive])
        #expect(again.status == 0 && again.stdout.contains("Every recording has a transcript (1); nothing to transcribe."))
        _ = try CommandRunner.run(["build", "--archive", archive])
        let page = archive + "/site/stories/\(id)/index.html"
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("Transcribed automatically; it may contain mistakes."))

        let own = try folder.write("WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nWe met at a church dance.\n", to: "own.vtt")
        #expect(try CommandRunner.run(["edit", id, "--transcript", own.path, "--archive", archive]).status == 0)
        _ = try CommandRunner.run(["build", "--archive", archive])
        let rebuilt = try String(contentsOfFile: page, encoding: .utf8)
        #expect(rebuilt.contains("We met at a church dance.") && !rebuilt.contains("Transcribed automatically"))
        let named = try CommandRunner.run(["transcribe", id, "--archive", archive])
        #expect(named.stdout.contains("Skipped stories/\(id): it has a transcript a person gave or corrected already; --force replaces it."))
    }

    @Test func aFailingEngineIsNamedWithItsRecordingAndTheArchiveIsUnchanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archive(in: folder, engine: "echo 'error: out of memory — close other programs' >&2; exit 1")
        _ = try CommandRunner.run(["ingest", folder.appending("new").path, "--archive", archive])
        let before = snapshot(of: URL(fileURLWithPath: archive + "/stories"))
        let dry = try CommandRunner.run(["transcribe", "--dry-run", "--archive", archive])
        #expect(dry.status == 0 && dry.stdout.contains("Would transcribe 1 recording (6 s of audio) with fake engine 1.0:"))
        let run = try CommandRunner.run(["transcribe", "--archive", archive])
        #expect(run.status == 1)
        #expect(run.stderr.contains("audio.wav: the engine stopped with status 1: out of memory — Close other programs.\n"), "\(run.stderr)")
        #expect(run.stdout.contains("Transcribed 0 recordings") && run.stdout.contains("1 recording failed (above)."))
        #expect(snapshot(of: URL(fileURLWithPath: archive + "/stories")) == before)
    }

    @Test func withoutAnEngineTranscribeSaysWhatToInstall() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        _ = try CommandRunner.run(["init", archive])
        let run = try CommandRunner.run(["transcribe", "--archive", archive], environment: ["HOME": folder.path, "XDG_DATA_HOME": ""])
        #expect(run.status == 1)
        #expect(run.stderr.contains("error: \(folder.path)/.local/share/storychop/transcriber/storychop-whisper: no transcription engine is installed — Run scripts/install-deps.sh --transcription"))
        try folder.write(AudioSamples.wav(seconds: 6), to: "new/how-we-met.wav")
        let ingest = try CommandRunner.run(["ingest", folder.appending("new").path, "--transcribe", "--archive", archive],
                                           environment: ["HOME": folder.path, "XDG_DATA_HOME": ""])
        #expect(ingest.status == 1 && ingest.stderr.contains("no transcription engine is installed"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").isEmpty, "nothing is added without the engine")
        let dry = try CommandRunner.run(["transcribe", "--dry-run", "--archive", archive], environment: ["HOME": folder.path, "XDG_DATA_HOME": ""])
        #expect(dry.status == 0 && dry.stderr.contains("no transcription engine answers yet"))
        let language = try CommandRunner.run(["transcribe", "--language", "English", "--archive", archive])
        #expect(language.status == 2 && language.stderr.contains("--language \"English\" is not"))
    }
}

/// The progress line a keeper watches on a terminal: recordings, audio minutes, time left.
@Suite struct TranscribeProgressLineTests {
    @Test func theLineSaysWhereTheRunIsAndFitsATerminal() {
        let start = Transcriber.Progress(done: 0, count: 12, place: "stories/2024-03-05-the-day-we-moved", audioDone: 0, audioTotal: 1080, elapsed: 0.4)
        #expect(TranscriptionRun.line(for: start) == "1/12 [----------] 0.0 of 18.0 min  2024-03-05-the-day-we-moved")
        let later = Transcriber.Progress(done: 4, count: 12, place: "days/" + String(repeating: "a-very-long-name-", count: 6),
                                         audioDone: 270, audioTotal: 1080, elapsed: 60)
        let line = TranscriptionRun.line(for: later)
        #expect(line.hasPrefix("5/12 [##--------] 4.5 of 18.0 min, about 3 min left  a-very-long-name-"))
        #expect(line.count <= 78 && line.hasSuffix("…"))
    }
}
