import Foundation
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
    /// How long the pipes are still read after the engine has ended: a program it left behind
    /// (`sleep &`) may hold them open for ever, and must not hold up the run or its result.
    static let drainSeconds = 1.0

    var executable: String
    var arguments: [String]
    var timeout: Double
    var maxOutput: Int

    /// Runs the program to its end, calling `progress` with all the output so far after each chunk.
    func run(progress: (Data) -> Void = { _ in }) throws(EngineFailure) -> Outcome {
        let engine = try EngineSpawn(executable: executable, arguments: arguments)
        // The engine leads a process group of its own: killing the group stops everything it started.
        let group = -engine.pid
        var reader = PipeReader(output: engine.output, errors: engine.errors, maxOutput: maxOutput)
        defer { reader.close() }
        let deadline = Date().addingTimeInterval(timeout)
        var endedAt: Date?, timedOut = false
        while reader.isOpen {
            if endedAt == nil, Self.hasEnded(engine.pid) { endedAt = Date() }
            if let endedAt, Date().timeIntervalSince(endedAt) > Self.drainSeconds { break }
            if endedAt == nil, Date() > deadline || reader.overflowed {
                timedOut = !reader.overflowed
                kill(group, SIGKILL)
                endedAt = Date()
            }
            if reader.readAvailable(waitingMilliseconds: 200) { progress(reader.output) }
        }
        kill(group, SIGKILL)   // whatever it left behind
        EngineInterruption.ended()
        let (status, killed) = Self.reap(engine.pid)
        return Outcome(status: status, killed: killed && !timedOut, output: reader.output,
                       lastErrorLine: Self.lastLine(of: reader.errors), timedOut: timedOut, overflowed: reader.overflowed)
    }

    /// Whether the program has ended, without reaping it: until it is reaped, its process
    /// group cannot be given to another program, so killing the group stays safe.
    static func hasEnded(_ pid: Int32) -> Bool {
        var info = siginfo_t()
        return waitid(P_PID, id_t(pid), &info, WEXITED | WNOHANG | WNOWAIT) == 0 && info.si_signo == SIGCHLD
    }

    /// Waits for the program's end: its exit status, or the signal that ended it (`killed`).
    static func reap(_ pid: Int32) -> (status: Int32, killed: Bool) {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? ((status >> 8) & 0xFF, false) : (signal, true)
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

/// Reads the engine's two pipes together with `poll`, so neither can fill and stall it, and a
/// pipe some other program holds open never blocks the run.
struct PipeReader {
    private var descriptors: [pollfd]
    private let maxOutput: Int
    private(set) var output = Data()
    private(set) var errors = Data()
    private(set) var overflowed = false

    init(output: Int32, errors: Int32, maxOutput: Int) {
        descriptors = [pollfd(fd: output, events: Int16(POLLIN), revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
        self.maxOutput = maxOutput
    }

    var isOpen: Bool { descriptors.contains { $0.fd >= 0 } }

    /// Closes the pipes still open (a program the engine left behind may hold their other ends).
    mutating func close() {
        for index in descriptors.indices where descriptors[index].fd >= 0 {
            _ = Glibc.close(descriptors[index].fd)
            descriptors[index].fd = -1
        }
    }

    /// Reads what has come within `waitingMilliseconds`; true when standard output grew.
    mutating func readAvailable(waitingMilliseconds: Int32) -> Bool {
        guard poll(&descriptors, nfds_t(descriptors.count), waitingMilliseconds) > 0 else { return false }
        var grew = false
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        for index in descriptors.indices where descriptors[index].fd >= 0 && descriptors[index].revents != 0 {
            let count = read(descriptors[index].fd, &buffer, buffer.count)
            guard count > 0 else {
                if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    _ = Glibc.close(descriptors[index].fd)
                    descriptors[index].fd = -1
                }
                continue
            }
            if index == 0 {
                output.append(contentsOf: buffer[..<count])
                overflowed = overflowed || output.count > maxOutput
                grew = true
            } else {
                errors.append(contentsOf: buffer[..<count])
                if errors.count > EngineProcess.keptErrorBytes { errors.removeFirst(errors.count - EngineProcess.keptErrorBytes) }
            }
        }
        return grew
    }
}
