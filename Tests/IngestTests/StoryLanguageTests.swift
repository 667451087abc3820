import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// A story's language comes from, strongest first: `--language`, the sidecar's `language`, the
/// Whisper transcript's `"language"`; without any it stays nil (the archive's language).
@Suite struct StoryLanguageTests {
    static func whisper(_ language: String) -> String {
        #"{"language": "\#(language)", "segments": [{"start": 0, "end": 2.5, "text": "Words of the story."}]}"#
    }

    @Test func theFlagBeatsTheSidecarWhichBeatsTheWhisperTranscript() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("transcript-only.wav", AudioSamples.wav(seconds: 6, seed: 21))
        try fixture.source("transcript-only.whisper.json", Self.whisper("de"))
        try fixture.source("with-sidecar.wav", AudioSamples.wav(seconds: 6, seed: 22))
        try fixture.source("with-sidecar.whisper.json", Self.whisper("de"))
        try fixture.source("with-sidecar.yml", "language: pt-BR\n")
        try fixture.source("nothing.wav", AudioSamples.wav(seconds: 6, seed: 23))
        let first = try fixture.ingest([fixture.sources.path])
        #expect(first.rejected.isEmpty && first.added.count == 3, "\(first.rejected)")

        try fixture.source("flagged/flagged.wav", AudioSamples.wav(seconds: 6, seed: 24))
        try fixture.source("flagged/flagged.whisper.json", Self.whisper("de"))
        try fixture.source("flagged/flagged.json", #"{"language": "pt-BR"}"#)
        let second = try fixture.ingest([fixture.sources.appendingPathComponent("flagged").path],
                                        flags: MetadataFields(language: "ar"))
        #expect(second.added.count == 1)

        let byFile = Dictionary(uniqueKeysWithValues: try fixture.stories().map { ($0.source?.originalFile ?? "", $0.language) })
        #expect(byFile["transcript-only.wav"] == "de")
        #expect(byFile["with-sidecar.wav"] == "pt-BR")
        #expect(byFile["nothing.wav"] == .some(nil))
        #expect(byFile["flagged.wav"] == "ar")
        let text = try String(contentsOf: fixture.archive.root.appendingPathComponent("stories").appendingPathComponent(
            try #require(fixture.stories().first { $0.source?.originalFile == "flagged.wav" }).id + "/story.json"), encoding: .utf8)
        #expect(text.contains("\"narrator\": null,\n  \"language\": \"ar\",\n  \"recorded\""))
    }

    /// Whisper tools write names as well as codes: a name is not used, and the keeper is told.
    @Test func aTranscriptLanguageThatIsNoTagIsLeftOutWithAWarning() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("named.wav", AudioSamples.wav(seconds: 6, seed: 25))
        try fixture.source("named.whisper.json", Self.whisper("english"))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.added.count == 1)
        #expect(try fixture.stories().first?.language == nil)
        #expect(report.warnings.contains { $0.file.hasSuffix("named.whisper.json") && $0.message.contains("\"english\"") })
    }
}
