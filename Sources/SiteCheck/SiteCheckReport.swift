/// What `SiteChecker` found.
public struct SiteCheckReport: Sendable, Equatable {
    /// HTML pages read.
    public let pages: Int
    /// Links and resource references examined (`href`, `src`, each `srcset` candidate …).
    public let linksChecked: Int
    /// Problems ordered by file, then line.
    public let problems: [SiteProblem]

    /// A report; the problems are sorted here.
    public init(pages: Int, linksChecked: Int, problems: [SiteProblem]) {
        self.pages = pages
        self.linksChecked = linksChecked
        self.problems = problems.sorted { a, b in
            (a.file, a.line ?? 0, a.kind.rawValue, a.message) < (b.file, b.line ?? 0, b.kind.rawValue, b.message)
        }
    }

    /// True when nothing is wrong.
    public var isClean: Bool { problems.isEmpty }

    /// The problems of one kind.
    public func problems(_ kind: SiteProblem.Kind) -> [SiteProblem] {
        problems.filter { $0.kind == kind }
    }

    /// The report without the problems of `kind`.
    public func leavingOut(_ kind: SiteProblem.Kind) -> SiteCheckReport {
        SiteCheckReport(pages: pages, linksChecked: linksChecked, problems: problems.filter { $0.kind != kind })
    }

    /// "Checked 12 pages, 340 links: 2 problems."
    public var summary: String { summary(pagesDescribedAs: nil) }

    /// With a word for the pages: "Checked 12 changed pages, 340 links: no problems."
    public func summary(pagesDescribedAs adjective: String?) -> String {
        let pageWord = (adjective.map { $0 + " " } ?? "") + (pages == 1 ? "page" : "pages")
        let linkWord = linksChecked == 1 ? "link" : "links"
        let problemWord = problems.count == 1 ? "problem" : "problems"
        return "Checked \(pages) \(pageWord), \(linksChecked) \(linkWord): \(problems.count) \(problemWord)."
    }
}
