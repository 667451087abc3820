/// Follows one page's links the way a browser would from a folder (file://).
struct LinkChecker: Sendable {
    let files: SiteFiles
    /// The ids of every page, by path; nil for a page that could not be read.
    let ids: [String: Set<String>?]

    /// The page (site-relative) a link leads into at an anchor (`../a/index.html#x`), if it does.
    static func anchoredPage(of link: PageLink, from page: String) -> String? {
        guard case .relative(let path, let fragment?) = LinkTarget(link.value), !fragment.isEmpty else { return nil }
        return SiteFiles.resolve(path, from: page)
    }

    func problems(for scan: PageScan) -> [SiteProblem] {
        scan.links.compactMap { problem(with: $0, on: scan) }
    }

    private func problem(with link: PageLink, on scan: PageScan) -> SiteProblem? {
        func report(_ kind: SiteProblem.Kind, _ message: String, _ hint: String) -> SiteProblem {
            SiteProblem(file: scan.file, line: link.line, kind: kind, message: message, hint: hint)
        }
        let what = "<\(link.element) \(link.attribute)=\"\(link.value)\">"
        switch LinkTarget(link.value) {
        case .samePage(let fragment):
            return anchorProblem(fragment, in: scan.file, sameFile: true).map { report(.missingAnchor, "\(what): \($0)", anchorHint) }
        case .scheme(let scheme):
            guard link.isResource, scheme == "http" || scheme == "https" else { return nil }
            return report(.outsideRequest, "\(what) is fetched from the internet", offlineHint)
        case .networkPath:
            if link.isResource { return report(.outsideRequest, "\(what) is fetched from the internet", offlineHint) }
            return report(.rootAbsoluteLink, "\(what) starts with //, which names another computer", relativeHint(link.value, scan.file))
        case .rootAbsolute:
            return report(.rootAbsoluteLink, "\(what) starts at the root of the disk, so it breaks when the site is opened from a folder or the ZIP",
                          relativeHint(link.value, scan.file))
        case .undecodable:
            return report(.brokenLink, "\(what) has %-escapes that are not UTF-8", "Write the file name as it is, escaping only spaces and the like.")
        case .relative(let path, let fragment):
            guard let target = SiteFiles.resolve(path, from: scan.file) else {
                return report(.linkOutsideSite, "\(what) leads out of the site folder",
                              "Keep everything the site needs inside its folder, and link to it there: the ZIP holds only that folder.")
            }
            if target.isEmpty || target.hasSuffix("/") || files.directories.contains(target) {
                let page = target.isEmpty || target.hasSuffix("/") ? target + "index.html" : target + "/index.html"
                return report(.directoryLink, "\(what) names a folder; opened from a file, the browser shows a file list instead of the page",
                              "Link to the page itself: \(relativeSpelling(of: page, from: scan.file)).")
            }
            guard files.files.contains(target) else {
                if let near = files.caseInsensitiveMatch(for: target) {
                    return report(.brokenLink, "\(what): there is no \(target), only \(near)",
                                  "Spell the name with the same capitals as the file: most systems tell them apart.")
                }
                return report(.brokenLink, "\(what): \(target) does not exist",
                              "Fix or remove the link; if storychop made this page, rebuild the site with `storychop build`.")
            }
            return anchorProblem(fragment, in: target, sameFile: false).map { report(.missingAnchor, "\(what): \($0)", anchorHint) }
        }
    }

    /// Why `#fragment` finds nothing in page `target`, or nil when it does (or cannot be known).
    private func anchorProblem(_ fragment: String?, in target: String, sameFile: Bool) -> String? {
        // "#" and "#top" go to the top of any page, by the HTML rules.
        guard let fragment, !fragment.isEmpty, fragment.lowercased() != "top" else { return nil }
        guard let known = ids[target], let targetIDs = known else { return nil }   // not a page, or unreadable
        guard !targetIDs.contains(fragment) else { return nil }
        return sameFile ? "this page has no element with id=\"\(fragment)\""
                        : "\(target) has no element with id=\"\(fragment)\""
    }

    private var anchorHint: String {
        "Link to an id the page has, or add the id to the element meant."
    }

    private var offlineHint: String {
        "Put the file inside the site and link to it there: the site must work offline and make no outside requests."
    }

    private func relativeHint(_ value: String, _ page: String) -> String {
        let path = value.drop { $0 == "/" }
        return "Make it relative to this page: \(relativeSpelling(of: String(path), from: page))."
    }

    /// `target` (relative to the site) as this page would spell it: `../stories/x/index.html`.
    private func relativeSpelling(of target: String, from page: String) -> String {
        let depth = page.split(separator: "/", omittingEmptySubsequences: false).count - 1
        return String(repeating: "../", count: depth) + target
    }
}
