import Foundation
import Testing
import TestSupport

/// A recording browsers cannot play (the sample's CAF) gets a playable copy made by ffmpeg; when
/// ffmpeg is there but fails, the warning says what ffmpeg said, not "install ffmpeg". A script
/// stands in for ffmpeg, so the tests need none installed.
@Suite struct PlayableCopyTests {
    @Test func aFailingFFmpegIsNamedWithWhatItSaid() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (build, _) = try buildSample(in: folder, ffmpeg: "echo 'Invalid data found when processing input' >&2\nexit 1")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("ffmpeg could not make a playable copy (Invalid data found when processing input)"),
                "\(build.stderr)")
        #expect(!build.stderr.contains("install ffmpeg"))
    }

    /// The page of a CAF story plays its copy and offers both files: the original, and the copy.
    @Test func aPlayableCopyIsOfferedBesideTheOriginal() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // "Converts" by copying the input (after -i) to the last argument.
        let (build, archive) = try buildSample(in: folder, ffmpeg: """
            while [ "$1" != -i ]; do shift; done
            in="$2"
            for last; do :; done
            cp "$in" "$last"
            """)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOfFile: archive + "/site/stories/2020-06-20-our-wedding-day/index.html", encoding: .utf8)
        #expect(page.contains(#"<source src="audio-playable.m4a" type="audio/mp4">"#))
        #expect(page.contains(#"href="audio.caf" download="2020-06-20-our-wedding-day.caf">Download the original recording</a>"#))
        #expect(page.contains(#"href="audio-playable.m4a" download="2020-06-20-our-wedding-day-playable.m4a">Download a copy that plays on phones and computers</a>"#))
    }

    /// Ingests the sample recordings into a new archive in `folder` and builds its site with
    /// `ffmpeg` (a shell script's body) as the only ffmpeg on PATH.
    private func buildSample(in folder: TemporaryDirectory, ffmpeg body: String) throws -> (CommandRunner.Result, String) {
        let bin = folder.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let ffmpeg = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: ffmpeg)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        #expect(try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"]).status == 0)
        let build = try CommandRunner.run(["build", "--archive", archive, "--no-check"],
                                          environment: ["PATH": bin.path + ":/usr/bin:/bin"])
        return (build, archive)
    }
}
