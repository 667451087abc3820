import Foundation
import Testing
import TestSupport

/// The playable copies against the real ffmpeg (scripts/install-deps.sh --extras installs it),
/// measured as a podcast app would hear them: ffmpeg's ebur128 filter gives each copy's
/// integrated loudness, which must be the target's, −16 LUFS, within 1 LU.
@Suite(.serialized) struct LevelledCopyTests {
    static let target = -16.0

    /// Every copy of the sample site is at the target; a rebuild with nothing changed runs no
    /// ffmpeg and writes nothing (two runs a recording the first time: measure, then level).
    @Test func everyCopyIsAtTheTargetAndMadeOnce() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let runs = folder.appending("ffmpeg-runs").path
        let archive = try newArchive(in: folder, countingRunsIn: runs)
        #expect(try CommandRunner.run(["ingest", RepositoryPaths.sampleRecordings.path, "--archive", archive, "--quiet"]).status == 0)
        let first = try build(archive, in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let copies = copies(in: archive + "/site")
        #expect(copies.count >= 14, "\(copies)")
        for copy in copies {
            let loudness = try Self.loudness(of: copy)
            #expect(abs(loudness.integrated - Self.target) <= 1, "\(copy) plays at \(loudness.integrated) LUFS")
            // loudnorm holds peaks to -1.5 dBTP; the AAC encoding after it overshoots by up to a decibel, never to clipping.
            #expect(loudness.truePeak <= -0.5, "\(copy) peaks at \(loudness.truePeak) dBTP")
        }
        #expect(try runCount(runs) == 2 * copies.count)
        let second = try build(archive, in: folder)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains(" 0 files written"), "\(second.stdout)")
        #expect(try runCount(runs) == 2 * copies.count, "a rebuild with nothing changed ran ffmpeg")
    }

    /// Each recording's loudness is kept in its story.json: a site built into a new folder, or
    /// from the bundle imported into another archive, levels each recording with one ffmpeg
    /// run, without measuring it again.
    @Test func theMeasurementIsKeptInTheMetadata() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let runs = folder.appending("ffmpeg-runs").path
        let archive = try newArchive(in: folder, countingRunsIn: runs)
        let recordings = RepositoryPaths.sampleRecordings.path
        #expect(try CommandRunner.run(["ingest", recordings, "--archive", archive, "--quiet"]).status == 0)
        #expect(try build(archive, in: folder).status == 0)
        let measured = try loudness(in: archive)
        #expect(measured.count >= 14 && measured.values.allSatisfy { $0["target"] as? String == "I=-16:TP=-1.5:LRA=11" }, "\(measured)")
        #expect(measured.values.allSatisfy { ($0["integrated_lufs"] as? Double).map { (-70.0)...0 ~= $0 } ?? false }, "\(measured)")
        let made = try runCount(runs)

        #expect(try build(archive, in: folder, into: folder.appending("another-site").path).status == 0)
        #expect(try runCount(runs) == made + measured.count, "a new site folder measured again")

        let bundle = folder.appending("family.zip").path
        #expect(try CommandRunner.run(["export", "--archive", archive, "-o", bundle]).status == 0)
        let other = folder.appending("cousins").path
        #expect(try CommandRunner.run(["init", other]).status == 0)
        #expect(try CommandRunner.run(["ingest", bundle, "--archive", other, "--quiet"]).status == 0)
        #expect(try loudness(in: other) as NSDictionary == measured as NSDictionary, "the bundle's story.json keeps it")
        #expect(try build(other, in: folder).status == 0)
        #expect(try runCount(runs) == made + 2 * measured.count)
    }

    /// A person who changes a story's title while the build measures its recording keeps the
    /// change: the build writes no loudness over it, and the next build makes the page again.
    @Test func anEditDuringTheBuildIsKept() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archiveOfOneRecording(in: folder)
        // ffmpeg's first pass is where the person's edit lands: the wrapper makes it, then measures.
        let id = try #require(try FileManager.default.contentsOfDirectory(atPath: archive + "/stories").first { !$0.hasPrefix(".") })
        let story = archive + "/stories/\(id)/story.json"
        let fields = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: story))) as? [String: Any])
        let title = try #require(fields["title"] as? String)
        let wrapper = try standInFFmpeg(in: folder, """
            case "$*" in *print_format=json*) sed -i 's/"title": "\(title)"/"title": "How We Met, as Grandma tells it"/' '\(story)' ;; esac
            exec '\(try Self.realFFmpeg())' "$@"
            """)
        #expect(try build(archive, in: folder).status == 0)
        let edited = try String(contentsOfFile: story, encoding: .utf8)
        #expect(edited.contains("as Grandma tells it") && !edited.contains("loudness"), "\(edited)")
        try FileManager.default.removeItem(at: wrapper)
        #expect(try build(archive, in: folder).status == 0)
        let page = try String(contentsOfFile: archive + "/site/stories/\(id)/index.html", encoding: .utf8)
        #expect(page.contains("How We Met, as Grandma tells it"))
    }

    /// A build killed while ffmpeg makes a copy takes ffmpeg with it (ffmpeg has a process
    /// group of its own, which neither ^C nor a kill of the build reaches), so nothing goes on
    /// writing into the site; the next build makes the copy and leaves no temporary file.
    @Test func aKilledBuildLeavesNoFFmpegRunning() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try archiveOfOneRecording(in: folder)
        // An ffmpeg that says who it is, then takes a minute (as a long interview's copy does).
        let pidFile = folder.appending("ffmpeg.pid").path
        let wrapper = try standInFFmpeg(in: folder, "echo $$ > '\(pidFile)'\nexec sleep 60")
        let build = Process()
        build.executableURL = CommandRunner.executable
        build.arguments = ["build", "--archive", archive, "--no-check", "--quiet"]
        build.environment = ["PATH": folder.appending("bin").path + ":/usr/bin:/bin"]
        try build.run()
        let pid = try #require(Self.waitForPID(in: pidFile, while: build), "the build never started ffmpeg")
        kill(build.processIdentifier, SIGKILL)
        build.waitUntilExit()
        #expect(Self.waitForEnd(of: pid), "ffmpeg \(pid) went on after its build was killed")
        try FileManager.default.removeItem(at: wrapper)
        #expect(try self.build(archive, in: folder).status == 0)
        let site = archive + "/site"
        #expect(copies(in: site).count == 1)
        let left = (FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".tmp.m4a") }
        #expect(left.isEmpty, "\(left)")
    }

    /// The process id a wrapper wrote into `file`, once it has (within a minute).
    private static func waitForPID(in file: String, while build: Process) -> pid_t? {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, build.isRunning {
            if let text = try? String(contentsOfFile: file, encoding: .utf8), let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return pid
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return nil
    }

    /// Whether the process has ended (gone, or a zombie waiting to be reaped) within 10 seconds.
    private static func waitForEnd(of pid: pid_t) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return true }
            if status.contains("State:\tZ") { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }

    /// The same voice ingested twice, once 20 dB quieter (as a phone held far away records it),
    /// plays at the same level from both pages.
    @Test func aQuieterRecordingPlaysAtTheSameLevel() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let voice = RepositoryPaths.sampleRecordings.appendingPathComponent("how-we-met.m4a").path
        let recordings = folder.appending("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: voice, toPath: recordings.appendingPathComponent("2021-01-01 How we met.m4a").path)
        try Self.ffmpeg(["-i", voice, "-af", "volume=-20dB", "-c:a", "aac", "-b:a", "128k",
                         recordings.appendingPathComponent("2021-01-02 How we met, quietly.m4a").path])
        let (archive, _) = try ingestAndBuild(recordings, in: folder)
        let copies = copies(in: archive + "/site")
        try #require(copies.count == 2, "\(copies)")
        let loud = try Self.integratedLoudness(of: copies[0])
        let quiet = try Self.integratedLoudness(of: copies[1])
        #expect(abs(loud - quiet) <= 1, "\(loud) and \(quiet) LUFS")
        #expect(abs(quiet - Self.target) <= 1, "\(quiet) LUFS")
    }

    /// Silence measures as -inf: its copy is made without levelling, and the warning says so.
    @Test func silenceGetsACopyAndAWarning() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let recordings = folder.appending("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        try Self.ffmpeg(["-f", "lavfi", "-i", "anullsrc=r=16000:cl=mono", "-t", "6",
                         recordings.appendingPathComponent("2021-03-03 Nothing said.wav").path])
        let (archive, build) = try ingestAndBuild(recordings, in: folder)
        #expect(build.stderr.contains("silent or too short to measure its loudness"), "\(build.stderr)")
        #expect(copies(in: archive + "/site").count == 1)
    }

    /// A new archive in `folder` holding the recordings in `recordings`, and its site built.
    private func ingestAndBuild(_ recordings: URL, in folder: TemporaryDirectory) throws -> (String, CommandRunner.Result) {
        let archive = try newArchive(in: folder)
        let ingest = try CommandRunner.run(["ingest", recordings.path, "--archive", archive, "--quiet"])
        #expect(ingest.status == 0, "\(ingest.stderr)")
        let build = try build(archive, in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        return (archive, build)
    }

    /// A new archive in `folder`; with `runs`, `bin/ffmpeg` there counts its runs in that file
    /// and runs the real ffmpeg.
    private func newArchive(in folder: TemporaryDirectory, countingRunsIn runs: String? = nil) throws -> String {
        try FileManager.default.createDirectory(at: folder.appending("bin"), withIntermediateDirectories: true)
        if let runs {
            try standInFFmpeg(in: folder, "echo run >> '\(runs)'\nexec '\(try Self.realFFmpeg())' \"$@\"")
        }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        return archive
    }

    /// A new archive holding one story, the sample's How We Met.
    private func archiveOfOneRecording(in folder: TemporaryDirectory) throws -> String {
        let recordings = folder.appending("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: RepositoryPaths.sampleRecordings.appendingPathComponent("how-we-met.m4a").path,
                                         toPath: recordings.appendingPathComponent("2021-01-01 How we met.m4a").path)
        let archive = try newArchive(in: folder)
        #expect(try CommandRunner.run(["ingest", recordings.path, "--archive", archive, "--quiet"]).status == 0)
        return archive
    }

    /// `bin/ffmpeg` in `folder`, the first on the builds' PATH: a shell script running `body`.
    @discardableResult
    private func standInFFmpeg(in folder: TemporaryDirectory, _ body: String) throws -> URL {
        let wrapper = folder.appending("bin/ffmpeg")
        try Data("#!/bin/sh\n\(body)\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        return wrapper
    }

    private func build(_ archive: String, in folder: TemporaryDirectory, into output: String? = nil) throws -> CommandRunner.Result {
        try CommandRunner.run(["build", "--archive", archive, "--no-check"] + (output.map { ["--output", $0] } ?? []),
                              environment: ["PATH": folder.appending("bin").path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")])
    }

    /// The site's playable copies, in the order of their paths.
    private func copies(in site: String) -> [String] {
        let files = FileManager.default.enumerator(atPath: site)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix("audio-playable.m4a") && !$0.contains("/.") }.sorted().map { site + "/" + $0 }
    }

    /// Each story's `audio.loudness` in the archive, by its folder's name.
    private func loudness(in archive: String) throws -> [String: [String: Any]] {
        var found: [String: [String: Any]] = [:]
        let folder = archive + "/stories"
        for id in try FileManager.default.contentsOfDirectory(atPath: folder) where !id.hasPrefix(".") {
            let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(id)/story.json"))
            let story = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            guard let audio = story["audio"] as? [String: Any] else { continue }
            found[id] = audio["loudness"] as? [String: Any] ?? [:]
        }
        return found
    }

    private func runCount(_ file: String) throws -> Int {
        guard FileManager.default.fileExists(atPath: file) else { return 0 }
        return try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").count
    }

    /// Integrated loudness (LUFS) by ffmpeg's ebur128 filter: its summary's "I:" line.
    static func integratedLoudness(of file: String) throws -> Double {
        try loudness(of: file).integrated
    }

    /// Integrated loudness (LUFS) and true peak (dBTP) by ffmpeg's ebur128 filter: its summary's
    /// "I:" and "Peak:" lines.
    static func loudness(of file: String) throws -> (integrated: Double, truePeak: Double) {
        let said = try ffmpeg(["-nostats", "-loglevel", "info", "-i", file, "-af", "ebur128=peak=true", "-f", "null", "-"])
        let summary = (said.components(separatedBy: "Summary:").last ?? "").split(separator: "\n")
        func figure(_ label: String) -> Double? {
            let line = summary.first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(label) }
            return line?.split(separator: " ").dropFirst().first.flatMap { Double($0) }
        }
        let integrated = try #require(figure("I:"), "no integrated loudness in what ebur128 said: \(said)")
        return (integrated, try #require(figure("Peak:"), "no true peak in what ebur128 said: \(said)"))
    }

    /// Runs the real ffmpeg; returns what it said on standard error.
    @discardableResult
    static func ffmpeg(_ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try realFFmpeg())
        process.arguments = ["-nostdin", "-hide_banner", "-y"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "ffmpeg \(arguments) failed: \(said)")
        return said
    }

    /// The ffmpeg on PATH: scripts/install-deps.sh --extras installs it.
    static func realFFmpeg() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        let found = folders.map { "\($0)/ffmpeg" }.first { FileManager.default.isExecutableFile(atPath: $0) }
        return try #require(found, "ffmpeg is not installed: run scripts/install-deps.sh --extras")
    }
}
