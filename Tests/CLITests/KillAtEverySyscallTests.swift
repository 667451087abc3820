import Foundation
import Synchronization
import Testing
import TestSupport

/// Every command that changes the archive, killed (SIGKILL, by strace's fault injection) at each
/// one of its writes, renames and unlinks in turn: after each kill, the next command that takes
/// the lock (`list`) removes what the killed run left and says so, the archive holds the item
/// wholly as before or wholly as after, and verifies; the command run again finishes the job.
/// strace counts a syscall's calls per thread, so `when=N` for N up to the most calls one thread
/// made visits every distinct kill point once (the first thread to reach its Nth call dies).
@Suite(.serialized) struct KillAtEverySyscallTests {
    static let syscalls = ["write", "writev", "pwrite64", "pwritev", "rename", "renameat", "renameat2", "unlink", "unlinkat", "rmdir"]

    @Test(arguments: KillScenario.all)
    func killedAtEachWriteRenameAndUnlinkTheArchiveIsOldOrNewAndTheNextRunCleansUp(_ scenario: KillScenario) throws {
        let strace = try #require(ExternalTool.find("strace"), "strace is not installed: run scripts/install-deps.sh --kill-tests")
        let started = Date()
        let template = try TemporaryDirectory("storychop-kill")
        defer { template.remove() }
        let id = try scenario.prepare(template.url)
        let before = try KillSnapshot(archive: template.appending("family"))
        // One run to its end, counting the calls each thread made; its result is the "after".
        let finished = try TemporaryDirectory("storychop-kill")
        defer { finished.remove() }
        try copy(template, to: finished)
        let log = finished.appending("strace.log").path
        let counted = try Self.run(strace, ["-f", "-qq", "-o", log, "-e", "trace=" + Self.syscalls.joined(separator: ",")]
                                       + [CommandRunner.executable.path] + scenario.arguments(finished.url, id))
        #expect(counted.status == 0, "\(scenario.name) under strace: \(counted.output)")
        let points = try Self.callsPerThread(in: String(contentsOfFile: log, encoding: .utf8))
        let after = try KillSnapshot(archive: finished.appending("family"))
        let each = points.sorted { $0.key < $1.key }.flatMap { syscall, calls in (1...calls).map { (syscall, $0) } }
        let killed = Mutex(0)
        // Two at a time: each kill point has a copy of its own, and the machines have two cores or more.
        DispatchQueue.concurrentPerform(iterations: 2) { worker in
            for point in stride(from: worker, to: each.count, by: 2).map({ each[$0] }) {
                do {
                    if try killAndRecover(scenario, id: id, at: point, strace: strace, template: template, states: (before, after),
                                          place: "\(scenario.name) killed at \(point.0) #\(point.1)") {
                        killed.withLock { $0 += 1 }
                    }
                } catch {
                    Issue.record(error, "\(scenario.name) killed at \(point.0) #\(point.1)")
                }
            }
        }
        let killedRuns = killed.withLock { $0 }
        let total = points.values.reduce(0, +)
        #expect(killedRuns > total / 2, "\(scenario.name): only \(killedRuns) of \(total) kill points killed it")
        print("\(scenario.name): \(total) kill points (\(points.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))), \(killedRuns) killed it, \(Int(Date().timeIntervalSince(started))) s")
    }

    /// #42 fault 3: an edit killed as it renames its new story.json into place leaves the
    /// hidden temporary file; the next command of any kind that takes the lock (here `build`)
    /// removes it and names it, and leaves alone a file that only looks like one.
    @Test func theNextCommandRemovesAndNamesTheTemporaryFileOfAKilledEdit() throws {
        let strace = try #require(ExternalTool.find("strace"), "strace is not installed: run scripts/install-deps.sh --kill-tests")
        let folder = try TemporaryDirectory("storychop-kill")
        defer { folder.remove() }
        let id = try KillScenario.ingested(folder.url)
        let story = KillScenario.archive(folder.url) + "/stories/" + id
        try Data("mine".utf8).write(to: URL(fileURLWithPath: story + "/.story.json.backup.tmp"))
        let killed = try Self.run(strace, ["-f", "-qq", "-o", "/dev/null", "-e", "trace=rename", "-e", "inject=rename:signal=KILL:when=1",
                                           CommandRunner.executable.path, "edit", id, "--title", "Our first dance", "--archive", KillScenario.archive(folder.url)])
        #expect(killed.status == SIGKILL + 128)
        let left = try FileManager.default.contentsOfDirectory(atPath: story).filter { $0.hasPrefix(".story.json.") && $0 != ".story.json.backup.tmp" }
        #expect(left.count == 1, "the killed edit left its temporary file: \(left)")
        let build = try CommandRunner.run(["build", "--archive", KillScenario.archive(folder.url), "--no-check"])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stderr.contains("Removed 1 file or folder a stopped StoryChop run left behind: stories/\(id)/\(left.first ?? "?")\n"), "\(build.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: story).filter { $0.hasPrefix(".") } == [".story.json.backup.tmp"])
        let again = try CommandRunner.run(["list", "--archive", KillScenario.archive(folder.url)])
        #expect(!again.stderr.contains("left behind"), "nothing is left to remove: \(again.stderr)")
    }

    /// One kill point: a fresh copy of the scenario's archive, the command killed there, then the
    /// checks. Returns whether the command was killed (not every call is reached on every run).
    private func killAndRecover(_ scenario: KillScenario, id: String, at point: (String, Int), strace: String,
                                template: TemporaryDirectory, states: (before: KillSnapshot, after: KillSnapshot),
                                place: String) throws -> Bool {
        let copy = try TemporaryDirectory("storychop-kill")
        defer { copy.remove() }
        try self.copy(template, to: copy)
        let archive = copy.appending("family")
        let run = try Self.run(strace, ["-f", "-qq", "-o", "/dev/null", "-e", "trace=\(point.0)", "-e", "inject=\(point.0):signal=KILL:when=\(point.1)",
                                        CommandRunner.executable.path] + scenario.arguments(copy.url, id))
        let left = KillSnapshot.leftovers(in: archive, outsideSite: true)
        let next = try CommandRunner.run(["list", "--archive", archive.path])
        #expect(next.status == 0, "\(place), then list: \(next.stderr)")
        for path in left.prefix(5) {
            #expect(next.stderr.contains("a stopped StoryChop run left behind") && next.stderr.contains(path), "\(place): \(path) not reported: \(next.stderr)")
        }
        #expect(KillSnapshot.leftovers(in: archive, outsideSite: true) == [], "\(place): left after list")
        let state = try KillSnapshot(archive: archive)
        #expect(state.isOldOrNew(states.before, states.after), "\(place): neither old nor new:\n\(state.differences(from: states.before, states.after))")
        if state == states.after || scenario.verifiesBefore {
            let verified = try CommandRunner.run(["verify", archive.path])
            #expect(verified.status == 0, "\(place), then verify: \(verified.stderr)")
        }
        if state == states.before || scenario.runsAgainWhenDone {
            let again = try CommandRunner.run(scenario.arguments(copy.url, id))
            #expect(again.status == 0, "\(place), then again: \(again.stderr)")
            #expect(try KillSnapshot(archive: archive) == states.after, "\(place), then again: not as a finished run leaves it")
            if states.after != states.before {   // else the archive is as it was verified above, file for file
                #expect(try CommandRunner.run(["verify", archive.path]).status == 0, "\(place), then again: verify")
            }
        }
        if let output = scenario.output, FileManager.default.fileExists(atPath: copy.appending(output).path) {
            #expect(try CommandRunner.run(["verify", copy.appending(output).path]).status == 0, "\(place): the ZIP does not verify")
        }
        #expect(KillSnapshot.leftovers(in: copy.url, outsideSite: false) == [], "\(place): left at the end")
        return run.status == SIGKILL + 128
    }

    private func copy(_ template: TemporaryDirectory, to target: TemporaryDirectory) throws {
        for name in try FileManager.default.contentsOfDirectory(atPath: template.path) {
            try FileManager.default.copyItem(at: template.appending(name), to: target.appending(name))
        }
    }

    /// The most calls of each syscall one thread (or child process) made, from strace's log.
    static func callsPerThread(in log: String) throws -> [String: Int] {
        var counts: [String: [Substring: Int]] = [:]
        let line = try Regex(#"^(\d+) +([a-z0-9_]+)\("#)
        for text in log.split(separator: "\n") {
            guard let match = try line.firstMatch(in: String(text)), let pid = match.output[1].substring,
                  let name = match.output[2].substring else { continue }
            counts[String(name), default: [:]][pid, default: 0] += 1
        }
        return counts.mapValues { $0.values.max() ?? 0 }
    }

    /// Runs `strace arguments…`; a traced program killed by a signal makes strace die of it too,
    /// which is given as 128 + the signal, as a shell says it.
    static func run(_ strace: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: strace)
        process.arguments = arguments
        // Under scripts/sanitize.sh: LeakSanitizer cannot run in a traced process (it stops
        // with a fatal error at exit), so the traced storychop checks memory but not leaks.
        var environment = ProcessInfo.processInfo.environment
        if let options = environment["ASAN_OPTIONS"] { environment["ASAN_OPTIONS"] = options + ":detect_leaks=0" }
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        let pipe = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (status, String(decoding: output, as: UTF8.self))
    }
}
