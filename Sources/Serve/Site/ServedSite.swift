import Foundation
import StoryCore

/// What is served now, read by every request and replaced by each build: the copy of the last
/// good site, and the archive's word on which of its files may be shared.
final class ServedSite: Sendable {
    private let state = Locked(State())
    private let paths = ServedPaths()

    struct State: Sendable {
        /// The last good site's copy; nil until a build has finished.
        var snapshot: SiteSnapshot?
        /// Whether a site-relative path may be sent: the archive's sharing policy as last read.
        /// Asked at every request, so a story made private is refused at once, even while the
        /// copy still holds its files.
        var allows: @Sendable (String) -> Bool = { _ in false }
        /// The last build failed: the page served instead of the site says so.
        var failed = false
        /// The copy is not served (the status page is): a build failed after a story it shows
        /// was made private, sealed or removed, so its lists and search still name that story.
        var withheld = false
        /// Counts the copies and policies served: what was judged under one holds for it only.
        var generation = 0
    }

    var current: State {
        state.withLock { $0 }
    }

    /// The file a request's raw path names in `served`'s copy, when the policy lets it be
    /// shared; nil when refused.
    func file(for raw: String, in served: State) -> ServedPath? {
        paths.file(for: raw, generation: served.generation) { raw in
            guard let asked = RequestPath(raw), served.allows(asked.file), let snapshot = served.snapshot else { return nil }
            let disk = SiteSnapshot.isLive(asked.file) ? snapshot.liveFile(asked.file) : snapshot.path + "/" + asked.file
            return ServedPath(request: asked, disk: disk)
        }
    }

    /// A build finished: serve its copy; returns the copy it replaces, to remove once the
    /// requests reading it are done.
    func serve(_ snapshot: SiteSnapshot) -> SiteSnapshot? {
        state.withLock { state in
            defer { (state.snapshot, state.failed, state.withheld, state.generation) = (snapshot, false, false, state.generation + 1) }
            return state.snapshot
        }
    }

    func share(_ allows: @escaping @Sendable (String) -> Bool) {
        state.withLock { state in
            state.allows = allows
            state.generation += 1
        }
    }

    /// A build failed; `withheld`: the copy may no longer be served. Returns whether the page
    /// visitors see changes (the open pages then reload).
    func failed(withholding withheld: Bool) -> Bool {
        state.withLock { state in
            defer { (state.failed, state.withheld) = (true, withheld) }
            return state.withheld != withheld || (state.snapshot == nil && !state.failed)
        }
    }
}
