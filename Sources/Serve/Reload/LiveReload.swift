import Foundation
import StoryCore

/// Tells the pages open in browsers that the site was rebuilt, so that they reload.
///
/// The pages' Content-Security-Policy (Templates/base.mustache) says `connect-src 'none'`, and a
/// policy given in a page's meta tag cannot be loosened by a header: a script may not use
/// EventSource, fetch or a WebSocket. It may load more scripts from its own site
/// (`script-src 'self'`). So the served pages get one more script tag (`ReloadScript`), and that
/// script asks for `/.storychop-serve/wait.js?since=VERSION` by adding a script element: the
/// server holds the request until the site changes (or 20 seconds pass) and answers with a line
/// of script that calls the page back with the version now served. The site's files stay as the
/// build wrote them; only what is sent is changed. A name starting with a dot is never a site
/// file (`SharedFiles` refuses hidden records), so these addresses cannot hide one.
final class LiveReload: Sendable {
    /// This run's mark, so a page from an earlier `serve` reloads when the server is back.
    private static let run = String(UInt64(Date().timeIntervalSince1970 * 1000) % 100_000_000, radix: 36)
    private let state = Locked(State())

    private struct State {
        var builds = 0
        var version = LiveReload.run + ".0"
        var closed = false
    }

    /// The version served now: changes with every build that wrote the site.
    var version: String {
        state.withLock { $0.version }
    }

    /// A build finished: pages showing an earlier version reload.
    func siteChanged() {
        state.withLock { state in
            state.builds += 1
            state.version = Self.run + ".\(state.builds)"
        }
    }

    /// The server is stopping: answer every waiting page at once.
    func close() {
        state.withLock { $0.closed = true }
    }

    /// Waits until the version is no longer `since`, for at most `longest`, and returns the one
    /// served then. Looks every fifth of a second: simpler than keeping continuations, and a
    /// reload a fifth of a second later is not one a person notices.
    func wait(since: String, longest: Duration = .seconds(20)) async -> String {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: longest)
        while version == since, clock.now < deadline, !state.withLock({ $0.closed }), !Task.isCancelled {
            try? await Task.sleep(for: .milliseconds(200))
        }
        return version
    }
}
