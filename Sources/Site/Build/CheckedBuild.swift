import Foundation
import SiteCheck
import StoryArchive

/// `storychop build` as one call: the site built under the archive's lock, then read back and
/// checked (links, outside requests, accessibility basics) before the lock is let go, so no
/// other command changes the site between the two. The check reads only the pages changed
/// since the last check (`CheckRecord`), every page when that cannot be told.
public struct CheckedBuild: Sendable {
    public var site: SiteReport
    /// What reading the site back found; nil when no check was asked for.
    public var check: SiteCheckReport?
    /// The check read only the pages changed since the last check.
    public var checkedChangedPagesOnly = false
    /// The check's record could not be written: the check stands (the next one reads every
    /// page), but the build has failed.
    public var recordFailure: ArchiveError?

    /// Builds the site with `options`, then, with `check`, checks it; `built` hears the
    /// build's report before the check begins.
    public static func run(_ archive: Archive, options: SiteOptions, check: Bool,
                           built: (SiteReport) -> Void = { _ in }) throws(SiteError) -> CheckedBuild {
        let lock: ArchiveLock
        do {
            lock = try ArchiveLock(archive: archive)
        } catch {
            throw SiteError(error)
        }
        defer { lock.release() }
        var build = CheckedBuild(site: try SiteBuilder(locked: lock).build(options: options))
        built(build.site)
        if check { build.readBack() }
        return build
    }

    private mutating func readBack() {
        let folder = site.outputDirectory
        let files = site.fingerprints
        let pages = CheckRecord.pagesToCheck(files: files, siteDirectory: folder)
        let report = SiteChecker.check(siteDirectory: folder, pages: pages)
        // No page to check: every file is as recorded, so is the record.
        if pages?.isEmpty != true {
            do {
                try CheckRecord.save(files: files, problems: report.problems, siteDirectory: folder)
            } catch {
                recordFailure = error
            }
        }
        check = report
        checkedChangedPagesOnly = pages != nil
    }
}
