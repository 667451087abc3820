import Foundation

/// Runs one of the programs publish sends with (rsync, rclone), reading what it prints line by
/// line as it goes (the files it sent, for progress) and keeping what it says on standard error
/// for the error, when it fails.
struct ToolRun {
    var status: Int32
    /// What it wrote on standard error, trimmed.
    var errorText: String

    /// The last line it wrote on standard error: what an error adds after its own words.
    var lastErrorLine: String {
        errorText.split(whereSeparator: \.isNewline).last.map { String($0).trimmingCharacters(in: .whitespaces) } ?? ""
    }

    /// Runs `executable arguments…` with standard input closed; `line` hears each line of its
    /// standard output (or of standard error, with `linesOnStandardError`: rclone logs there).
    static func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                    linesOnStandardError: Bool = false, line: (String) -> Void = { _ in }) throws -> ToolRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let lines = linesOnStandardError ? err : out
        let other = linesOnStandardError ? out : err
        // The other pipe is read on its own thread, so a program that fills it cannot stall.
        let otherText = OtherPipe(other.fileHandleForReading)
        var kept = Data()
        var pending = Data()
        while case let chunk = lines.fileHandleForReading.availableData, !chunk.isEmpty {
            pending.append(chunk)
            while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let text = String(decoding: pending[pending.startIndex..<newline], as: UTF8.self)
                line(text)
                if linesOnStandardError { kept.append(pending[pending.startIndex...newline]) }
                pending.removeSubrange(pending.startIndex...newline)
            }
        }
        if !pending.isEmpty {
            line(String(decoding: pending, as: UTF8.self))
            if linesOnStandardError { kept.append(pending) }
        }
        process.waitUntilExit()
        let errorData = linesOnStandardError ? kept : otherText.wait()
        if linesOnStandardError { _ = otherText.wait() }
        return ToolRun(status: process.terminationStatus,
                       errorText: String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// The full path of `tool` on PATH, nil when it is not installed.
    static func find(_ tool: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if tool.contains("/") { return FileManager.default.isExecutableFile(atPath: tool) ? tool : nil }
        for folder in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = folder + "/" + tool
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// A pipe read to its end on a thread of its own.
private final class OtherPipe: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread.detachNewThread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}
