import Foundation

/// One run of a program that writes files (ffmpeg's playable copies, vipsthumbnail's photo
/// copies): nothing read from it but what it says on standard error, kept for the warning
/// when it fails.
public struct QuietRun: Sendable {
    public var status: Int32
    public var errorOutput: String

    /// Runs `program arguments…` with standard input closed and standard output thrown away;
    /// throws only when the program cannot be started.
    public static func run(_ program: String, _ arguments: [String]) throws -> QuietRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return QuietRun(status: process.terminationStatus, errorOutput: String(decoding: said, as: UTF8.self))
    }
}
