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
        guard FileManager.default.isExecutableFile(atPath: program) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: program])
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: diesWithParent ?? program)
        process.arguments = diesWithParent == nil ? arguments : ["--pdeathsig", "KILL", "--", program] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        // Told of the end as soon as Foundation reaps the program: `waitUntilExit` looks only
        // every 50 ms or so, which is most of a short run, thousands of times in a build.
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        ended.wait()
        return QuietRun(status: process.terminationStatus, errorOutput: String(decoding: said, as: UTF8.self))
    }

    /// util-linux's setpriv, through which the program is run so that the kernel kills it when
    /// the thread that started it ends: a build killed, or stopped with ^C (which does not reach
    /// the program: Foundation gives it a process group of its own), leaves no ffmpeg writing
    /// into its site. Without setpriv (it is part of every Debian) the program runs as is.
    private static let diesWithParent: String? = FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") ? "/usr/bin/setpriv" : nil
}
