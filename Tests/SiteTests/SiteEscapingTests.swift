import Foundation
import Site
import StoryArchive
import Testing
import TestSupport
import XMLIO

/// User text is always text: markup in titles, names, prompts and transcripts is shown, never run.
@Suite struct SiteEscapingTests {
    static let hostileTitle = #"<script>alert("x")</script> "Quotes" & 'more' 🎙"#

    @Test func userStringsRenderAsTextInEveryScript() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let id = "2024-03-09-how-we-met"
        try fixture.edit(id) {
            $0.title = Self.hostileTitle
            $0.narrator = "جدتي فاطمة"
            $0.prompt = "你们是怎么认识的？<b>bold</b>"
            $0.tags = ["<img src=x onerror=alert(1)>"]
        }
        try Data("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n&lt;script&gt;evil()&lt;/script&gt; &amp; fin\n".utf8)
            .write(to: fixture.archive.storyDirectory(id).appendingPathComponent("transcript.vtt"))
        try fixture.build()

        let page = try fixture.page("stories/\(id)/index.html")
        #expect(page.firstText("h1") == Self.hostileTitle)
        #expect(page.elements(named: "h1").first?.attribute("dir") == "auto")
        // The only scripts are StoryChop's own, by src, and the story's JSON-LD data block, whose
        // JSON holds the title as a string; no element came out of the user's text.
        let scripts = page.elements(named: "script")
        #expect(scripts.allSatisfy { $0.attribute("src") != nil || $0.attribute("type") == "application/ld+json" })
        let described = scripts.filter { $0.attribute("type") == "application/ld+json" }
        #expect(described.count == 1)
        let json = try JSONSerialization.jsonObject(with: Data((described.first?.text ?? "").utf8)) as? [String: Any]
        #expect(json?["name"] as? String == Self.hostileTitle)
        #expect(page.elements(named: "b").isEmpty && page.elements(named: "img").isEmpty)
        #expect(page.text.contains("جدتي فاطمة") && page.text.contains("你们是怎么认识的？<b>bold</b>"))
        #expect(page.text.contains("<script>evil()</script> & fin"))
        #expect(page.elements(named: "a").contains { $0.text == "جدتي فاطمة" && $0.attribute("dir") == "auto" })

        let raw = try String(contentsOf: fixture.site.appendingPathComponent("stories/\(id)/index.html"), encoding: .utf8)
        #expect(!raw.contains("<script>alert"))
        // The search index is a script file: the title is inside a JSON string, quotes escaped.
        let index = try fixture.searchIndexText()
        #expect(index.contains(#""title":"<script>alert(\"x\")</script> \"Quotes\" & 'more' 🎙""#))
    }

    @Test(arguments: ["default", "calm", "high-contrast"])
    func everyBuiltInThemeBuilds(theme: String) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build(theme: theme)
        let css = try String(contentsOf: fixture.site.appendingPathComponent("assets/style.css"), encoding: .utf8)
        #expect(css.hasPrefix("/* StoryChop theme: \(theme) */"))
        #expect(css.contains("prefers-color-scheme: dark") && css.contains("prefers-reduced-motion") && css.contains("@media print"))
    }

    @Test func anUnknownThemeIsNamed() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        #expect {
            try fixture.build(theme: "sparkly")
        } throws: { error in
            (error as? SiteError)?.reason == .unknownTheme && (error as? SiteError)?.message.contains("sparkly") == true
        }
    }

    @Test func anArchiveTemplateOverridesTheBuiltInOne() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.folder.write("{{<base}}{{$content}}<h1>About us, {{storyCount}}</h1>{{/content}}{{/base}}",
                                 to: "archive/templates/about.mustache")
        let report = try fixture.build()
        #expect(try fixture.page("about/index.html").firstText("h1") == "About us, 14 stories")
        #expect(report.templates["about"]?.hasSuffix("templates/about.mustache") == true)
        #expect(report.templates["story"] == "built-in Templates/story.mustache")
    }

    /// Built-in files enter the settings' digest by fingerprints made when StoryChop was built;
    /// an archive's own are read each time, so adding or editing one shows on the next build.
    @Test func anArchiveTemplateOrThemeAddedOrEditedAfterABuildShowsOnTheNext() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        for heading in ["First", "Second"] {
            try fixture.folder.write("{{<base}}{{$content}}<h1>\(heading)</h1>{{/content}}{{/base}}", to: "archive/templates/about.mustache")
            try fixture.build()
            #expect(try fixture.page("about/index.html").firstText("h1") == heading)
        }
        try fixture.folder.write("body { font-size: 30px } /* the family's own */", to: "archive/themes/default/theme.css")
        try fixture.build()
        let stylesheet = try String(contentsOf: fixture.site.appendingPathComponent("assets/style.css"), encoding: .utf8)
        #expect(stylesheet.contains("the family's own"))
    }

    @Test func aBrokenTemplateIsNamedWithItsLine() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.folder.write("<h1>\n{{#stories}}unclosed\n", to: "archive/templates/stories.mustache")
        #expect {
            try fixture.build()
        } throws: { error in
            guard let error = error as? SiteError else { return false }
            return error.reason == .badTemplate && error.file?.hasSuffix("templates/stories.mustache") == true
        }
    }

    /// A template saved as UTF-16 (as Notepad may) is named, not quietly replaced by the built-in one.
    @Test func aTemplateThatIsNotUTF8IsNamed() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let file = fixture.folder.appending("archive/templates/about.mustache")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data([0xFF, 0xFE, 0x3C, 0x00, 0x70, 0x00, 0xE9, 0xD8]).write(to: file)
        #expect {
            try fixture.build()
        } throws: { error in
            guard let error = error as? SiteError else { return false }
            return error.reason == .badTemplate && error.file?.hasSuffix("templates/about.mustache") == true
                && error.message.contains("not UTF-8")
        }
    }
}
