import Foundation
import Testing
import TestSupport

/// `storychop ingest` of what phones and browsers record (AMR, ADTS AAC, 3GP, WebM), made by the
/// real ffmpeg: each kept byte for byte as `audio.<format>`, with ffprobe's duration in story.json.
@Suite struct PhoneFormatIngestTests {
    @Test func phoneRecordingsAreKeptByteForByteWithTheirDuration() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let input = folder.appending("in")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try PhoneRecordings.amr(seconds: 7.3).write(to: input.appendingPathComponent("Voice 004.amr"))
        try PhoneRecordings.tone(seconds: 6, codec: "aac", format: "adts", to: input.appendingPathComponent("REC_0012.aac"))
        let source = folder.appending("source.awb")
        try PhoneRecordings.amr(seconds: 8.5, wideband: true).write(to: source)
        try PhoneRecordings.remux(source, format: "3gp", to: input.appendingPathComponent("old phone.3gp"))
        try PhoneRecordings.tone(seconds: 5.2, codec: "libopus", format: "webm", to: input.appendingPathComponent("browser.webm"),
                                 extra: ["-live", "1"])
        let expected: [String: (format: String, codec: String, seconds: Double)] = [
            "Voice 004.amr": ("amr", "amr-nb", try PhoneRecordings.ffprobePacketEnd(input.appendingPathComponent("Voice 004.amr"))),
            "REC_0012.aac": ("aac", "aac", try PhoneRecordings.ffprobePacketEnd(input.appendingPathComponent("REC_0012.aac"))),
            "old phone.3gp": ("3gp", "amr-wb", try #require(try PhoneRecordings.ffprobeDuration(input.appendingPathComponent("old phone.3gp")))),
            "browser.webm": ("webm", "opus", try PhoneRecordings.ffprobePacketEnd(input.appendingPathComponent("browser.webm"))),
        ]
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let ingest = try CommandRunner.run(["ingest", input.path, "--archive", archive])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        #expect(ingest.stdout.contains("4 added, 0 skipped, 0 rejected"), "\(ingest.stdout)")

        let stories = try FileManager.default.contentsOfDirectory(atPath: archive + "/stories")
        var seen: Set<String> = []
        for story in stories {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(archive)/stories/\(story)/story.json")))
            let fields = try #require(json as? [String: Any])
            let audio = try #require(fields["audio"] as? [String: Any])
            let original = try #require((fields["source"] as? [String: Any])?["original_file"] as? String)
            let want = try #require(expected[original], "an unexpected story from \(original)")
            seen.insert(original)
            #expect(audio["format"] as? String == want.format)
            #expect(audio["codec"] as? String == want.codec)
            #expect(audio["file"] as? String == "audio.\(want.format)")
            let duration = try #require(fields["duration"] as? Double)
            #expect(abs(duration - want.seconds) <= 0.05, "\(original): \(duration) s, ffprobe \(want.seconds) s")
            let kept = try Data(contentsOf: URL(fileURLWithPath: "\(archive)/stories/\(story)/audio.\(want.format)"))
            #expect(kept == (try Data(contentsOf: input.appendingPathComponent(original))), "\(original) is not byte for byte")
        }
        #expect(seen == Set(expected.keys))
    }

    /// A truncated AMR and a "voice note" that is really a saved web page: one line each, naming the
    /// file, and nothing of theirs in the archive.
    @Test func aTruncatedAMRAndATextNamedAMRAreOneLineEach() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let amr = PhoneRecordings.amr(seconds: 9)
        let cut = try folder.write(amr.prefix(amr.count - 11), to: "in/PTT-20241202-WA0002.amr")
        let text = try folder.write("<html><body>Voice message</body></html>\n", to: "in/PTT-20241202-WA0003.amr")
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let ingest = try CommandRunner.run(["ingest", folder.appending("in").path, "--archive", archive])
        #expect(ingest.status == 1)
        let errors = ingest.stderr.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 2, "\(ingest.stderr)")
        #expect(errors.contains { $0.hasPrefix("error: \(cut.path): the file ends before the end of its last AMR frame") })
        #expect(errors.contains { $0.hasPrefix("error: \(text.path): this is a text file, not a recording") })
        #expect(ingest.stdout.contains("0 added, 0 skipped, 2 rejected"), "\(ingest.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").isEmpty)
    }
}
