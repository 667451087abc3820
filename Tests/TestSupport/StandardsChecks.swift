import Foundation
import StoryCore

/// The standards checks `scripts/install-deps.sh --standards-checks` installs (pyld,
/// podcastparser, bagit, bagit-profile in a venv): each check reads a file StoryChop wrote with
/// the library archives and podcast apps use, and answers with what it read, as JSON. A test
/// that needs them fails, saying how to install them, when they are not there.
public enum StandardsChecks {
    /// What went wrong running a check: not installed, or the check refused the file.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    /// `${XDG_DATA_HOME:-~/.local/share}/storychop/standards-checks/storychop-standards-check`.
    public static var program: String {
        EngineLocation.installed(folder: "standards-checks", program: "storychop-standards-check")
    }

    /// Runs `check` with `arguments`; returns its JSON answer. Throws when the checks are not
    /// installed or the file fails the check (with the check's message).
    public static func run(_ check: String, _ arguments: [String]) throws -> Any {
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw Failure(description: "the standards checks are not installed at \(program): run `bash scripts/install-deps.sh --standards-checks`")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = [check] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read standard error on its own thread, so neither pipe can fill and stall the check.
        let errorText = Locked("")
        let errorsRead = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errorText.withLock { $0 = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self) }
            errorsRead.signal()
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        errorsRead.wait()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "\(check) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus)): \(errorText.withLock { $0 })")
        }
        return try JSONSerialization.jsonObject(with: data)
    }

    /// `run`, whose answer is a JSON object (every check's is).
    public static func object(_ check: String, _ arguments: [String]) throws -> [String: Any] {
        guard let answer = try run(check, arguments) as? [String: Any] else {
            throw Failure(description: "\(check) answered with something other than a JSON object")
        }
        return answer
    }
}
