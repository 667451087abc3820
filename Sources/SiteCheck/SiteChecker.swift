import Foundation
import StoryArchive

/// Checks a generated site the way it will be used: opened from a folder or an unzipped
/// bundle (file://), offline, by people using screen readers.
///
/// Every `.html` file under the folder is parsed (in parallel) and checked for broken links
/// and anchors, links that only work on a web server, outside requests, and the accessibility
/// basics a page can be checked for on its own.
public enum SiteChecker {
    /// Checks the site in `siteDirectory`; never throws: an unreadable folder or page is a problem too.
    public static func check(siteDirectory: URL) -> SiteCheckReport {
        let root = siteDirectory.standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return SiteCheckReport(pages: 0, linksChecked: 0, problems: [SiteProblem(
                file: ".", line: nil, kind: .unreadable, message: "there is no site folder at \(root.path)",
                hint: "Build the site first with `storychop build`, or name the folder to check.")])
        }
        let files = SiteFiles(root: root)
        let scans = files.pages.parallelMap { PageScan.scan($0, in: root) }

        var ids: [String: Set<String>?] = [:]
        for scan in scans { ids[scan.file] = .some(scan.ids) }
        let checker = LinkChecker(files: files, ids: ids)
        let linkProblems = scans.parallelMap { checker.problems(for: $0) }

        var problems = scans.flatMap(\.problems) + linkProblems.flatMap { $0 }
        if !files.files.contains("index.html") {
            problems.append(SiteProblem(file: "index.html", line: nil, kind: .missingHomePage,
                                        message: "the site has no home page",
                                        hint: "Build the site with `storychop build`: people open index.html first."))
        }
        return SiteCheckReport(pages: scans.count, linksChecked: scans.reduce(0) { $0 + $1.links.count },
                               problems: problems)
    }
}
