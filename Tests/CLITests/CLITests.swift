import Foundation
import StoryArchive
import Testing
import TestSupport

/// The command line as a keeper meets it: exit statuses, and one line per problem naming the file.
@Suite struct CLITests {
    @Test func initThenIngestTheSampleThenListAsJSON() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        let created = try CommandRunner.run(["init", archive, "--title", "The Millers"])
        #expect(created.status == 0)
        #expect(created.stdout.contains("storychop ingest"))

        let ingest = try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        #expect(ingest.stdout.contains("14 added, 0 skipped, 0 rejected"))

        let again = try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"])
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)

        let list = try CommandRunner.run(["list", "--json"], in: URL(fileURLWithPath: archive))
        #expect(list.status == 0)
        let stories = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
        #expect(stories?.count == 14)
        #expect(stories?.allSatisfy { ($0["audio"] as? [String: Any])?["sha256"] is String } == true)
    }

    /// The whole job as demo.sh runs it, through the binary: ZIP written by libarchive, pages
    /// read back by libxml2 (both linked statically into the release binary).
    @Test func ingestBuildExportThenVerifyTheSample() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let ingest = try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let build = try CommandRunner.run(["build", "--archive", archive, "--no-transcode"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.contains("Built the site for 14 stories"))
        #expect(build.stdout.contains("Checked "), "the site is read back")

        let zip = folder.appending("Family.zip").path
        let export = try CommandRunner.run(["export", "--archive", archive, "-o", zip])
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.contains("Exported 14 stories"))
        let verify = try CommandRunner.run(["verify", zip])
        #expect(verify.status == 0, "\(verify.stderr)")
        #expect(verify.stdout.hasPrefix("OK: "))
        // Export and verify, on consecutive lines, count the same files and bytes.
        let counted = try #require(export.stdout.firstMatch(of: try Regex(#"\((\d+) files, ([^)]+)\) to"#)))
        #expect(verify.stdout.contains("\(counted.output[1].substring ?? "?") files, \(counted.output[2].substring ?? "?") checked"), "\(export.stdout)\n\(verify.stdout)")

        // One byte changed inside the ZIP: verify says so.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        let middle = bytes.count / 2
        bytes[middle] ^= 0xFF
        try bytes.write(to: URL(fileURLWithPath: zip))
        let damaged = try CommandRunner.run(["verify", zip])
        #expect(damaged.status != 0)
        #expect(damaged.stderr.contains(zip))
    }

    @Test func aRejectedFileGivesExitOneAndOneLineNamingIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        _ = try CommandRunner.run(["init", archive])
        let empty = try folder.write(Data(), to: "in/empty.m4a")
        try folder.write(AudioSamples.wav(seconds: 6), to: "in/fine.wav")
        let result = try CommandRunner.run(["ingest", folder.appending("in").path, "--archive", archive])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").filter { $0.hasPrefix("error: ") }
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("error: \(folder.appending("in").path)/empty.m4a: ") == true)
        #expect(errors.first?.contains(" — ") == true, "a hint follows the reason")
        #expect(result.stdout.contains("1 added, 0 skipped, 1 rejected"))
        _ = empty
    }

    @Test(arguments: [
        ["ingest"],
        ["ingest", "x.m4a", "--mood", "7"],
        ["ingest", "x.m4a", "--date", "yesterday"],
        ["list", "--no-such-flag"],
        ["verify", "a.zip", "b.zip"],
        ["nosuch"],
    ])
    func usageErrorsExitWithTwo(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: "))
        #expect(result.stderr.contains("\nUsage: storychop"))
    }

    @Test func aUsageErrorSaysHowToCallTheCommand() throws {
        let result = try CommandRunner.run(["list", "--no-such"])
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == """
        Error: Unknown option '--no-such'
        Usage: storychop list [<CODE>] [--archive <DIR>] [--days] [--json]
          See 'storychop list --help' for more information.

        """)
    }

    @Test(arguments: [[], ["--help"], ["help", "build"], ["build", "-h"]])
    func helpGoesToStandardOutput(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("USAGE: storychop"))
        #expect(result.stderr.isEmpty)
    }

    @Test func versionIsPrinted() throws {
        let result = try CommandRunner.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "0.1.0\n")
    }

    @Test func outsideAnArchiveItSaysToRunInit() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let result = try CommandRunner.run(["ingest", "whatever.m4a"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("storychop init"))
    }

    @Test func aFolderThatCannotBeReadGivesExitThree() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family")
        _ = try CommandRunner.run(["init", archive.path])
        // `stories` is a file, not a folder: the archive cannot be read (works even as root).
        try FileManager.default.removeItem(at: archive.appendingPathComponent("stories"))
        try folder.write("not a folder", to: "family/stories")
        let wav = try folder.write(AudioSamples.wav(seconds: 6), to: "a.wav")
        let result = try CommandRunner.run(["ingest", wav.path, "--archive", archive.path])
        #expect(result.status == 3, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("error: \(archive.appendingPathComponent("stories").path): "))
    }

    @Test func aSecondIngestWaitsForTheFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        let wav = try folder.write(AudioSamples.wav(seconds: 6), to: "a.wav")
        let held = try ArchiveLock(archive: archive)   // as if another ingest were running
        let result = try CommandRunner.run(["ingest", wav.path, "--archive", archive.root.path])
        #expect(result.status == 1)
        #expect(result.stderr.contains("another StoryChop command"))
        held.release()
        #expect(try CommandRunner.run(["ingest", wav.path, "--archive", archive.root.path]).status == 0)
    }

    /// While another command changes the archive, `list` says that what it has not finished is not listed.
    @Test func listSaysWhenAnotherCommandIsChangingTheArchive() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try Archive.create(at: folder.appending("family").path, config: ArchiveConfig(title: "T"))
        let held = try ArchiveLock(archive: archive)   // as if an ingest were running
        let during = try CommandRunner.run(["list", "--archive", archive.root.path])
        #expect(during.status == 0)
        #expect(during.stderr.contains("another StoryChop command is changing this archive right now"))
        held.release()
        #expect(try CommandRunner.run(["list", "--archive", archive.root.path]).stderr.isEmpty)
    }

    @Test func probeShowsWhatIsReadFromTheHeaders() throws {
        let file = RepositoryPaths.audioFixtures.appendingPathComponent("aac-faststart.m4a").path
        let result = try CommandRunner.run(["probe", "--json", file])
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let bytesRead = try #require(parsed?.first?["bytes_read"] as? Int)
        #expect(bytesRead <= 65_536)
        #expect(parsed?.first?["codec"] as? String == "aac")
    }
}

/// The check `build` runs reads only what changed, and never forgets a page with a problem.
@Suite struct BuildCheckTests {
    func sampleArchive(in folder: TemporaryDirectory) throws -> String {
        let root = folder.appending("archive")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name),
                                             to: root.appendingPathComponent(name))
        }
        return root.path
    }

    /// "Checked 3 changed pages, …" → 3.
    func checkedPages(_ output: String) -> Int? {
        guard let line = output.split(separator: "\n").first(where: { $0.hasPrefix("Checked ") }) else { return nil }
        return Int(line.split(separator: " ")[1])
    }

    /// A write that fails fails the command, even the check's own record of what it read.
    @Test func aCheckRecordThatCannotBeWrittenFailsTheBuildWithExitThree() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try sampleArchive(in: folder)
        // A folder (not empty) where the record goes: no file can be renamed over it.
        try folder.write("x", to: "archive/site/.storychop-check/in-the-way")
        let build = try CommandRunner.run(["build", "--archive", archive])
        #expect(build.status == 3, "\(build.stderr)")
        #expect(build.stderr.contains("archive/site/.storychop-check") && build.stdout.contains("Checked "))
    }

    @Test func aRebuildChecksOnlyThePagesItChanged() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try sampleArchive(in: folder)
        let first = try CommandRunner.run(["build", "--archive", root, "--no-transcode"])
        #expect(first.status == 0, "\(first.stderr)")
        let all = try #require(checkedPages(first.stdout))
        #expect(!first.stdout.contains("changed pages"))

        let archive = try Archive.open(at: root)
        var story = try archive.readStory(in: archive.storyDirectory("2024-03-09-how-we-met")).get()
        story.title = "How We Met, Told Again"
        try archive.save(story)
        let second = try CommandRunner.run(["build", "--archive", root, "--no-transcode"])
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("changed pages"))
        let changed = try #require(checkedPages(second.stdout))
        #expect(changed > 0 && changed < all / 2, "\(changed) of \(all)")

        let third = try CommandRunner.run(["build", "--archive", root, "--no-transcode"])
        #expect(checkedPages(third.stdout) == 0)
    }

    @Test func aPageWithAProblemIsCheckedAgainUntilItIsFixed() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try sampleArchive(in: folder)
        #expect(try CommandRunner.run(["build", "--archive", root, "--no-transcode"]).status == 0)
        try folder.write("{{<base}}{{$content}}<h1>About</h1><a href=\"nowhere.html\">gone</a>{{/content}}{{/base}}",
                         to: "archive/templates/about.mustache")
        for _ in 0..<2 {
            let result = try CommandRunner.run(["build", "--archive", root, "--no-transcode"])
            #expect(result.status == 1)
            #expect(result.stderr.contains("about/index.html") && result.stderr.contains("nowhere.html"))
        }
        try FileManager.default.removeItem(at: folder.appending("archive/templates/about.mustache"))
        let fixed = try CommandRunner.run(["build", "--archive", root, "--no-transcode"])
        #expect(fixed.status == 0, "\(fixed.stderr)")
    }
}
