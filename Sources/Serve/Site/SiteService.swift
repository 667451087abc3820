import Foundation
import ServiceLifecycle
import Site
import StoryCore

/// Builds the site when serve starts, then watches the archive and builds again after each
/// change, each good build's copy served in place of the last and the open pages told to
/// reload. A service beside the HTTP server in one `ServiceGroup`: at Ctrl-C it stops first,
/// letting a build in progress finish (it holds the archive's lock and is writing the site),
/// starting no other, answering the pages that wait for a reload, and removing its copies.
final class SiteService: Service {
    private let build: SiteBuild
    private let archiveRoot: URL
    private let site: ServedSite
    private let reload: LiveReload
    private let folders: SnapshotFolders
    private let pollInterval: Duration
    /// Ends when the server listens.
    private let listening: AsyncStream<Void>
    private let events: @Sendable (ServeEvent) -> Void
    /// The copy served before the current one, removed at the next build: a request that
    /// found a file in it a moment before the switch can still read it.
    private let retired = Locked<SiteSnapshot?>(nil)
    /// The lock's being busy was said: said once until a build runs.
    private let saidWaiting = Locked(false)

    init(build: SiteBuild, archiveRoot: URL, site: ServedSite, reload: LiveReload, folders: SnapshotFolders,
         pollInterval: Duration, listening: AsyncStream<Void>, events: @escaping @Sendable (ServeEvent) -> Void) {
        (self.build, self.archiveRoot, self.site, self.reload) = (build, archiveRoot, site, reload)
        (self.folders, self.pollInterval, self.listening, self.events) = (folders, pollInterval, listening, events)
    }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            for await _ in self.listening {}
            guard !Task.isCancelled else { return }
            await self.watch()
        }
        reload.close()
        folders.removeAll()
    }

    /// Builds, then looks at the archive every `pollInterval` (longer when looking takes long:
    /// never more than a twentieth of the time). A change is built once a look finds nothing
    /// more changing, so an edit that writes several files is one build.
    private func watch() async {
        var seen = ArchiveFingerprint.take(of: archiveRoot)
        var waiting: [String]? = await rebuild(changed: []) ? nil : []
        let clock = ContinuousClock()
        while !Task.isCancelled {
            var now = seen
            let looking = clock.measure { now = ArchiveFingerprint.take(of: archiveRoot) }
            let changed = now.changes(since: seen)
            seen = now
            if !changed.isEmpty {
                waiting = (waiting ?? []) + changed
            } else if let changes = waiting {
                waiting = await rebuild(changed: changes) ? nil : changes
            }
            do {
                try await Task.sleep(for: max(pollInterval, looking * 20))
            } catch {
                return
            }
        }
    }

    /// Builds and serves the result; false when the archive's lock was busy (try again later).
    private func rebuild(changed: [String]) async -> Bool {
        if !saidWaiting.withLock({ $0 }) { events(.building(changed: changed)) }
        switch await onThread(build.run) {
        case .locked:
            if !saidWaiting.withLock({ said in defer { said = true }; return said }) { events(.waitingForLock) }
            return false
        case .failed(let error):
            events(.buildFailed(error))
            await onThread { self.keepServing(after: error) }
        case .built(let report, let shared):
            do throws(ServeError) {
                try await onThread { () throws(ServeError) in try self.serve(report, allowing: shared.allows) }
                events(.built(report))
            } catch {
                events(.buildFailed(error))
            }
        }
        saidWaiting.withLock { $0 = false }
        return true
    }

    /// A good build: its copy replaces the one served, and the pages open reload.
    private func serve(_ report: SiteReport, allowing allows: @escaping @Sendable (String) -> Bool) throws(ServeError) {
        site.share(allows)
        guard report.scope != .upToDate || site.current.snapshot == nil else { return }
        let copy = try SiteSnapshot.take(of: report.outputDirectory, into: try folders.next())
        let replaced = site.serve(copy)
        retired.withLock { older in
            older?.remove()
            older = replaced
        }
        reload.siteChanged()
    }

    /// A failed build: the last good copy stays; what may be shared is read again all the same.
    /// With no copy yet, the site as an earlier, finished build left it is served, or a page
    /// that says why there is none.
    private func keepServing(after error: any StorychopError) {
        guard let (folder, shared) = build.sharing() else { return }
        if let shared { site.share(shared.allows) }
        guard site.current.snapshot == nil else { return }
        guard SiteBuilder.hasFinishedBuild(in: folder), let copy = try? SiteSnapshot.take(of: folder, into: try folders.next()) else {
            site.failed(error.description)
            reload.siteChanged()
            return
        }
        _ = site.serve(copy)
        reload.siteChanged()
    }
}
