import Foundation
import StoryCore
import TestSupport

/// `storychop serve` run as a user runs it, on a port the system chooses (`--port 0`), its
/// lines read as they come; stopped with SIGINT as Ctrl-C would, killed if it will not stop.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    private let output = Locked(Output())
    private(set) var port = 0

    private struct Output {
        var stdout = ""
        var stderr = ""
    }

    var stdout: String { output.withLock { $0.stdout } }
    var stderr: String { output.withLock { $0.stderr } }

    /// Starts serving `archive` with `arguments` after it; waits (at most `deadline`) for the
    /// address line, and returns once the server listens.
    init(archive: URL, arguments: [String] = ["--port", "0"], waitForAddress: Bool = true) throws {
        process.executableURL = CommandRunner.executable
        process.arguments = ["serve", "--archive", archive.path] + arguments
        process.standardInput = FileHandle.nullDevice
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        for (pipe, isError) in [(out, false), (err, true)] {
            pipe.fileHandleForReading.readabilityHandler = { [output] handle in
                let text = String(decoding: handle.availableData, as: UTF8.self)
                output.withLock { isError ? ($0.stderr += text) : ($0.stdout += text) }
            }
        }
        try process.run()
        guard waitForAddress else { return }
        try waitFor("Serving the site at ")
        let line = stdout.split(separator: "\n").first { $0.contains("Serving the site at ") } ?? ""
        guard let match = line.firstMatch(of: /127\.0\.0\.1:(\d+)\//), let number = Int(match.1) else {
            throw RawHTTP.Failure(description: "no address in: \(line)")
        }
        port = number
    }

    /// Waits until standard output (or error) holds `text` `count` times, failing after `seconds`.
    func waitFor(_ text: String, count: Int = 1, inErrors: Bool = false, seconds: Double = 60) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let seen = inErrors ? stderr : stdout
            if seen.components(separatedBy: text).count - 1 >= count { return }
            guard process.isRunning else { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw RawHTTP.Failure(description: "no \"\(text)\" × \(count) within \(seconds) s; stdout:\n\(stdout)\nstderr:\n\(stderr)")
    }

    /// Ctrl-C: SIGINT, then the exit status (SIGKILL after ten seconds, reported as -1).
    @discardableResult
    func stop() -> Int32 {
        guard process.isRunning else { return process.terminationStatus }
        kill(process.processIdentifier, SIGINT)
        let deadline = Date().addingTimeInterval(10)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return -1
        }
        return process.terminationStatus
    }

    /// Waits for the process to end by itself (a port in use), at most `seconds`.
    func waitForExit(seconds: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    deinit {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
}
