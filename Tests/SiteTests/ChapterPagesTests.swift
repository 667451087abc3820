import Foundation
import Site
import StoryArchive
import Testing
import XMLIO

/// A story's chapters on its page, after the player: a heading and a list, each time a link to
/// the played file at that moment (`audio.m4a#t=4.922`, which plays from there without a script),
/// read out as a length; and in the search index, so a chapter's title or keywords lead to it.
@Suite struct ChapterPagesTests {
    static let id = "2024-03-09-how-we-met"
    static let chapters = [
        StoryChapter(start: 0, title: "The church dance", synopsis: "Where Grandpa first saw Grandma.", keywords: ["dance", "jitterbug"]),
        StoryChapter(start: 4.922, title: "The yellow dress"),
        StoryChapter(start: 14.274, title: "Our engagement", keywords: ["wedding"]),
    ]

    @Test func theChaptersAreListedAfterThePlayerEachTimeALinkToItsMoment() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit(Self.id) { $0.chapters = Self.chapters }
        try fixture.build()
        let page = try fixture.page("stories/\(Self.id)/index.html")
        let section = try #require(page.elements(withClass: "chapters").first)
        #expect(section.attribute("aria-labelledby") == "chapters-heading")
        #expect(section.elements(named: "h2").first?.text == "Chapters")
        let list = try #require(section.elements(named: "ol").first)
        #expect(list.attribute("class") == "chapter-list")
        let items = list.elements(withClass: "chapter")
        #expect(items.map { $0.attribute("id") } == ["chapter-1", "chapter-2", "chapter-3"])
        #expect(items.map { $0.attribute("data-start") } == ["0.000", "4.922", "14.274"])
        let links = items.compactMap { $0.elements(named: "a").first }
        #expect(links.map { $0.attribute("href") } == ["audio.m4a#t=0", "audio.m4a#t=4.922", "audio.m4a#t=14.274"])
        // A screen reader hears "Play from 0 min 14 s" rather than a time of day; the eye sees 0:14.
        #expect(links[2].text == "Play from 0:1414 s")
        #expect(links[2].elements(named: "time").first?.attribute("datetime") == "PT0M14S")
        #expect(items.map { $0.elements(withClass: "chapter-title").first?.text } == Self.chapters.map(\.title))
        #expect(items[0].elements(withClass: "chapter-synopsis").first?.text == "Where Grandpa first saw Grandma.")
        #expect(items[0].elements(withClass: "chapter-keywords").first?.text == "Keywords: dance, jitterbug")
        #expect(items[1].elements(withClass: "chapter-synopsis").isEmpty && items[1].elements(withClass: "chapter-keywords").isEmpty)
        // After the player, before the story's facts and transcript.
        let html = try String(contentsOf: fixture.site.appendingPathComponent("stories/\(Self.id)/index.html"), encoding: .utf8)
        let player = try #require(html.range(of: "class=\"player\"")), toc = try #require(html.range(of: "class=\"chapters\""))
        let facts = try #require(html.range(of: "class=\"story-facts\""))
        #expect(player.lowerBound < toc.lowerBound && toc.lowerBound < facts.lowerBound)
    }

    @Test func aStoryWithoutChaptersOrUnderASealShowsNone() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit(Self.id) { story in
            story.chapters = Self.chapters
            story.sealedUntil = RecordedDate(year: 2999, month: 1, day: 1)
        }
        try fixture.build(today: RecordedDate(year: 2030, month: 1, day: 1))
        let sealed = try String(contentsOf: fixture.site.appendingPathComponent("stories/\(Self.id)/index.html"), encoding: .utf8)
        #expect(!sealed.contains("chapter") && !sealed.contains("yellow dress"))
        #expect(try !fixture.searchIndexText().contains("yellow dress"))
        let plain = try String(contentsOf: fixture.site.appendingPathComponent("stories/2024-03-05-the-day-we-moved/index.html"), encoding: .utf8)
        #expect(!plain.contains("chapters-heading"))
    }

    @Test func theSearchIndexHoldsEachChaptersStartTitleAndKeywords() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit(Self.id) { $0.chapters = Self.chapters }
        try fixture.edit("2020-06-20-our-wedding-day") { $0.chapters = [] }   // the sample's other story with chapters
        try fixture.build()
        let entries = try SearchIndexTests.entries(in: fixture)
        let met = try #require(entries.first { $0.title == "How We Met" })
        #expect(met.chapters == [[.number(0), .text("The church dance"), .text("dance, jitterbug")],
                                 [.number(4.922), .text("The yellow dress"), .text("")],
                                 [.number(14.274), .text("Our engagement"), .text("wedding")]])
        #expect(entries.filter { $0.title != "How We Met" }.allSatisfy { $0.chapters == nil })
        // Their words, in no transcript of the sample, are keys of the index.
        let words = try fixture.searchIndexText()
        for word in ["jitterbug", "engagement"] { #expect(words.contains("\"\(word)\":["), "\(word)") }
    }
}
