import Foundation
import ServiceLifecycle
import Sharing
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
    /// The sharing the copy served was built under: after a failed build the copy is withheld
    /// once the archive no longer shares all of it (`SharedFiles.covers`).
    private let builtWith = Locked<SharedFiles?>(nil)
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
        var waiting: [String]? = await rebuild(changed: [], seen: &seen) ? nil : []
        let clock = ContinuousClock()
        while !Task.isCancelled {
            var now = seen
            let looking = clock.measure { now = ArchiveFingerprint.take(of: archiveRoot) }
            let changed = now.changes(since: seen)
            seen = now
            if !changed.isEmpty {
                waiting = (waiting ?? []) + changed
            } else if let changes = waiting {
                waiting = await rebuild(changed: changes, seen: &seen) ? nil : changes
            }
            do {
                try await Task.sleep(for: max(pollInterval, looking * 20))
            } catch {
                return
            }
        }
    }

    /// Builds and serves the result; false when the archive's lock was busy (try again later).
    /// The archive's files the build itself wrote (a story.json given its loudness) are stamped
    /// anew in `seen`, so they are not taken for a person's edit.
    private func rebuild(changed: [String], seen: inout ArchiveFingerprint) async -> Bool {
        if !saidWaiting.withLock({ $0 }) { events(.building(changed: changed)) }
        switch await onThread(build.run) {
        case .locked:
            if !saidWaiting.withLock({ said in defer { said = true }; return said }) { events(.waitingForLock) }
            return false
        case .failed(let error):
            let withheld = await onThread { self.keepServing() }
            events(.buildFailed(error, withheld: withheld))
        case .built(let report, let shared):
            seen.restamp(report.archiveFilesWritten, in: archiveRoot)
            do throws(ServeError) {
                try await onThread { () throws(ServeError) in try self.serve(report, sharing: shared) }
                events(.built(report))
            } catch {
                events(.buildFailed(error, withheld: judgeCopy(sharing: shared)))
            }
        }
        saidWaiting.withLock { $0 = false }
        return true
    }

    /// A good build: its copy replaces the one served, and the pages open reload.
    private func serve(_ report: SiteReport, sharing shared: SharedFiles) throws(ServeError) {
        site.share(shared.allows)
        guard report.scope != .upToDate || site.current.snapshot == nil else {
            builtWith.withLock { $0 = shared }   // the copy is this build's site: it wrote nothing new
            return
        }
        let copy = try SiteSnapshot.take(of: report.outputDirectory, into: try folders.next())
        builtWith.withLock { $0 = shared }
        let replaced = site.serve(copy)
        retired.withLock { older in
            older?.remove()
            older = replaced
        }
        reload.siteChanged()
    }

    /// A failed build: the last good copy stays, unless a story it shows is no longer shared;
    /// what may be shared is read again all the same. With no copy yet, the site as an earlier,
    /// finished build left it is served, or a page that says there is none. Returns whether
    /// the copy is withheld.
    private func keepServing() -> Bool {
        let sharing = build.sharing()
        if let shared = sharing?.shared { site.share(shared.allows) }
        if site.current.snapshot == nil, let folder = sharing?.site { serveEarlierBuild(in: folder, sharing: sharing?.shared) }
        return judgeCopy(sharing: sharing?.shared)
    }

    /// After a failed build: withholds the copy served when the archive's sharing now (nil:
    /// unreadable, so unknown) no longer covers what the copy was built under — its home page,
    /// lists, search and feeds would name a story made private, sealed or removed — and serves it
    /// again when it does (the change undone). Returns whether the copy is withheld.
    private func judgeCopy(sharing shared: SharedFiles?) -> Bool {
        let covered = shared.map { now in builtWith.withLock { $0.map(now.covers) ?? false } } ?? false
        let withheld = site.current.snapshot != nil && !covered
        if site.failed(withholding: withheld) { reload.siteChanged() }
        return withheld
    }

    /// No copy served yet: the site as an earlier, finished build left it, taken as built under
    /// the archive's sharing of now (which of its stories were shared then is not known).
    private func serveEarlierBuild(in folder: URL, sharing shared: SharedFiles?) {
        guard SiteBuilder.hasFinishedBuild(in: folder), let copy = try? SiteSnapshot.take(of: folder, into: try folders.next()) else { return }
        builtWith.withLock { $0 = shared }
        _ = site.serve(copy)
        reload.siteChanged()
    }
}
