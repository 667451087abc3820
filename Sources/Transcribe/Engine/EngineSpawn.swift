import CLinuxExtras
#if canImport(Glibc)
import Glibc
#endif

/// Starts the engine program with `posix_spawn`, as a clean process: every signal's default
/// action, none blocked (StoryChop's own blocking must not reach a shell script's `wait`),
/// a process group of its own (so one `kill` stops everything it starts), standard input from
/// /dev/null, and none of StoryChop's open files but the two pipes it writes to.
struct EngineSpawn {
    var pid: pid_t
    /// The read ends of the engine's standard output and standard error.
    var output: Int32
    var errors: Int32

    init(executable: String, arguments: [String]) throws(EngineFailure) {
        var outputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe2(&outputPipe, O_CLOEXEC) == 0 else { throw .cannotStart(executable, Self.describe(errno)) }
        guard pipe2(&errorPipe, O_CLOEXEC) == 0 else {
            let error = errno
            outputPipe.forEach { close($0) }
            throw .cannotStart(executable, Self.describe(error))
        }
        defer { close(outputPipe[1]); close(errorPipe[1]) }
        var pid: pid_t = 0
        let arguments = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        do {
            let settings = try EngineSpawnSettings(executable: executable, output: outputPipe[1], errors: errorPipe[1])
            self.pid = try EngineInterruption.start { () throws(EngineFailure) -> pid_t in
                let result = posix_spawn(&pid, executable, &settings.actions, &settings.attributes, arguments, environ)
                guard result == 0 else { throw .cannotStart(executable, Self.describe(result)) }
                return pid
            }
        } catch {
            close(outputPipe[0])
            close(errorPipe[0])
            throw error
        }
        output = outputPipe[0]
        errors = errorPipe[0]
    }

    static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}

/// What `posix_spawn` starts the engine with. Every setting is checked: one that failed would
/// start the engine with StoryChop's open files or blocked signals, so the engine is not started.
final class EngineSpawnSettings {
    var actions = posix_spawn_file_actions_t()
    var attributes = posix_spawnattr_t()
    private var actionsMade = false, attributesMade = false

    /// Standard input from /dev/null, standard output and error to `output` and `errors`, no
    /// other file open; default signal actions, none blocked, a process group of its own.
    init(executable: String, output: Int32, errors: Int32) throws(EngineFailure) {
        let check = { (result: Int32) throws(EngineFailure) in
            guard result == 0 else { throw .cannotStart(executable, EngineSpawn.describe(result)) }
        }
        try check(posix_spawn_file_actions_init(&actions))
        actionsMade = true
        try check(posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0))
        try check(posix_spawn_file_actions_adddup2(&actions, output, 1))
        try check(posix_spawn_file_actions_adddup2(&actions, errors, 2))
        try check(posix_spawn_file_actions_addclosefrom_np(&actions, 3))
        try check(posix_spawnattr_init(&attributes))
        attributesMade = true
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)   // these two cannot fail: they only fill the set they are given
        sigfillset(&all)
        try check(posix_spawnattr_setsigmask(&attributes, &none))
        try check(posix_spawnattr_setsigdefault(&attributes, &all))
        try check(posix_spawnattr_setpgroup(&attributes, 0))
        try check(posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP)))
    }

    deinit {
        if actionsMade { posix_spawn_file_actions_destroy(&actions) }
        if attributesMade { posix_spawnattr_destroy(&attributes) }
    }
}
