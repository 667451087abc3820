import Dispatch
import StoryArchive

/// A piece of a build that writes files of its own (a feed, the search index) and can run on
/// any core beside the others.
struct SiteTask {
    let run: () throws(SiteError) -> Void

    init(_ run: @escaping () throws(SiteError) -> Void) {
        self.run = run
    }
}

/// Runs pieces of work on every core, each once; `onEach(index)` for index 0..<count are more
/// of them (the pages). Tasks are taken in order as cores come free, so a long one first keeps
/// a core from waiting at the end. Throws the first error met, by position.
///
/// One pool for all, rather than one after the other: the search index and the feeds, each on
/// a core, left the other idle while the longest finished, and so did the pages before them.
enum SiteTasks {
    static func run(_ tasks: [SiteTask], thenEach count: Int = 0, _ onEach: (Int) throws(SiteError) -> Void = { _ in }) throws(SiteError) {
        let failures = Locked<[(Int, SiteError)]>([])
        withoutActuallyEscaping(onEach) { onEach in
            let work = SharedWork(tasks: tasks, onEach: onEach)
            DispatchQueue.concurrentPerform(iterations: tasks.count + count) { index in
                do throws(SiteError) {
                    if index < work.tasks.count { try work.tasks[index].run() } else { try work.onEach(index - work.tasks.count) }
                } catch {
                    failures.withLock { $0.append((index, error)) }
                }
            }
        }
        if let first = failures.withLock({ $0.min { $0.0 < $1.0 } }) { throw first.1 }
    }

    /// What the iterations share: each runs its own task, and the tasks write files of their own.
    private final class SharedWork: @unchecked Sendable {
        let tasks: [SiteTask]
        let onEach: (Int) throws(SiteError) -> Void

        init(tasks: [SiteTask], onEach: @escaping (Int) throws(SiteError) -> Void) {
            self.tasks = tasks
            self.onEach = onEach
        }
    }
}
