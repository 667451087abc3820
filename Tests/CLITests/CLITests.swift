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
        #expect(ingest.stdout.contains("12 added, 0 skipped, 0 rejected"))

        let again = try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"])
        #expect(again.status == 0)
        #expect(again.stdout.isEmpty)

        let list = try CommandRunner.run(["list", "--json"], in: URL(fileURLWithPath: archive))
        #expect(list.status == 0)
        let stories = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: Any]]
        #expect(stories?.count == 12)
        #expect(stories?.allSatisfy { ($0["audio"] as? [String: Any])?["sha256"] is String } == true)
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
    ])
    func usageErrorsExitWithTwo(arguments: [String]) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(!result.stderr.isEmpty)
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
