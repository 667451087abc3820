import Dispatch
import StoryCore
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// Stops the engine when StoryChop is stopped (^C, `kill`, a closed terminal). The engine runs
/// in a process group of its own, which the terminal's ^C does not reach: without this, it
/// would go on transcribing for nobody after StoryChop had gone.
final class EngineInterruption: Sendable {
    static let shared = EngineInterruption()
    private static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// The engine's process group (negative, for `kill`), while one runs.
    private let group = Locked<Int32?>(nil)
    private let sources = Locked<[any DispatchSourceSignal]>([])

    /// Notes the engine now running (nil: none); the handlers are installed with the first.
    func watch(_ engine: Int32?) {
        group.withLock { $0 = engine }
        guard engine != nil else { return }
        sources.withLock { sources in
            guard sources.isEmpty else { return }
            for number in Self.signals {
                signal(number, SIG_IGN)   // the source hears it instead of the default ending
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in stop(on: number) }
                source.resume()
                sources.append(source)
            }
        }
    }

    /// Kills the engine's group, then ends StoryChop with the status a shell gives a process
    /// the signal ended (130 for ^C). Nothing is half-written: a transcript is written only
    /// after its engine has finished, each file in one step. (Sending the signal on to itself
    /// is not enough where the signal is blocked, as it can be inherited so.)
    private func stop(on number: Int32) {
        if let engine = group.withLock({ $0 }) { kill(engine, SIGKILL) }
        _exit(128 + number)
    }
}
