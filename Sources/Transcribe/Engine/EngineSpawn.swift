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
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_addclosefrom_np(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETPGROUP))

        var pid: pid_t = 0
        let arguments = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { arguments.forEach { free($0) } }
        defer { close(outputPipe[1]); close(errorPipe[1]) }
        do {
            self.pid = try EngineInterruption.start { () throws(EngineFailure) -> pid_t in
                let result = posix_spawn(&pid, executable, &actions, &attributes, arguments, environ)
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

    private static func describe(_ error: Int32) -> String {
        String(cString: strerror(error))
    }
}
