import Foundation

/// Runs the built `storychop` binary the way a user does, capturing what it prints.
public struct CommandRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `storychop` executable built beside the test binary, or the one `STORYCHOP_BINARY`
    /// names (scripts/test.sh runs these tests again with the release binary, which is linked
    /// differently: scripts/build-release.sh).
    public static var executable: URL {
        if let named = ProcessInfo.processInfo.environment["STORYCHOP_BINARY"], !named.isEmpty {
            return URL(fileURLWithPath: named, relativeTo: RepositoryPaths.root)
        }
        let besideTests = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for folder in [besideTests, besideTests.deletingLastPathComponent(), RepositoryPaths.root.appendingPathComponent(".build/debug")] {
            let candidate = folder.appendingPathComponent("storychop")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return RepositoryPaths.root.appendingPathComponent(".build/debug/storychop")
    }

    /// Runs `storychop arguments…` in `directory`, with standard input closed; `environment`
    /// changes the variables it is given.
    /// `input`: what is typed at the command's questions (none: standard input is empty).
    public static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                           input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let typed = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : typed
        try process.run()
        if let input {
            typed.fileHandleForWriting.write(Data(input.utf8))
            try? typed.fileHandleForWriting.close()
        }
        // Read both pipes before waiting, so a chatty command cannot fill a pipe and stall.
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus,
                      stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Starts `storychop arguments…` and kills it (SIGKILL, as a power cut would stop it) after
    /// `seconds`; true when it had already finished by then.
    public static func runKilled(_ arguments: [String], after seconds: Double) throws -> Bool {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: seconds)
        let finished = !process.isRunning
        if !finished { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return finished
    }
}
