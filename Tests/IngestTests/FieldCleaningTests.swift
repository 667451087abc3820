import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// A title is cleaned the same way whichever source gives it (an ingest option, a sidecar, the
/// audio's tags): C0 and C1 controls out, trimmed, and over 1,000 characters refused with one
/// sentence. `edit` and a hand-edited story.json are in StoryArchiveTests' ControlCharacterTests.
@Suite struct FieldCleaningTests {
    /// A NEL and a CSI (C1), an escape and a bell (C0), spaces around.
    static let dirty = " The\u{85} farm\u{9B}2J\u{1B}\u{07} "
    static let clean = "The farm2J"
    /// 1,001 characters; with a C1 control, 1,000 cleaned ones fit exactly.
    static let tooLong = String(repeating: "a", count: 1_001)
    static let fitsOnceCleaned = String(repeating: "a", count: 1_000) + "\u{85}"
    static let refusal = "\"title\" is 1001 characters long; it may have at most 1000"

    @Test func anOptionIsCleanedAndCapped() throws {
        #expect(try MetadataFields.typed(["title": .text(Self.dirty)]).get().values["title"] == .text(Self.clean))
        #expect(try MetadataFields.typed(["title": .text(Self.fitsOnceCleaned)]).get().values["title"]?.text?.count == 1_000)
        guard case .failure(let wrong) = MetadataFields.typed(["title": .text(Self.tooLong)]),
              case .tooLong(let problem) = wrong.problem else {
            Issue.record("a 1,001-character --title was taken")
            return
        }
        #expect(problem.message == Self.refusal)

        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let file = try fixture.source("memo.wav", AudioSamples.wav(seconds: 6, seed: 40))
        _ = try fixture.ingest([file], flags: try MetadataFields.typed(["title": .text(Self.dirty)]).get())
        #expect(try fixture.stories().map(\.title) == [Self.clean])
    }

    @Test func aSidecarIsCleanedAndCapped() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 41))
        try fixture.source("a.json", #"{"title": " The\u0085 farm\u009b2J\u001b\u0007 ", "tags": ["\u0085 x ", "\u009b"]}"#)
        try fixture.source("b.wav", AudioSamples.wav(seconds: 6, seed: 42))
        try fixture.source("b.json", #"{"title": "\#(Self.tooLong)"}"#)
        try fixture.source("c.wav", AudioSamples.wav(seconds: 6, seed: 43))
        try fixture.source("c.json", #"{"title": "\#(String(repeating: "a", count: 1_000))\u0085"}"#)
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.map(\.message) == [Self.refusal])
        let stories = try fixture.stories().sorted { $0.source?.originalFile ?? "" < $1.source?.originalFile ?? "" }
        #expect(stories.map(\.title) == [Self.clean, String(repeating: "a", count: 1_000)])
        #expect(stories.first?.tags == ["x"])
    }

    @Test func anAudioTagIsCleanedAndCapped() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 44, title: Self.dirty, comment: "Where\u{85} did you grow up?"))
        try fixture.source("b.wav", AudioSamples.wav(seconds: 6, seed: 45, title: Self.tooLong))
        try fixture.source("c.wav", AudioSamples.wav(seconds: 6, seed: 46, title: Self.fitsOnceCleaned))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.map { $0.file?.hasSuffix("b.wav") } == [true])
        #expect(report.rejected.first?.message == Self.refusal + " (in the audio's own tags)")
        let stories = try fixture.stories().sorted { $0.source?.originalFile ?? "" < $1.source?.originalFile ?? "" }
        #expect(stories.map(\.title) == [Self.clean, String(repeating: "a", count: 1_000)])
        #expect(stories.first?.prompt == "Where did you grow up?")

        // A tag no story takes (the option gives the title) is not read, so it refuses nothing.
        let titled = try fixture.ingest([fixture.sources.appendingPathComponent("b.wav").path], flags: MetadataFields(title: "Named"))
        #expect(titled.rejected.isEmpty && titled.added.count == 1)
    }

    /// A title made from the file's name is cleaned too.
    @Test func aFileNameIsCleaned() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let file = try fixture.source("2024-03-05 The\u{85} farm\u{1B}.wav", AudioSamples.wav(seconds: 6, seed: 47))
        _ = try fixture.ingest([file])
        #expect(try fixture.stories().map(\.title) == ["The farm"])
    }
}
