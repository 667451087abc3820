import Foundation
import Testing
import TestSupport
import ZipIO

/// `verify` and `ingest` of a bundle through the binary: which checksums verify compared, and
/// a damaged bundle refused by ingest (exit 1, each problem named, the archive unchanged) or,
/// with --take-intact, taken in part with what was left out named.
@Suite struct BundleCommandsTests {
    @Test func aDamagedBundleIsRefusedAndTakeIntactImportsTheRest() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let family = folder.appending("family").path
        #expect(try CommandRunner.run(["init", family]).status == 0)
        #expect(try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", family, "--quiet"]).status == 0)
        #expect(try CommandRunner.run(["build", "--archive", family, "--no-transcode", "--quiet"]).status == 0)
        let zip = folder.appending("Family.zip").path
        #expect(try CommandRunner.run(["export", "--archive", family, "-o", zip, "--quiet"]).status == 0)
        let verify = try CommandRunner.run(["verify", zip])
        #expect(verify.status == 0 && verify.stdout.contains("checked with SHA-256 and SHA-512"), "\(verify.stdout)")

        // The same bundle without one story's recording.
        var entries: [(name: String, data: Data)] = []
        try ZipReader.forEachEntry(zipAt: zip) { info, readChunk in
            var data = Data()
            while let chunk = try readChunk() { data.append(chunk) }
            entries.append((info.path, data))
        }
        let recording = try #require(entries.first { $0.name.contains("/data/stories/") && $0.name.contains("/audio.") }).name
        let inner = String(recording.drop { $0 != "/" }.dropFirst())
        let damaged = folder.appending("Damaged.zip").path
        let writer = try ZipWriter(path: damaged)
        for entry in entries where entry.name != recording {
            try writer.addData(entry.data, as: entry.name, compression: .deflate, modified: 1_735_689_600)
        }
        try writer.close()

        let copy = folder.appending("copy").path
        #expect(try CommandRunner.run(["init", copy]).status == 0)
        let refused = try CommandRunner.run(["ingest", damaged, "--archive", copy])
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("error: \(damaged):\(inner): is listed in manifest-sha256.txt but missing from the bundle; "
                                        + "the bundle is damaged, so nothing was imported from it — "), "\(refused.stderr)")
        #expect(refused.stderr.contains("--take-intact"))
        // The missing file, and bag-info.txt whose Payload-Oxum counts it.
        #expect(refused.stdout.contains("0 added, 0 skipped, 2 rejected"), "\(refused.stdout)")
        #expect(try CommandRunner.run(["list", "--archive", copy]).stdout.hasPrefix("0 stories"))

        let taken = try CommandRunner.run(["ingest", damaged, "--archive", copy, "--take-intact"])
        #expect(taken.status == 1)
        #expect(taken.stdout.contains("13 added, 0 skipped, 1 rejected"), "\(taken.stdout)")
        let story = inner.split(separator: "/")[2]
        #expect(taken.stderr.contains("error: \(damaged):data/stories/\(story)/: left out the story \"\(story)\""), "\(taken.stderr)")
        let listed = try CommandRunner.run(["list", "--archive", copy]).stdout
        #expect(listed.contains("\n13 stories in "), "\(listed)")
    }
}
