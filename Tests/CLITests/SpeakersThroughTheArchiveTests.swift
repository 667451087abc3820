import Foundation
import Testing
import TestSupport
import XMLIO

/// Who speaks in a transcript (Whisper JSON's `speaker`, WebVTT's `<v Name>`) is kept from the
/// file a keeper gives, through `edit --transcript`, the bundle and its re-import, and shown on the
/// page by turns with the interviewer's lines set apart.
@Suite struct SpeakersThroughTheArchiveTests {
    private static let id = "2024-12-25-mom-dad-said-always"

    /// A Whisper (WhisperX-style) transcript of the sample interview whose speakers are `asker` and Grandpa Joe.
    private static func whisperJSON(asker: String) -> String {
        let lines: [(Double, Double, String, String)] = [
            (0.25, 2.878, asker, "Grandpa, what advice would you give us?"),
            (3.228, 7.273, "Grandpa Joe", "Mom & Dad said \"always\" more than any other word."),
            (7.623, 9.637, "Grandpa Joe", "So here is my advice."),
            (15.323, 16.988, asker, "And when we get it wrong?"),
            (17.338, 20.112, "Grandpa Joe", "When you are wrong, say so quickly."),
        ]
        let segments = lines.map { start, end, speaker, text in
            #"{"start": \#(start), "end": \#(end), "speaker": "\#(speaker)", "text": " \#(text.replacingOccurrences(of: "\"", with: "\\\""))"}"#
        }
        return #"{"language": "en", "segments": [\#(segments.joined(separator: ",\n"))]}"#
    }

    @Test func speakersAreKeptThroughEditExportAndReimport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let family = folder.appending("family").path
        let input = folder.appending("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        for ext in ["m4a", "json"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleRecordings.appendingPathComponent("advice-for-the-grandchildren.\(ext)"),
                                             to: input.appendingPathComponent("advice-for-the-grandchildren.\(ext)"))
        }
        try Data(Self.whisperJSON(asker: "Sam").utf8).write(to: input.appendingPathComponent("advice-for-the-grandchildren.whisper.json"))
        #expect(try CommandRunner.run(["init", family]).status == 0)
        let ingest = try CommandRunner.run(["ingest", input.path, "--archive", family, "--quiet"])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let transcript = folder.appending("family/stories/\(Self.id)/transcript.vtt")
        #expect(try String(contentsOf: transcript, encoding: .utf8).contains("\n<v Sam>Grandpa, what advice would you give us?\n"))

        // A corrected transcript names the asker otherwise.
        let corrected = folder.appending("corrected.json")
        try Data(Self.whisperJSON(asker: "Grandson Sam").utf8).write(to: corrected)
        let edit = try CommandRunner.run(["edit", Self.id, "--transcript", corrected.path, "--archive", family])
        #expect(edit.status == 0, "\(edit.stderr)")
        let edited = try Data(contentsOf: transcript)
        #expect(String(decoding: edited, as: UTF8.self).contains("\n<v Grandson Sam>And when we get it wrong?\n"))

        let zip = folder.appending("Family.zip").path
        #expect(try CommandRunner.run(["export", "--archive", family, "-o", zip, "--no-transcode", "--quiet"]).status == 0)
        let copy = folder.appending("copy").path
        #expect(try CommandRunner.run(["init", copy]).status == 0)
        #expect(try CommandRunner.run(["ingest", zip, "--archive", copy, "--quiet"]).status == 0)
        #expect(try Data(contentsOf: folder.appending("copy/stories/\(Self.id)/transcript.vtt")) == edited)

        let site = folder.appending("site").path
        #expect(try CommandRunner.run(["build", "--archive", copy, "--output", site, "--no-transcode", "--quiet"]).status == 0)
        let page = try HTMLDocument(data: Data(contentsOf: folder.appending("site/stories/\(Self.id)/index.html")), fileName: "index.html")
        let cues = page.allElements.filter { ($0.attribute("class") ?? "").split(separator: " ").contains("cue") }
        #expect(cues.map { $0.descendants.first { $0.attribute("class") == "speaker" }?.text } ==
                ["Grandson Sam:", "Grandpa Joe:", nil, "Grandson Sam:", "Grandpa Joe:"])
        #expect(cues.map { ($0.attribute("class") ?? "").contains("cue-interviewer") } == [true, false, false, true, false])
    }
}
