#if canImport(Glibc)
import CLinuxExtras   // mallopt
import Glibc
#endif

/// How a short run treats memory it frees.
public enum FreedMemory {
    /// Keeps freed memory in the process for the next allocation instead of handing it back to
    /// the system. By default glibc gives each block of 128 KB or more pages of its own, and
    /// returns them when it is freed: the next such block (a page being assembled, a record
    /// being written) then starts on fresh pages, and on this machine each fresh page costs
    /// ~1.7 µs to map (4,500 of them were a sixth of a one-story rebuild at 1,000 stories).
    /// For `build`, whose big blocks live a phase each; not for ingest or export, whose copy
    /// buffers are mapped on purpose (see `FileDigest`).
    public static func keepForReuse() {
        #if canImport(Glibc)
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 512 << 20)
        #endif
    }

    /// Has `leave` keep what it is given until the process ends. For a command that exits once
    /// its work is done, like clang's `-disable-free`: a one-story rebuild at 1,000 stories
    /// holds some 20,000 strings (every story as the last build read it), and freeing them
    /// one by one before exiting was a millisecond of its ~35; the process's end takes all
    /// its memory back at once.
    public static func keepLeftoversUntilExit() {
        leftovers.keepUntilExit()
    }

    /// Keeps `value` (and all it holds) until the process ends, when `keepLeftoversUntilExit`
    /// was called; otherwise does nothing, and `value` is freed as usual when its last holder
    /// lets go of it (a library caller, the tests).
    public static func leave(_ value: any Sendable) {
        leftovers.leave(value)
    }

    static let leftovers = Leftovers()

    /// What `leave` was given, kept once `keepUntilExit` was called.
    final class Leftovers: Sendable {
        private let kept = Locked<[any Sendable]?>(nil)

        func keepUntilExit() {
            kept.withLock { $0 = $0 ?? [] }
        }

        func leave(_ value: any Sendable) {
            kept.withLock { $0?.append(value) }
        }
    }
}
