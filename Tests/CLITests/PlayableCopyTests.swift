import Foundation
import Testing
import TestSupport

/// A recording browsers cannot play (the sample's CAF) gets a playable copy made by ffmpeg; when
/// ffmpeg is there but fails, the warning says what ffmpeg said, not "install ffmpeg".
@Suite struct PlayableCopyTests {
    @Test func aFailingFFmpegIsNamedWithWhatItSaid() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bin = folder.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let ffmpeg = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\necho 'Invalid data found when processing input' >&2\nexit 1\n".utf8).write(to: ffmpeg)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        #expect(try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"]).status == 0)
        let build = try CommandRunner.run(["build", "--archive", archive, "--no-check"],
                                          environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("ffmpeg could not make a playable copy (Invalid data found when processing input)"),
                "\(build.stderr)")
        #expect(!build.stderr.contains("install ffmpeg"))
    }
}
