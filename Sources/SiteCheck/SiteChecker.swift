import Foundation
import StoryCore
import StoryArchive

/// Checks a generated site the way it will be used: opened from a folder or an unzipped
/// bundle (file://), offline, by people using screen readers.
///
/// Every `.html` file under the folder is parsed (in parallel) and checked for broken links
/// and anchors, links that only work on a web server, outside requests, and the accessibility
/// basics a page can be checked for on its own.
public enum SiteChecker {
    /// Checks the site in `siteDirectory`; never throws: an unreadable folder or page is a problem too.
    /// With `pages` (site-relative paths), only those pages are read and checked: links are
    /// still checked against every file, and a page another one links into with `#anchor` is
    /// read for its ids.
    public static func check(siteDirectory: URL, pages only: Set<String>? = nil) -> SiteCheckReport {
        let root = siteDirectory.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return SiteCheckReport(pages: 0, linksChecked: 0, problems: [SiteProblem(
                file: ".", line: nil, kind: .unreadable, message: "there is no site folder at \(root.path)",
                hint: "Build the site first with `storychop build`, or name the folder to check.")])
        }
        // Nothing changed since a clean check: nothing to read (not even the folder's listing).
        if let only, only.isEmpty { return SiteCheckReport(pages: 0, linksChecked: 0, problems: []) }
        let files = SiteFiles(root: root)
        let pages = only.map { chosen in files.pages.filter(chosen.contains) } ?? files.pages
        // A thousand pages at a time, each chunk's links checked before the next is read, so the
        // check holds every page's ids but not every page's links: a link into a page not read
        // yet at an anchor waits for the end.
        var ids: [String: Set<String>?] = [:]
        var waiting: [PageScan] = []
        var problems: [SiteProblem] = []
        var counts = (pages: 0, links: 0)
        for chunk in pages.chunked(by: 1000) {
            let scans = chunk.parallelMap { PageScan.scan($0, in: root) }
            for scan in scans { ids[scan.file] = .some(scan.ids) }
            let checker = LinkChecker(files: files, ids: ids)
            let split = scans.map { scan in
                let later = scan.links.filter { link in LinkChecker.anchoredPage(of: link, from: scan.file).map { ids[$0] == nil } ?? false }
                return (now: scan.with(links: scan.links.filter { !later.contains($0) }), later: scan.with(links: later))
            }
            problems += scans.flatMap(\.problems) + split.parallelMap { checker.problems(for: $0.now) }.flatMap { $0 }
            waiting += split.map(\.later).filter { !$0.links.isEmpty }
            counts = (counts.pages + scans.count, counts.links + scans.reduce(0) { $0 + $1.links.count })
        }
        // Pages linked into with an anchor but not checked themselves: read for their ids only.
        let anchored = Set(waiting.flatMap { scan in scan.links.compactMap { LinkChecker.anchoredPage(of: $0, from: scan.file) } })
        let unread = anchored.filter { ids[$0] == nil && SiteFiles.isPage($0) && files.files.contains($0) }.sorted()
        for scan in unread.parallelMap({ PageScan.scan($0, in: root) }) { ids[scan.file] = .some(scan.ids) }
        let checker = LinkChecker(files: files, ids: ids)
        problems += waiting.parallelMap { checker.problems(for: $0) }.flatMap { $0 }

        if !files.files.contains("index.html") {
            problems.append(SiteProblem(file: "index.html", line: nil, kind: .missingHomePage,
                                        message: "the site has no home page",
                                        hint: "Build the site with `storychop build`: people open index.html first."))
        }
        return SiteCheckReport(pages: counts.pages, linksChecked: counts.links, problems: problems)
    }
}
