import Foundation
import StoryArchive
import Testing
import TestSupport

/// Every field of `StoryField.all` — so a new one too, with no change here — is set by a
/// sidecar at ingest, changed by `edit`, and kept through `transcribe` (which rewrites
/// story.json), `export` and the bundle's re-import into another archive.
@Suite struct StoryFieldRoundTripTests {
    /// A value of `field`'s kind, as a sidecar holds it and as `edit`'s option takes it.
    private static func sample(_ field: StoryField, _ word: String) -> (json: String, arguments: [String], value: StoryFieldValue) {
        switch field.kind {
        case .text: return ("\"\(word) \(field.key)\"", ["--\(field.option)", "\(word) \(field.key)"], .text("\(word) \(field.key)"))
        case .language:
            let tag = word == "first" ? "de" : "pt-BR"
            return ("\"\(tag)\"", ["--\(field.option)", tag], .text(tag))
        case .date:
            let day = word == "first" ? "2021-02-03T10:00:00+01:00" : "2022-04-05"
            return ("\"\(day)\"", ["--\(field.option)", day], .date(RecordedDate(parsing: day) ?? RecordedDate(Date(), in: .current)))
        case .mood:
            let mood = Mood(rawValue: word == "first" ? 1 : 4)!
            return ("\(mood.rawValue)", ["--\(field.option)", "\(mood.rawValue)"], .mood(mood))
        case .list: return ("[\"\(word)-\(field.key)\"]", ["--\(field.option)", "\(word)-\(field.key)"], .list(["\(word)-\(field.key)"]))
        }
    }

    private static func story(_ archive: String, _ id: String) throws -> Story {
        try JSONDecoder().decode(Story.self, from: Data(contentsOf: URL(fileURLWithPath: archive + "/stories/\(id)/story.json")))
    }

    private static func expectFields(_ story: Story, _ word: String, _ step: String) {
        for field in StoryField.all {
            #expect(field.value(in: story) == sample(field, word).value, "\(field.key) after \(step)")
        }
    }

    @Test func everyFieldRoundTripsThroughIngestEditTranscribeExportAndReimport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let config = try String(contentsOfFile: archive + "/storychop.yml", encoding: .utf8)
        try (config + "transcriber: engine\n").write(toFile: archive + "/storychop.yml", atomically: true, encoding: .utf8)
        let engine = try folder.write("#!/bin/sh\ncase \"$1\" in --languages) echo de; echo pt; exit 0 ;; --about) echo 'fake engine 1.0'; exit 0 ;; esac\n"
                                      + "printf 'WEBVTT\\n\\n00:00:00.500 --> 00:00:02.000\\nWe met at a dance.\\n'\n", to: "family/engine")
        chmod(engine.path, 0o755)
        try folder.write(AudioSamples.wav(seconds: 6, seed: 60), to: "new/memo.wav")
        let sidecar = StoryField.all.map { "\"\($0.key)\": \(Self.sample($0, "first").json)" }.joined(separator: ", ")
        try folder.write("{\(sidecar)}", to: "new/memo.json")

        let ingest = try CommandRunner.run(["ingest", folder.appending("new").path, "--archive", archive])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let id = try #require(try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").first)
        Self.expectFields(try Self.story(archive, id), "first", "ingest")

        let edit = try CommandRunner.run(["edit", id, "--archive", archive] + StoryField.all.flatMap { Self.sample($0, "second").arguments })
        #expect(edit.status == 0, "\(edit.stderr)")
        Self.expectFields(try Self.story(archive, id), "second", "edit")

        let transcribe = try CommandRunner.run(["transcribe", "--archive", archive])
        #expect(transcribe.status == 0, "\(transcribe.stderr)")
        let transcribed = try Self.story(archive, id)
        #expect(transcribed.transcript?.machine != nil)
        Self.expectFields(transcribed, "second", "transcribe")

        let zip = folder.appending("family.zip").path
        let export = try CommandRunner.run(["export", "--archive", archive, "-o", zip, "--quiet"])
        #expect(export.status == 0, "\(export.stderr)")
        let copy = folder.appending("copy").path
        #expect(try CommandRunner.run(["init", copy]).status == 0)
        let reimport = try CommandRunner.run(["ingest", zip, "--archive", copy])
        #expect(reimport.status == 0, "\(reimport.stderr)")
        Self.expectFields(try Self.story(copy, id), "second", "export and re-import")
    }

    /// `--title` is cleaned as a sidecar's title is (C0 and C1 controls out, trimmed).
    @Test func anIngestOptionIsCleanedAsEverySourceIs() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let memo = try folder.write(AudioSamples.wav(seconds: 6, seed: 61), to: "memo.wav")
        let ingest = try CommandRunner.run(["ingest", memo.path, "--title", " The\u{85} farm\u{9B}2J\u{1B}\u{07} ", "--archive", archive])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let id = try #require(try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").first)
        #expect(try Self.story(archive, id).title == "The farm2J")
    }
}
