import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Stops the engine when StoryChop is stopped (^C, `kill`, a closed terminal). The engine runs
/// in a process group of its own, which the terminal's ^C does not reach: without this, it
/// would go on transcribing for nobody after StoryChop had gone.
///
/// The handler is a plain signal handler that only reads an atomic, kills and exits, so it
/// works whatever StoryChop's threads are doing. While an engine is being started its process
/// group is not known yet: a signal then is noted, and the code starting the engine stops it
/// the moment it knows the group, so no timing lets an engine outlive StoryChop.
///
/// The handler knows one group, so engines in one process take turns (`oneEngine`): StoryChop
/// runs one at a time anyway, and callers side by side (tests, a library user) wait theirs.
enum EngineInterruption {
    private static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// No engine runs.
    private static let idle: Int32 = 0
    /// An engine is being started. Above 0: the running engine's process group. Below 0 (but
    /// not `starting`): the signal, negated, that is stopping StoryChop (it came while the
    /// engine was starting, or its handler is killing the engine).
    private static let starting = Int32.min
    private static let state = Atomic<Int32>(0)
    /// Held from an engine's start to its end.
    private static let oneEngine = DispatchSemaphore(value: 1)

    /// Installed once, before the first engine starts; the handlers stay for the rest of the run.
    private static let installed: Void = {
        // The handler reads these globals; Swift initialises a global when it is first used
        // (`swift_once`, which may lock and allocate), so they are first used here, before
        // any signal can run the handler, which then only reads them.
        _ = state.load(ordering: .sequentiallyConsistent)
        _ = starting
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { number in EngineInterruption.stop(on: number) }
        action.sa_flags = SA_RESTART
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in signals { sigaddset(&handled, number) }
        action.sa_mask = handled   // one stop at a time
        for number in signals { sigaction(number, &action, nil) }
        // A parent may have started StoryChop with these blocked (they are inherited so).
        pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }()

    /// Starts an engine with `start` (which returns its process id, the leader of its own
    /// group), stopping it and StoryChop at once when a signal came meanwhile.
    static func start(_ start: () throws(EngineFailure) -> pid_t) throws(EngineFailure) -> pid_t {
        _ = installed
        oneEngine.wait()
        state.store(starting, ordering: .sequentiallyConsistent)
        let pid: pid_t
        do {
            pid = try start()
        } catch {
            let found = state.exchange(idle, ordering: .sequentiallyConsistent)
            if found != starting { _exit(128 - found) }
            oneEngine.signal()
            throw error
        }
        let (recorded, found) = state.compareExchange(expected: starting, desired: pid, ordering: .sequentiallyConsistent)
        if !recorded {
            kill(-pid, SIGKILL)
            _exit(128 - found)
        }
        return pid
    }

    /// The engine has ended (it is not reaped yet, so its group cannot be another's meanwhile).
    /// When a signal's handler, on another thread, has killed it and is about to end StoryChop,
    /// this waits for that end rather than report the engine's death as a failure. Called once
    /// for every engine `start` started; the next engine may start after it.
    static func ended() {
        if state.exchange(idle, ordering: .sequentiallyConsistent) < 0 {
            while true { pause() }
        }
        oneEngine.signal()
    }

    /// Kills the engine's group, then ends StoryChop with the status a shell gives a process
    /// the signal ended (130 for ^C). Nothing is half-written: a transcript is written only
    /// after its engine has finished, each file in one step. Only async-signal-safe calls here.
    private static func stop(on number: Int32) {
        while true {
            let now = state.load(ordering: .sequentiallyConsistent)
            if now == starting {
                if state.compareExchange(expected: starting, desired: -number, ordering: .sequentiallyConsistent).exchanged { return }
                continue
            }
            if now < 0 { return }   // a stop is under way: the starting code or another handler ends the run
            if now > 0 {
                guard state.compareExchange(expected: now, desired: -number, ordering: .sequentiallyConsistent).exchanged else { continue }
                kill(-now, SIGKILL)
            }
            _exit(128 + number)
        }
    }
}
