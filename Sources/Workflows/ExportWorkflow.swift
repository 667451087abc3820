import Bundle
import Foundation
import Site
import StoryArchive

/// `storychop export` as one call: builds the site (incrementally: an up-to-date site is left as
/// it is, so this is quick), then writes the bundle of it, holding the archive's lock throughout,
/// so no other command changes the archive in between and the bundle never carries a site older
/// than the archive. It lives here, not in Bundle, so that Bundle (which ingest links to verify
/// a bundle) does not depend on the site builder.
public enum ExportWorkflow {
    /// Exports `archive` to `zipPath`. One day, `options.today`, decides the seals for both the
    /// site and the bundle, even across midnight. `site` says how the site is built (its
    /// progress); `built` hears the build's report before the ZIP is begun. Throws a `SiteError`
    /// or a `BundleError`.
    public static func run(_ archive: Archive, to zipPath: String, options: ExportOptions, site: SiteOptions = SiteOptions(),
                           built: (SiteReport) -> Void = { _ in }) throws -> ExportReport {
        let lock = try ArchiveLock.forBundle(archive)
        defer { lock.release() }
        var siteOptions = site
        siteOptions.today = options.today
        let report = try SiteBuilder(locked: lock).build(options: siteOptions)
        built(report)
        return try BundleExporter(locked: lock).export(siteDirectory: report.outputDirectory, to: zipPath, options: options)
    }
}
