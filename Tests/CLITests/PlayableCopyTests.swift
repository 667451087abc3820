import Foundation
import Testing
import TestSupport

/// Every recording gets a playable copy made by ffmpeg (levelled: LevelledCopyTests measures
/// it), and the page plays it; when ffmpeg is there but fails, the warning says what ffmpeg
/// said, not "install ffmpeg". A script stands in for ffmpeg, so the tests need none installed.
@Suite struct PlayableCopyTests {
    @Test func aFailingFFmpegIsNamedWithWhatItSaid() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (build, archive) = try buildSample(in: folder, ffmpeg: "echo 'Invalid data found when processing input' >&2\nexit 1")
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("ffmpeg could not make a playable copy (Invalid data found when processing input)"),
                "\(build.stderr)")
        #expect(!build.stderr.contains("install ffmpeg"))
        // The next build tries again (ffmpeg may have been stopped, or fixed): with one that works, the copies are made.
        try Data("#!/bin/sh\n\(Self.copyingFFmpeg)\n".utf8).write(to: folder.appending("bin/ffmpeg"))
        #expect(try self.build(archive, in: folder).status == 0)
        #expect(try copiesMade(in: archive + "/site") >= 14)
    }

    /// The page of a CAF story plays its copy and offers both files: the original, and the copy.
    @Test func aPlayableCopyIsOfferedBesideTheOriginal() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let (build, archive) = try buildSample(in: folder, ffmpeg: Self.copyingFFmpeg)
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOfFile: archive + "/site/stories/2020-06-20-our-wedding-day/index.html", encoding: .utf8)
        #expect(page.contains(#"<source src="audio-playable.m4a" type="audio/mp4">"#))
        #expect(page.contains(#"href="audio.caf" download="2020-06-20-our-wedding-day.caf">Download the original recording</a>"#))
        #expect(page.contains(#"href="audio-playable.m4a" download="2020-06-20-our-wedding-day-playable.m4a">Download a copy that plays on phones and computers</a>"#))
        // An M4A every browser plays also plays through its copy, the one at even loudness.
        let m4a = try String(contentsOfFile: archive + "/site/stories/2022-10-02-story/index.html", encoding: .utf8)
        #expect(m4a.contains(#"<source src="audio-playable.m4a" type="audio/mp4">"#))
        #expect(m4a.contains(#"href="audio.m4a" download="2022-10-02-story.m4a">Download the original recording</a>"#))
    }

    /// An Opus story and an Opus voice note (a day entry) play through their copies, as every
    /// recording does, and the copies are made once: two ffmpeg runs each (measure, then level),
    /// and a second build, of another theme, runs no ffmpeg.
    @Test func opusGetsACopyMadeOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let runs = folder.appending("ffmpeg-runs").path
        let copying = "echo run >> '\(runs)'\n" + Self.copyingFFmpeg
        let archive = try sampleArchive(in: folder, ffmpeg: copying)
        // Another voice than the sample's Opus story: ingest skips a recording it already has.
        let note = try folder.write(Data(contentsOf: RepositoryPaths.audioFixtures.appendingPathComponent("speech.opus")),
                                    to: "notes/PTT-20241202-WA0002.opus")
        let day = try CommandRunner.run(["ingest", note.path, "--kind", "check-in", "--person", "Oma", "--date", "2024-12-02",
                                         "--archive", archive, "--quiet"])
        #expect(day.status == 0, "\(day.stderr)")
        let first = try build(archive, in: folder, ["--base-url", "https://example.org/"])
        #expect(first.status == 0, "\(first.stderr)")
        // Podcast apps play AAC but seldom Opus: the feed's episode is the copy.
        let feed = try String(contentsOfFile: archive + "/site/feed.xml", encoding: .utf8)
        #expect(feed.contains(#"url="https://example.org/stories/2023-07-04-who-taught-you-to-swim/audio-playable.m4a""#))
        let copies = try copiesMade(in: archive + "/site")
        let recordings = try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").filter {
            FileManager.default.fileExists(atPath: archive + "/stories/\($0)/story.json")
        }.count + 1
        #expect(copies == recordings, "every story and the voice note have a copy")
        #expect(try runCount(runs) == 2 * copies)
        let page = try String(contentsOfFile: archive + "/site/stories/2023-07-04-who-taught-you-to-swim/index.html", encoding: .utf8)
        #expect(page.contains(#"<source src="audio-playable.m4a" type="audio/mp4">"#))
        #expect(page.contains(#"href="audio.opus" download="2023-07-04-who-taught-you-to-swim.opus">Download the original recording</a>"#))
        #expect(page.contains(#"download="2023-07-04-who-taught-you-to-swim-playable.m4a">Download a copy that plays on phones and computers</a>"#))
        let dayPage = try String(contentsOfFile: archive + "/site/days/2024-12-02/index.html", encoding: .utf8)
        #expect(dayPage.contains(#"/audio-playable.m4a" type="audio/mp4">"#), "\(dayPage)")

        let second = try build(archive, in: folder, ["--base-url", "https://example.org/", "--theme", "calm"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(try runCount(runs) == 2 * copies, "a second build made the copies again")
        #expect(FileManager.default.fileExists(atPath: archive + "/site/stories/2023-07-04-who-taught-you-to-swim/audio-playable.m4a"))
    }

    /// Without a copy, Opus still plays in Chromium and Firefox: its player stays, and the note
    /// says only that iPhones may not play it. A CAF recording, which no browser but Safari
    /// plays, keeps the note that most browsers cannot.
    @Test func withoutACopyTheNoteSaysWhoCannotPlay() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try sampleArchive(in: folder, ffmpeg: Self.copyingFFmpeg)
        let build = try build(archive, in: folder, ["--no-transcode"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("iPhones and iPads cannot play OPUS (opus); install ffmpeg (and leave out --no-transcode) so build can add a playable copy"),
                "\(build.stderr)")
        let opus = try String(contentsOfFile: archive + "/site/stories/2023-07-04-who-taught-you-to-swim/index.html", encoding: .utf8)
        #expect(opus.contains(#"<source src="audio.opus" type="audio/ogg; codecs=opus">"#))
        #expect(opus.contains("This recording may not play on iPhones and iPads (OPUS, opus)."))
        #expect(!opus.contains("most browsers cannot play"))
        #expect(opus.contains("player-resume"), "the player's own controls stay")
        let caf = try String(contentsOfFile: archive + "/site/stories/2020-06-20-our-wedding-day/index.html", encoding: .utf8)
        #expect(caf.contains("This recording is in a format most browsers cannot play (CAF, ima4)."))
        // What every browser plays plays as recorded, with no copy and no warning.
        let m4a = try String(contentsOfFile: archive + "/site/stories/2022-10-02-story/index.html", encoding: .utf8)
        #expect(m4a.contains(#"<source src="audio.m4a" type="audio/mp4">"#))
        #expect(try copiesMade(in: archive + "/site") == 0)
        #expect(!build.stderr.contains("not levelled"))
    }

    /// "Converts" by copying the input (after -i) to the last argument; "measures" (output to
    /// `-`, loudnorm's first pass) by printing a loudness as loudnorm's JSON.
    static let copyingFFmpeg = """
        while [ "$1" != -i ]; do shift; done
        in="$2"
        for last; do :; done
        if [ "$last" = - ]; then
          printf '[Parsed_loudnorm_0 @ 0x1]\n{\n"input_i" : "-20.00",\n"input_tp" : "-3.00",\n"input_lra" : "2.00",\n"input_thresh" : "-30.00",\n"target_offset" : "0.10"\n}\n' >&2
          exit 0
        fi
        cp "$in" "$last"
        """

    /// Ingests the sample recordings into a new archive in `folder` and builds its site with
    /// `ffmpeg` (a shell script's body) as the only ffmpeg on PATH.
    private func buildSample(in folder: TemporaryDirectory, ffmpeg body: String) throws -> (CommandRunner.Result, String) {
        let archive = try sampleArchive(in: folder, ffmpeg: body)
        return (try build(archive, in: folder), archive)
    }

    /// A new archive in `folder` holding the sample recordings, and `bin/ffmpeg` there running `body`.
    private func sampleArchive(in folder: TemporaryDirectory, ffmpeg body: String) throws -> String {
        let bin = folder.appending("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let ffmpeg = bin.appendingPathComponent("ffmpeg")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: ffmpeg)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: ffmpeg.path)
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        #expect(try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"]).status == 0)
        return archive
    }

    /// `storychop build` with `bin/ffmpeg` of `folder` as the only ffmpeg on PATH.
    private func build(_ archive: String, in folder: TemporaryDirectory, _ options: [String] = []) throws -> CommandRunner.Result {
        try CommandRunner.run(["build", "--archive", archive, "--no-check"] + options,
                              environment: ["PATH": folder.appending("bin").path + ":/usr/bin:/bin"])
    }

    /// The playable copies in the site at `site`.
    private func copiesMade(in site: String) throws -> Int {
        let files = FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix("/audio-playable.m4a") }.count
    }

    private func runCount(_ file: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: file) else { return 0 }
        return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count
    }
}
