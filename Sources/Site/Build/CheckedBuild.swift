import Foundation
import SiteCheck
import StoryArchive

/// `storychop build` as one call: the site built under the archive's lock, then read back and
/// checked (links, outside requests, accessibility basics). The lock is let go as soon as the
/// site is written: the check reads only the site, and at 100,000 stories it takes minutes in
/// which `transcribe`, `ingest` and `edit` must be able to change the archive. The check reads
/// only the pages changed since the last check (`CheckRecord`), every page when that cannot be told.
public struct CheckedBuild: Sendable {
    public var site: SiteReport
    /// What reading the site back found; nil when no check was asked for.
    public var check: SiteCheckReport?
    /// The check read only the pages changed since the last check.
    public var checkedChangedPagesOnly = false
    /// The check's record could not be written: the check stands (the next one reads every
    /// page), but the build has failed.
    public var recordFailure: ArchiveError?

    /// Builds the site with `options` under the archive's lock, then, with `check`, checks it
    /// with the lock let go; `built` hears the build's report before the check begins.
    public static func run(_ archive: Archive, options: SiteOptions, check: Bool,
                           built: (SiteReport) -> Void = { _ in }) throws(SiteError) -> CheckedBuild {
        let lock: ArchiveLock
        do {
            lock = try ArchiveLock(archive: archive)
        } catch {
            throw SiteError(error)
        }
        let building = Result { () throws(SiteError) in try SiteBuilder(locked: lock).build(options: options) }
        lock.release()   // the check reads only the site, so other commands may change the archive meanwhile
        var build = CheckedBuild(site: try building.get())
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
        // A photo without alt text is the build's warning (said with the command that writes
        // it), and `storychop check`'s error: a family may build before every photo is described.
        check = report.leavingOut(.photoWithoutAlt)
        checkedChangedPagesOnly = pages != nil
    }
}
