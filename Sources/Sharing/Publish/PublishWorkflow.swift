import Foundation
import Site
import StoryArchive

/// `storychop publish DEST` as one call: builds the site (incrementally, as export does), lists
/// what of it may be shared (`SharedFiles`), and sends that to DEST.
///
/// The archive's lock is held until the last file is sent, not only while building: the host
/// must get one build whole. With the lock let go, an `edit --private` or `remove` meanwhile
/// would rebuild the site under the sending, and a page of a story made private could reach
/// the host after the list that left it out was made, or a page could go out beside files of
/// another build. Other commands wait (or are told another command is running) for that long.
public enum PublishWorkflow {
    /// What was built and what was sent.
    public struct Report: Sendable {
        public var site: SiteReport
        public var publish: PublishReport
        /// For a private site: what the encrypted copy (what was sent) holds and how it changed.
        public var privateCopy: PrivateSite.Report? = nil
    }

    /// Publishes `archive`'s site to `publisher`'s DEST. `site` says how the site is built (its
    /// progress, its day); `built` hears the build's report before sending begins. A site
    /// unchanged since the last publish to DEST (`SiteStamp`) is not compared again, unless `full`.
    /// With a `passphrase`, DEST gets the private site: the encrypted copy of the same files.
    public static func run(_ archive: Archive, with publisher: Publisher, site: SiteOptions = SiteOptions(), full: Bool = false,
                           passphrase: String? = nil,
                           built: (SiteReport) -> Void = { _ in }, progress: (PublishStep) -> Void = { _ in }) throws -> Report {
        try publisher.checkTools()
        try checkApart(publisher.destination, archive: archive,
                       site: site.outputDirectory ?? archive.root.appendingPathComponent(archive.config.siteDirectory))
        let lock = try ArchiveLock(archive: archive)
        defer { lock.release() }
        let report = try SiteBuilder(locked: lock).build(options: site)
        built(report)
        let stamp = full ? "" : SiteStamp.of(report.outputDirectory, today: site.today)
        if passphrase == nil, let unchanged = publisher.unchanged(since: stamp) { return Report(site: report, publish: unchanged) }
        let shared = try SharedFiles(archive: archive, site: report.outputDirectory, today: site.today)
        let files = try shared.list()
        guard let passphrase else {
            return Report(site: report, publish: try publisher.publish(files, from: shared.site, stamp: stamp, progress: progress))
        }
        let copy = try PrivateSite.update(site: shared.site, files: files.map(\.path), passphrase: passphrase,
                                          into: PrivateSite.cacheFolder(archive: archive.root))
        // The copy is compared with DEST every time: its bytes change with the passphrase too,
        // which the site's stamp does not know.
        let sent = try publisher.publish(copy.files, from: copy.copy, progress: progress)
        return Report(site: report, publish: sent, privateCopy: copy)
    }

    /// Refuses a folder DEST that is the archive, inside it, or inside the site: publishing
    /// removes from DEST what the site no longer has, and there those are the archive's own files
    /// (`publish .` in the archive, then a story made private: its recording deleted), or each
    /// publish would send the last one again into itself.
    static func checkApart(_ destination: PublishDestination, archive: Archive, site: URL) throws(PublishError) {
        guard case .folder(let path) = destination else { return }
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        for folder in [archive.root, site] {
            let root = folder.standardizedFileURL.resolvingSymlinksInPath().path
            guard target == root || target.hasPrefix(root + "/") else { continue }
            throw PublishError(.usage, file: path, message: "is inside the archive or its site: publishing there would delete the archive's own files",
                               hint: "Publish to a folder outside the archive, such as a USB stick or a synced drive.")
        }
    }

    /// Where the records of what was published where are kept: in the archive's work folder,
    /// never in the site (so never sent) nor on the host.
    public static func recordFolder(of archive: Archive) -> URL {
        archive.workDirectory.appendingPathComponent("published", isDirectory: true)
    }
}
