import Foundation
import Testing
@testable import SiteCheck

/// A site built the way StoryChop means to build it passes.
struct CleanSiteTests {
    @Test func cleanSiteHasNoProblems() throws {
        let site = try TestSite.clean()
        defer { site.remove() }
        let report = SiteChecker.check(siteDirectory: site.url)
        #expect(report.problems.map(\.description) == [])
        #expect(report.pages == 3)
        #expect(report.linksChecked == 28)   // 16 on the home page, 10 in the story, 2 on narrators
        #expect(report.isClean)
        #expect(report.summary == "Checked 3 pages, 28 links: 0 problems.")
    }

    @Test func manyPagesAreCheckedInParallelInAStableOrder() throws {
        let site = try TestSite.clean()
        defer { site.remove() }
        for index in 0..<200 {
            let next = (index + 1) % 200
            let extra = index.isMultiple(of: 50) ? "\n<a href=\"p\(next).html#gone\">next</a>" : ""
            try site.write("pages/p\(index).html", TestSite.page("<a href=\"p\(next).html#top-heading\">next</a>\(extra)"))
        }
        let first = SiteChecker.check(siteDirectory: site.url)
        let second = SiteChecker.check(siteDirectory: site.url)
        #expect(first.pages == 203)
        #expect(first.problems.map(\.kind) == Array(repeating: .missingAnchor, count: 4))
        #expect(first.problems.map(\.file) == ["pages/p0.html", "pages/p100.html", "pages/p150.html", "pages/p50.html"])
        #expect(first == second)
    }

    @Test func missingFolderIsAProblemNotACrash() {
        let report = SiteChecker.check(siteDirectory: URL(fileURLWithPath: "/nonexistent/site-\(UUID().uuidString)"))
        #expect(report.problems.map(\.kind) == [.unreadable])
        #expect(report.pages == 0)
    }

    @Test func problemDescriptionNamesFileLineAndFix() {
        let problem = SiteProblem(file: "index.html", line: 14, kind: .missingAlt,
                                  message: "<img src=\"a.png\"> has no alt text", hint: "Add alt.")
        #expect(problem.description == "index.html:14: <img src=\"a.png\"> has no alt text — Add alt.")
        let noLine = SiteProblem(file: "a.html", line: nil, kind: .missingH1, message: "m", hint: "h")
        #expect(noLine.description == "a.html: m — h")
    }
}
