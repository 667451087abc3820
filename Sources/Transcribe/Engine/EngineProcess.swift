import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// One run of the engine program: its standard output gathered as it comes (so progress can be
/// shown), the end of its standard error kept for the one-line error, and a time limit after
/// which it is killed with everything it started.
struct EngineProcess {
    /// How a run ended.
    struct Outcome {
        var status: Int32
        /// It was ended by a signal (`status` is the signal's number): a crash, or the kernel out of memory.
        var killed: Bool
        var output: Data
        /// The last line the engine wrote on standard error, if any.
        var lastErrorLine: String?
        var timedOut: Bool
        /// It wrote more than `maxOutput` bytes and was stopped.
        var overflowed: Bool
    }

    /// Standard error beyond this is dropped from the front: only its last line is ever shown.
    static let keptErrorBytes = 8 << 10

    var executable: String
    var arguments: [String]
    var timeout: Double
    var maxOutput: Int

    /// Runs the program to its end, calling `progress` with all the output so far after each chunk.
    func run(progress: (Data) -> Void = { _ in }) throws(EngineFailure) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw EngineFailure.cannotStart(executable, error.localizedDescription)
        }
        // Foundation starts the program in a process group of its own: killing the group stops
        // anything it started too, which would otherwise keep the output pipe open.
        let group = process.processIdentifier
        let timedOut = Locked(false)
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + timeout)
        timer.setEventHandler {
            timedOut.withLock { $0 = true }
            kill(-group, SIGKILL)
        }
        timer.resume()
        let errorText = Locked(Data())
        let errorsRead = DispatchGroup()
        DispatchQueue.global().async(group: errorsRead) {
            Self.keepTail(of: errors.fileHandleForReading, in: errorText)
        }
        var gathered = Data()
        var overflowed = false
        while case let chunk = output.fileHandleForReading.availableData, !chunk.isEmpty {
            guard gathered.count + chunk.count <= maxOutput else {
                overflowed = true
                kill(-group, SIGKILL)
                break
            }
            gathered.append(chunk)
            progress(gathered)
        }
        process.waitUntilExit()
        timer.cancel()
        errorsRead.wait()
        return Outcome(status: process.terminationStatus, killed: process.terminationReason == .uncaughtSignal, output: gathered,
                       lastErrorLine: Self.lastLine(of: errorText.withLock { $0 }),
                       timedOut: timedOut.withLock { $0 }, overflowed: overflowed)
    }

    /// Reads `handle` to its end, keeping only its last `keptErrorBytes`.
    private static func keepTail(of handle: FileHandle, in kept: Locked<Data>) {
        while case let chunk = handle.availableData, !chunk.isEmpty {
            kept.withLock { text in
                text.append(chunk)
                if text.count > keptErrorBytes { text.removeFirst(text.count - keptErrorBytes) }
            }
        }
    }

    /// The last line that is not blank, without a leading "error: " (the CLI adds its own).
    static func lastLine(of data: Data) -> String? {
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        guard let last = lines.last(where: { !$0.allSatisfy(\.isWhitespace) }) else { return nil }
        let line = last.trimmingCharacters(in: .whitespaces)
        let text = line.hasPrefix("error: ") ? String(line.dropFirst(7)) : line
        return text.count > 300 ? String(text.prefix(300)) + "…" : text
    }
}
