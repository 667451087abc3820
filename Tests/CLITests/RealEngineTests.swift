import Foundation
import Testing
import TestSupport
import Transcribe

/// The engine `scripts/install-deps.sh --transcription` installs (scripts/test.sh and CI run
/// it first), run with no network at all: `unshare -rn` gives it a network namespace with
/// nothing in it. Two of the sample's spoken recordings, ingested without their transcripts.
@Suite struct RealEngineTests {
    static var installed: String { TranscriptionEngine.installedPath() }

    /// What each recording is known to say (its transcript in sample-archive/recordings).
    static let keyWords = [
        "how-we-met.m4a": ["dance", "yellow dress", "married"],
        "2024-03-05 The day we moved.m4a": ["Maple Street", "mattress", "Ford", "miles"],
    ]

    @Test func theInstalledEngineTranscribesTwoSampleRecordingsOffline() throws {
        try #require(FileManager.default.isExecutableFile(atPath: Self.installed),
                     "no engine at \(Self.installed): run bash scripts/install-deps.sh --transcription (scripts/test.sh does)")
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        _ = try CommandRunner.run(["init", archive])
        let offline = try folder.write("#!/bin/sh\nexec unshare -rn \"\(Self.installed)\" \"$@\"\n", to: "family/offline-engine")
        chmod(offline.path, 0o755)
        let config = try String(contentsOfFile: archive + "/storychop.yml", encoding: .utf8)
        try (config + "transcriber: offline-engine\n").write(toFile: archive + "/storychop.yml", atomically: true, encoding: .utf8)
        for name in Self.keyWords.keys {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent("recordings/" + name),
                                             to: folder.appending(name))
        }
        let ingest = try CommandRunner.run(["ingest"] + Self.keyWords.keys.map { folder.appending($0).path } + ["--transcribe", "--archive", archive])
        #expect(ingest.status == 0 && ingest.stdout.contains("Transcribed 2 recordings"), "\(ingest.stdout)\(ingest.stderr)")

        for id in try FileManager.default.contentsOfDirectory(atPath: archive + "/stories") {
            let story = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: archive + "/stories/\(id)/story.json"))) as? [String: Any]
            let original = ((story?["source"] as? [String: Any])?["original_file"] as? String).map { ($0 as NSString).lastPathComponent }
            let words = try #require(original.flatMap { Self.keyWords[$0] })
            let duration = try #require(story?["duration"] as? Double)
            let vtt = try String(contentsOfFile: archive + "/stories/\(id)/transcript.vtt", encoding: .utf8)
            for word in words { #expect(vtt.localizedCaseInsensitiveContains(word), "\(original ?? id) lacks \"\(word)\":\n\(vtt)") }
            let times = Self.cueTimes(vtt)
            #expect(times.count >= 3, "\(vtt)")
            #expect(zip(times, times.dropFirst()).allSatisfy { $0.start <= $1.start && $0.end <= $1.end }, "\(vtt)")
            #expect(times.allSatisfy { 0 <= $0.start && $0.start < $0.end && $0.end <= duration + 0.5 }, "\(duration) s:\n\(vtt)")
        }
    }

    /// Each cue's start and end in seconds, from its "00:00:01.500 --> 00:00:04.000" line.
    static func cueTimes(_ vtt: String) -> [(start: Double, end: Double)] {
        vtt.split(separator: "\n").filter { $0.contains(" --> ") }.map { line in
            let parts = line.components(separatedBy: " --> ").map { time in
                time.split(separator: ":").reduce(0.0) { $0 * 60 + (Double($1) ?? .nan) }
            }
            return (parts[0], parts[1])
        }
    }
}
