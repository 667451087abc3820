import Foundation
import Testing
import TestSupport

/// Recordings tagged by ffmpeg as a phone's recorder tags them: a generic title ("New Recording
/// 12") and a comment. Each container keeps the comment its own way (MP4 `©cmt`, ID3 `COMM`,
/// the Vorbis comment `DESCRIPTION` in Ogg Opus and Vorbis); ingest titles the story with it.
/// Needs ffmpeg (scripts/install-deps.sh --extras).
@Suite struct CommentTitleIngestTests {
    static let comment = "Dad talking about building the rowboat"

    @Test(arguments: [("m4a", ["-c:a", "aac"]), ("mp3", ["-c:a", "libmp3lame"]), ("opus", ["-c:a", "libopus"]),
                      ("ogg", ["-c:a", "libvorbis"])])
    func theCommentTitlesARecordersRecording(_ ending: String, _ codec: [String]) throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try Self.record(fixture.sources.appendingPathComponent("New Recording 12." + ending), codec: codec,
                        metadata: ["title=New Recording 12", "comment=" + Self.comment])
        try Self.record(fixture.sources.appendingPathComponent("kept." + ending), codec: codec,
                        metadata: ["title=Dad on the rowboat", "comment=" + Self.comment])
        try Self.record(fixture.sources.appendingPathComponent("bare." + ending), codec: codec, metadata: ["title=Voice 004"])
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let titles = try fixture.stories().map(\.title).sorted()
        #expect(titles == ["Dad on the rowboat", Self.comment, "Voice 004"])
    }

    /// Six seconds of a tone, encoded with `codec`, tagged with `metadata` (`key=value` each).
    static func record(_ file: URL, codec: [String], metadata: [String]) throws {
        let ffmpeg = try #require(["/usr/bin/ffmpeg", "/usr/local/bin/ffmpeg"].first { FileManager.default.isExecutableFile(atPath: $0) },
                                  "these tests need ffmpeg: scripts/install-deps.sh --extras installs it")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ffmpeg)
        process.arguments = ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=330:duration=6"] + codec
            + metadata.flatMap { ["-metadata", $0] } + [file.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "ffmpeg could not make \(file.lastPathComponent)")
    }
}
