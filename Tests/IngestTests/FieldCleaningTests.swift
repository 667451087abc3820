import Foundation
@testable import Ingest
import StoryArchive
import Testing
import TestSupport

/// A title is cleaned the same way whichever source gives it (an ingest option, a sidecar, the
/// audio's tags): C0 and C1 controls out, trimmed. Over 1,000 characters, what a person gives
/// now (an option, a sidecar) is refused with one sentence, and an audio tag, which nobody
/// types now, is cut to the cap. `edit` and a hand-edited story.json are in StoryArchiveTests'
/// ControlCharacterTests; a re-imported story.json in OlderStoryFolderTests.
@Suite struct FieldCleaningTests {
    /// A NEL and a CSI (C1), an escape and a bell (C0), spaces around.
    static let dirty = " The\u{85} farm\u{9B}2J\u{1B}\u{07} "
    static let clean = "The farm2J"
    /// 1,001 characters; with a C1 control, 1,000 cleaned ones fit exactly.
    static let tooLong = String(repeating: "a", count: 1_001)
    static let fitsOnceCleaned = String(repeating: "a", count: 1_000) + "\u{85}"
    static let refusal = "\"title\" is 1001 characters long; it may have at most 1000"

    @Test func anOptionIsCleanedAndCapped() throws {
        #expect(try MetadataFields.typed([.title: .text(Self.dirty)]).get().values[.title] == .text(Self.clean))
        #expect(try MetadataFields.typed([.title: .text(Self.fitsOnceCleaned)]).get().values[.title]?.text?.count == 1_000)
        guard case .failure(let wrong) = MetadataFields.typed([.title: .text(Self.tooLong)]),
              case .tooLong(let problem) = wrong.problem else {
            Issue.record("a 1,001-character --title was taken")
            return
        }
        #expect(problem.message == Self.refusal)

        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let file = try fixture.source("memo.wav", AudioSamples.wav(seconds: 6, seed: 40))
        _ = try fixture.ingest([file], flags: try MetadataFields.typed([.title: .text(Self.dirty)]).get())
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

    /// An audio tag over the cap is cut to it (an older StoryChop took any length, and nobody
    /// can shorten a tag at ingest): the recording is never refused for it.
    @Test func anAudioTagIsCleanedAndCut() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 44, title: Self.dirty, comment: "Where\u{85} did you grow up?"))
        try fixture.source("b.wav", AudioSamples.wav(seconds: 6, seed: 45, title: Self.tooLong, comment: "\u{85}" + Self.tooLong + "b"))
        try fixture.source("c.wav", AudioSamples.wav(seconds: 6, seed: 46, title: Self.fitsOnceCleaned))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let stories = try fixture.stories().sorted { $0.source?.originalFile ?? "" < $1.source?.originalFile ?? "" }
        let thousand = String(repeating: "a", count: 1_000)
        #expect(stories.map(\.title) == [Self.clean, thousand, thousand])
        #expect(stories.map(\.prompt) == ["Where did you grow up?", thousand, nil])
    }

    /// A title made from the file's name is cleaned too.
    @Test func aFileNameIsCleaned() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let file = try fixture.source("2024-03-05 The\u{85} farm\u{1B}.wav", AudioSamples.wav(seconds: 6, seed: 47))
        _ = try fixture.ingest([file])
        #expect(try fixture.stories().map(\.title) == ["The farm"])
    }

    /// A name whose words clean away to nothing gives its stem, never a blank title.
    @Test func aFileNameOfControlsFallsBackToItsStem() {
        #expect(MetadataResolver.title(fromFileName: URL(fileURLWithPath: "/x/\u{1} \u{2}.wav")) == ".wav")
        #expect(MetadataResolver.title(fromFileName: URL(fileURLWithPath: "/x/2024-03-05.wav")) == "2024-03-05")
        #expect(MetadataResolver.title(fromFileName: URL(fileURLWithPath: "/x/ \u{85} 12.wav")) == "12")
    }
}
