import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Keeps two StoryChop runs from changing one archive at the same time.
///
/// An advisory `flock` on `.storychop/lock`: the kernel drops it when the process ends, so a
/// crashed run never leaves the archive locked. The lock is not reentrant (a second take in the
/// same run fails as if another command held it), so work done under a lock already held takes
/// the lock itself, as the proof: `SiteBuilder(locked:)`, `BundleExporter(locked:)`, which check
/// with `checkHeld()` that it has not been let go meanwhile.
public final class ArchiveLock {
    private var fd: Int32
    /// The archive this lock is held on.
    public let archive: Archive
    /// The story folders' names (`Archive.storyFolderNames()`), as listed when the lock was
    /// taken (the listing that looked for leftovers); nil when `stories/` could not be read.
    /// While the lock is held no StoryChop run changes them, so a build takes them from here
    /// instead of reading a thousand names again.
    public let storyFolders: [String]?

    /// Takes the lock or fails at once, saying another run holds it.
    public init(archive: Archive) throws(ArchiveError) {
        self.archive = archive
        let directory = archive.workDirectory.path
        if mkdir(directory, 0o755) != 0, errno != EEXIST {
            throw ArchiveError.io(directory, "cannot create StoryChop's work folder", errno: errno)
        }
        let path = directory + "/lock"
        fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ArchiveError.io(path, "cannot open the lock file", errno: errno) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            fd = -1
            if code == EWOULDBLOCK {
                throw ArchiveError(.locked, file: archive.root.path,
                                   message: "another StoryChop command is changing this archive right now",
                                   hint: "Wait for it to finish, then run this command again.")
            }
            throw ArchiveError.io(path, "cannot lock the archive", errno: code)
        }
        let stopped = Self.markHeld(fd)
        // Leftovers of a run that died (power cut, kill -9) are unfinished by definition.
        var hiddenStories: [String] = [], hiddenDays: [String] = []
        do {
            let listed = try FolderListing.names(in: archive.storiesDirectory.path, alsoStartingWith: StagedFolder.prefix)
            hiddenStories = listed.hidden
            storyFolders = listed.names
        } catch {
            storyFolders = error.code == ENOENT ? [] : nil
        }
        if let listed = try? FolderListing.names(in: archive.daysDirectory.path, alsoStartingWith: StagedFolder.prefix) {
            hiddenDays = listed.hidden
        }
        let removed = ArchiveLeftovers.remove(in: archive, stories: hiddenStories, days: hiddenDays, deep: stopped)
        if let line = ArchiveLeftovers.report(removed) { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    }

    /// Writes this run's process id into the lock file, which `release()` empties again; returns
    /// whether the run that held the lock before was stopped before letting it go (its id was
    /// still there), so that the leftovers are looked for in every item's folder only then.
    private static func markHeld(_ fd: Int32) -> Bool {
        var first: UInt8 = 0
        let stopped = pread(fd, &first, 1, 0) == 1
        let mark = Array("\(getpid())\n".utf8)
        if stopped { _ = ftruncate(fd, 0) }
        _ = mark.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        return stopped
    }

    /// The lock, waiting up to `seconds` while another command holds it: for a long run that
    /// writes now and then (transcribe), rather than failing at the first write.
    public static func waiting(for archive: Archive, seconds: Double = 60) throws(ArchiveError) -> ArchiveLock {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            do {
                return try ArchiveLock(archive: archive)
            } catch where error.reason == .locked && Date() < deadline {
                Thread.sleep(forTimeInterval: 0.5)
            }
        }
    }

    /// Whether this run still holds the lock (it has not been released).
    public var isHeld: Bool { fd >= 0 }

    /// Fails when the lock has been let go: work handed a lock its caller took must not run
    /// once another command may have come in.
    public func checkHeld() throws(ArchiveError) {
        guard isHeld else {
            throw ArchiveError(.locked, file: archive.root.path, message: "the archive's lock was let go before the work that needs it began",
                               hint: "Keep the ArchiveLock until the work under it has finished, or take it again.")
        }
    }

    /// Lets other runs in. Also happens when the lock is released from memory.
    public func release() {
        guard fd >= 0 else { return }
        _ = ftruncate(fd, 0)   // this run let go: nothing of it is left to look for
        flock(fd, LOCK_UN)
        close(fd)
        fd = -1
    }

    deinit { release() }
}
