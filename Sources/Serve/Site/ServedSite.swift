import Foundation
import StoryCore

/// What is served now, read by every request and replaced by each build: the copy of the last
/// good site, and the archive's word on which of its files may be shared.
final class ServedSite: Sendable {
    private let state = Locked(State())

    struct State: Sendable {
        /// The last good site's copy; nil until a build has finished.
        var snapshot: SiteSnapshot?
        /// Whether a site-relative path may be sent: the archive's sharing policy as last read.
        /// Asked at every request, so a story made private is refused at once, even while the
        /// copy still holds its files.
        var allows: @Sendable (String) -> Bool = { _ in false }
        /// Why there is no site yet (the first build failed), for the page that says so.
        var failure: String?
    }

    var current: State {
        state.withLock { $0 }
    }

    /// A build finished: serve its copy; returns the copy it replaces, to remove once the
    /// requests reading it are done.
    func serve(_ snapshot: SiteSnapshot) -> SiteSnapshot? {
        state.withLock { state in
            defer { state.snapshot = snapshot; state.failure = nil }
            return state.snapshot
        }
    }

    func share(_ allows: @escaping @Sendable (String) -> Bool) {
        state.withLock { $0.allows = allows }
    }

    func failed(_ why: String) {
        state.withLock { $0.failure = why }
    }
}
