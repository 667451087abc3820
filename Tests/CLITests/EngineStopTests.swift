import Foundation
import Synchronization
import Testing
import TestSupport

/// Stopping `storychop transcribe` (^C, `kill`, a closed terminal) stops its engine and
/// everything the engine started, whenever the signal comes, on a machine whose cores are
/// busy: 50 runs in a row each. The stand-in engine is a shell script that starts a `sleep`
/// and waits for it; every process it starts carries a marker in its environment, by which
/// the test finds any that outlived StoryChop.
@Suite(.serialized) struct EngineStopTests {
    static let runs = 50
    /// Signals 32 and 33 in /proc's masks (bit n-1 is signal n): glibc's, for its threads.
    static let glibcSignals: UInt64 = 1 << 31 | 1 << 32

    /// The engine is running (its `sleep` started) when the signal comes.
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func stoppingStorychopStopsTheEngineAndEverythingItStarted(signal: Int32) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try EngineArchive(in: folder)
        let load = CPULoad(threads: 2)
        defer { load.stop() }
        for run in 1...Self.runs {
            try? FileManager.default.removeItem(atPath: archive.started)
            let marker = "storychop-engine-stop-\(UUID().uuidString)"
            let storychop = try archive.transcribe(marked: marker)
            let engineStarted = waitFor { FileManager.default.fileExists(atPath: archive.started) }
            #expect(engineStarted, "run \(run): the engine never started")
            let masks = try String(contentsOfFile: archive.started, encoding: .utf8).split(separator: "\n").dropFirst()
                .map { UInt64($0.trimmingCharacters(in: .whitespaces), radix: 16) }
            // What the engine was started with: no signal blocked, none ignored but glibc's own two
            // (32 and 33, which posix_spawn always leaves ignored and no program can use).
            #expect(masks.count == 2 && masks[0] == 0 && masks[1].map { $0 & ~Self.glibcSignals } == 0,
                    "run \(run): the engine's SigBlk and SigIgn: \(masks)")
            kill(storychop.processIdentifier, signal)
            storychop.waitUntilExit()
            #expect(storychop.terminationReason == .exit && storychop.terminationStatus == 128 + signal,
                    "run \(run): \(storychop.terminationReason == .exit ? "exit" : "signal") \(storychop.terminationStatus)")
            let survivors = Self.survivors(marked: marker)
            #expect(survivors.isEmpty, "run \(run): still running after StoryChop stopped: \(survivors)")
            if !survivors.isEmpty { survivors.forEach { kill($0, SIGKILL) } }
        }
        #expect(try archive.storyJSON().contains("\"transcript\": null"), "a stopped run writes no transcript")
    }

    /// The signal comes at moments spread over StoryChop's start, the engine's questions
    /// (`--languages`, `--about`) and its start for the recording.
    @Test func aSignalAtAnyMomentLeavesNoEngineBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try EngineArchive(in: folder)
        let load = CPULoad(threads: 2)
        defer { load.stop() }
        let signals = [SIGINT, SIGTERM, SIGHUP]
        for run in 0..<Self.runs {
            let signal = signals[run % signals.count]
            let marker = "storychop-engine-stop-\(UUID().uuidString)"
            let storychop = try archive.transcribe(marked: marker)
            Thread.sleep(forTimeInterval: Double(run % 25) * 0.008)
            kill(storychop.processIdentifier, signal)
            storychop.waitUntilExit()
            // Before its first engine StoryChop has no handler yet, and the signal ends it as it ends any program.
            let stopped = storychop.terminationReason == .exit ? storychop.terminationStatus == 128 + signal
                : storychop.terminationStatus == signal
            #expect(stopped, "run \(run): \(storychop.terminationReason == .exit ? "exit" : "signal") \(storychop.terminationStatus)")
            let survivors = Self.survivors(marked: marker)
            #expect(survivors.isEmpty, "run \(run), signal \(signal): still running after StoryChop stopped: \(survivors)")
            if !survivors.isEmpty { survivors.forEach { kill($0, SIGKILL) } }
        }
    }

    /// The processes (not yet ended) whose environment holds `marker`, once they have had up
    /// to ten seconds to end: a process killed a moment ago may still be on its way out.
    static func survivors(marked marker: String) -> [Int32] {
        var found: [Int32] = []
        _ = waitFor(seconds: 10) {
            found = markedProcesses(marker)
            return found.isEmpty
        }
        return found
    }

    private static func markedProcesses(_ marker: String) -> [Int32] {
        let needle = Data((marker).utf8)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let state = stat.split(separator: ")").last?.split(separator: " ").first, state != "Z", state != "X",
                  let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
            return environment.range(of: needle) != nil
        }
    }
}

/// An archive holding one untranscribed 6-second recording, whose storychop.yml names a
/// stand-in engine that, given the recording, writes its own SigBlk and SigIgn and its
/// `sleep`'s process id to `started`, then waits for the `sleep`.
struct EngineArchive {
    let path: String
    let started: String

    init(in folder: TemporaryDirectory) throws {
        path = folder.appending("family").path
        started = folder.appending("engine.started").path
        _ = try CommandRunner.run(["init", path])
        let config = try String(contentsOfFile: path + "/storychop.yml", encoding: .utf8)
        try (config + "transcriber: engine\n").write(toFile: path + "/storychop.yml", atomically: true, encoding: .utf8)
        let script = """
        #!/bin/sh
        case "$1" in --languages) echo en; exit 0 ;; --about) echo 'fake engine 1.0'; exit 0 ;; esac
        # Read by the shell itself (no fork: dash blocks every signal while it forks).
        while read -r key value; do case $key in SigBlk:) blocked=$value ;; SigIgn:) ignored=$value ;; esac; done < /proc/$$/status
        sleep 300 &
        printf '%s\n' $! $blocked $ignored > "\(started).part"
        mv "\(started).part" "\(started)"
        wait

        """
        let engine = try folder.write(script, to: "family/engine")
        chmod(engine.path, 0o755)
        try folder.write(AudioSamples.wav(seconds: 6), to: "new/how-we-met.wav")
        let ingest = try CommandRunner.run(["ingest", folder.appending("new").path, "--archive", path])
        #expect(ingest.status == 0, "\(ingest.stderr)")
    }

    /// `storychop transcribe` started, its environment (and so its engine's) holding `marker`.
    func transcribe(marked marker: String) throws -> Process {
        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = ["transcribe", "--archive", path]
        process.environment = ProcessInfo.processInfo.environment.merging(["STORYCHOP_TEST_MARK": marker]) { _, new in new }
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        return process
    }

    func storyJSON() throws -> String {
        let id = try #require(try FileManager.default.contentsOfDirectory(atPath: path + "/stories").first)
        return try String(contentsOfFile: path + "/stories/\(id)/story.json", encoding: .utf8)
    }
}

/// Keeps `threads` cores busy until stopped, and never for longer than ten minutes (a test
/// that fails before stopping it must not leave the machine loaded).
final class CPULoad: Sendable {
    private let running = Atomic<Bool>(true)

    init(threads: Int) {
        let deadline = Date().addingTimeInterval(600)
        for _ in 0..<threads {
            Thread.detachNewThread { [self] in
                var sum = 0
                while running.load(ordering: .relaxed), Date() < deadline {
                    for value in 0..<100_000 { sum &+= value &* value }
                }
                if sum == 42 { print(sum) }   // keeps the loop from being optimized away
            }
        }
    }

    func stop() {
        running.store(false, ordering: .relaxed)
    }
}

/// Checks `condition` every 10 ms until it holds or `seconds` have passed; whether it held.
func waitFor(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while !condition() {
        guard Date() < deadline else { return false }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return true
}
