import Foundation
import Site
import StoryArchive

extension BundleExporter {
    /// `storychop export` as one call: builds the site (incrementally: an up-to-date site is
    /// left as it is, so this is quick), then writes the bundle of it, holding the archive's
    /// lock throughout, so no other command changes the archive in between and the bundle never
    /// carries a site older than the archive. One day, `options.today`, decides the seals for
    /// both, even across midnight. `site` says how the site is built (its progress); `built`
    /// hears the build's report before the ZIP is begun. Throws a `SiteError` or a `BundleError`.
    public func exportBuildingSite(to zipPath: String, options: ExportOptions, site: SiteOptions = SiteOptions(),
                                   built: (SiteReport) -> Void = { _ in }) throws -> ExportReport {
        let lock = try ArchiveLock.forBundle(archive)
        defer { lock.release() }
        var siteOptions = site
        siteOptions.today = options.today
        let report = try SiteBuilder(locked: lock).build(options: siteOptions)
        built(report)
        return try export(siteDirectory: report.outputDirectory, to: zipPath, options: options, holding: lock)
    }
}
