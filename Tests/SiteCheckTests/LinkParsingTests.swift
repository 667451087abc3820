import Testing
@testable import SiteCheck

/// The pieces links are taken apart with.
struct LinkParsingTests {
    @Test("link values", arguments: [
        ("", LinkTarget.samePage(fragment: nil)),
        ("#cue-12", .samePage(fragment: "cue-12")),
        ("?x=1#a", .samePage(fragment: "a")),
        ("https://example.org/a", .scheme("https")),
        ("MAILTO:a@b.c", .scheme("mailto")),
        ("data:text/plain,hi", .scheme("data")),
        ("//host/x", .networkPath),
        ("/stories/x/index.html", .rootAbsolute),
        (" ../stories/x/index.html#cue-1 ", .relative(path: "../stories/x/index.html", fragment: "cue-1")),
        ("My%20File.m4a?download=1", .relative(path: "My File.m4a", fragment: nil)),
        ("Gro%C3%9Fmutter.html#Kapitel%201", .relative(path: "Großmutter.html", fragment: "Kapitel 1")),
        ("a/b:c.html", .relative(path: "a/b:c.html", fragment: nil)),
        ("bad%E0%A4.html", .undecodable),
    ])
    func target(_ value: String, _ expected: LinkTarget) {
        #expect(LinkTarget(value) == expected)
    }

    @Test("resolving against the page's folder", arguments: [
        ("x.html", "index.html", "x.html"),
        ("../index.html", "stories/a/index.html", "stories/index.html"),
        ("../../index.html", "stories/a/index.html", "index.html"),
        ("./b/./c.html", "a/p.html", "a/b/c.html"),
        ("../", "stories/a/index.html", "stories/"),
        ("..", "stories/a/index.html", "stories/"),
        ("a//b.html", "p.html", "a//b.html"),
    ])
    func resolve(_ link: String, _ page: String, _ expected: String) {
        #expect(SiteFiles.resolve(link, from: page) == expected)
    }

    @Test func climbingOutOfTheSiteResolvesToNothing() {
        #expect(SiteFiles.resolve("../x.html", from: "index.html") == nil)
        #expect(SiteFiles.resolve("../../../x.html", from: "stories/a/index.html") == nil)
    }

    @Test("srcset candidates", arguments: [
        ("a.jpg", ["a.jpg"]),
        ("a.jpg 1x, b.jpg 2x", ["a.jpg", "b.jpg"]),
        ("a.jpg 480w,b.jpg 800w", ["a.jpg", "b.jpg"]),
        ("a.jpg,b.jpg", ["a.jpg,b.jpg"]),   // a URL runs to white space, commas and all
        ("data:image/png;base64,AA== 1x, c.png 2x", ["data:image/png;base64,AA==", "c.png"]),
        ("  ", []),
    ])
    func srcset(_ value: String, _ expected: [String]) {
        #expect(SourceSet.urls(in: value) == expected)
    }
}
