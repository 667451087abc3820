import Foundation
import Testing
@testable import SiteCheck

/// Each kind of problem, once, in an otherwise clean site: the kind, the file and the line.
struct ProblemKindTests {
    /// Checks the clean site plus `stories/bad.html` holding `body` from line 6.
    private func problems(in body: String, lang: String? = "en", heading: String? = "A story") throws -> [SiteProblem] {
        let site = try TestSite.clean()
        defer { site.remove() }
        try site.write("stories/bad.html", TestSite.page(body, lang: lang, heading: heading))
        return SiteChecker.check(siteDirectory: site.url).problems
    }

    @Test("one problem of the expected kind at line 6 of stories/bad.html", arguments: [
        (#"<a href="missing.html">x</a>"#, SiteProblem.Kind.brokenLink),
        (#"<a href="ONE/index.html">capitals differ</a>"#, .brokenLink),
        (#"<a href="My%20Missing%20File.m4a?v=2">x</a>"#, .brokenLink),
        (#"<audio controls title="t"><source src="one/gone.ogg"></source></audio>"#, .brokenLink),
        (#"<img alt="" srcset="../cover%20photo.png 1x, ../missing@2x.png 2x">"#, .brokenLink),
        (#"<a href="one/%E0%A4%A.html">bad escape</a>"#, .brokenLink),
        (#"<a href="one/index.html#nowhere">x</a>"#, .missingAnchor),
        (##"<a href="#nowhere">x</a>"##, .missingAnchor),
        (#"<a href="/stories/one/index.html">x</a>"#, .rootAbsoluteLink),
        (#"<a href="//example.org/x.html">x</a>"#, .rootAbsoluteLink),
        (#"<a href="one/">x</a>"#, .directoryLink),
        (#"<a href="../narrators">x</a>"#, .directoryLink),
        (#"<a href="../../outside.html">x</a>"#, .linkOutsideSite),
        (#"<img src="https://cdn.example.org/x.png" alt="x">"#, .outsideRequest),
        (#"<link rel="stylesheet" href="https://fonts.example.org/a.css">"#, .outsideRequest),
        (#"<script src="//cdn.example.org/a.js"></script>"#, .outsideRequest),
        (#"<img src="../cover%20photo.png">"#, .missingAlt),
        (#"<audio controls src="one/My%20Story.m4a"></audio>"#, .unlabelledMedia),
        (#"<video controls aria-labelledby="no-such-id" src="one/clip.mp4"></video>"#, .unlabelledMedia),
        (#"<audio controls aria-label=" " src="one/My%20Story.m4a"></audio>"#, .unlabelledMedia),
        (#"<h3>Too deep</h3>"#, .skippedHeadingLevel),
        (#"<h1>A second main heading</h1>"#, .multipleH1),
        (#"<p>fish &chips</p>"#, .parseError),
    ])
    func kind(_ body: String, _ expected: SiteProblem.Kind) throws {
        let found = try problems(in: body)
        #expect(found.map(\.kind) == [expected], "\(found)")
        #expect(found.first?.file == "stories/bad.html")
        #expect(found.first?.line == 6)
        #expect(found.first?.hint.isEmpty == false)
    }

    @Test func duplicateIDIsReportedAtTheRepeat() throws {
        let found = try problems(in: "<p id=\"cue-1\">a</p>\n<p id=\"cue-1\">b</p>")
        #expect(found.map(\.kind) == [.duplicateID])
        #expect(found.first?.line == 7)
        #expect(found.first?.message == "id \"cue-1\" is used more than once in this page")
    }

    @Test func missingLangIsReportedOnTheHTMLElement() throws {
        let found = try problems(in: "<p>x</p>", lang: nil)
        #expect(found.map(\.kind) == [.missingLang])
        #expect(found.first?.line == 2)
    }

    @Test func missingH1HasNoLine() throws {
        let found = try problems(in: "<h2>Only a section</h2>", heading: nil)
        #expect(found.map(\.kind) == [.missingH1])
        #expect(found.first?.line == nil)
    }

    @Test func outsidePagesAndSchemesAreNotFollowed() throws {
        let found = try problems(in: """
            <a href="https://example.org/x.html#y">web</a> <a href="mailto:a@b.c">mail</a>
            <img src="data:image/png;base64,AAAA" alt="dot"> <a href="javascript:void(0)">js</a>
            <link rel="alternate" type="application/rss+xml" href="https://example.org/feed.xml">
            <form action="/search"><input type="image" src="../cover%20photo.png" alt="Search"></form>
            """)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func caseMismatchNamesTheRealFile() throws {
        let found = try problems(in: #"<a href="ONE/index.html">x</a>"#)
        #expect(found.first?.message == #"<a href="ONE/index.html">: there is no stories/ONE/index.html, only stories/one/index.html"#)
    }

    @Test func rootAbsoluteHintSpellsTheRelativeLink() throws {
        let found = try problems(in: #"<a href="/stories/one/index.html">x</a>"#)
        #expect(found.first?.hint == "Make it relative to this page: ../stories/one/index.html.")
    }

    @Test func directoryHintNamesTheIndexPage() throws {
        let found = try problems(in: #"<a href="one/">x</a>"#)
        #expect(found.first?.hint == "Link to the page itself: ../stories/one/index.html.")
    }

    @Test func unreadablePageIsReportedAndLinksIntoItAreNotBlamed() throws {
        let site = try TestSite.clean()
        defer { site.remove() }
        try site.write("stories/empty.html", "")
        try site.write("stories/linker.html", TestSite.page(#"<a href="empty.html#somewhere">x</a>"#))
        let report = SiteChecker.check(siteDirectory: site.url)
        #expect(report.problems.map(\.kind) == [.unreadable])
        #expect(report.problems.first?.file == "stories/empty.html")
    }

    @Test func missingHomePage() throws {
        let site = try TestSite.clean()
        defer { site.remove() }
        try FileManager.default.removeItem(at: site.url.appendingPathComponent("index.html"))
        let report = SiteChecker.check(siteDirectory: site.url)
        #expect(report.problems(.missingHomePage).map(\.file) == ["index.html"])
        // …and the story page's link home is broken.
        #expect(Set(report.problems(.brokenLink).map(\.file)) == ["stories/one/index.html"])
    }
}
