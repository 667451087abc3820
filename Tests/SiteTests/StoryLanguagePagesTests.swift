import Foundation
import FoundationXML
import Site
import StoryArchive
import Testing
import XMLIO

/// A story told in another language than the site's says so wherever its title or words appear:
/// `lang` (and `dir="rtl"` for a right-to-left language) on its page's heading and transcript,
/// on its cards and neighbour links, in the search index, and `xml:lang` in the feeds.
@Suite struct StoryLanguagePagesTests {
    static let arabic = "2024-03-09-how-we-met"
    static let german = "2021-06-12-sweeping-floors-at-hals"
    /// An Arabic title with a Latin name in it: isolated, it keeps its own order.
    static let arabicTitle = "كيف التقينا — Joe & Rose"

    static func built() throws -> SiteFixture {
        let fixture = try SiteFixture()
        try fixture.edit(arabic) {
            $0.language = "ar-EG"
            $0.title = arabicTitle
        }
        try fixture.edit(german) { $0.language = "de" }
        try fixture.build(baseURL: "https://example.org/miller")
        return fixture
    }

    @Test func theStoryPageMarksItsTitleAndTranscript() throws {
        let fixture = try Self.built()
        defer { fixture.remove() }
        let page = try fixture.page("stories/\(Self.arabic)/index.html")
        let heading = try #require(page.elements(named: "h1").first)
        #expect(heading.text == Self.arabicTitle)
        #expect(heading.attribute("lang") == "ar-EG" && heading.attribute("dir") == "rtl")
        let transcript = page.elements(withClass: "transcript-text")
        #expect(!transcript.isEmpty)
        #expect(transcript.allSatisfy { $0.attribute("lang") == "ar-EG" && $0.attribute("dir") == "rtl" })
        // Its neighbours are in the site's language: their links carry none of this story's.
        let neighbours = page.elements(withClass: "story-nav").flatMap { $0.elements(named: "span") }
            .filter { $0.attribute("class") == nil }
        #expect(neighbours.count == 2)
        #expect(neighbours.allSatisfy { $0.attribute("lang") == nil && $0.attribute("dir") == "auto" })
        // The page's <title> isolates the story's title from the site's.
        #expect(page.firstText("title") == "\u{2068}\(Self.arabicTitle)\u{2069} — The Miller Family Stories")

        let german = try fixture.page("stories/\(Self.german)/index.html")
        #expect(german.elements(named: "h1").first?.attribute("lang") == "de")
        #expect(german.elements(named: "h1").first?.attribute("dir") == "auto")
    }

    @Test func cardsNeighbourLinksAndSearchCarryTheLanguage() throws {
        let fixture = try Self.built()
        defer { fixture.remove() }
        // Each page, and a story on it in the site's language.
        let pages = ["stories/index.html": "Grandmother's Kitchen", "search/index.html": "Grandmother's Kitchen",
                     "index.html": "Grandmother's Kitchen", "prompts/love-family/index.html": "Our Wedding Day",
                     "prompts/index.html": "Our Wedding Day"]
        for (path, otherTitle) in pages {
            let links = try fixture.page(path).elements(named: "a")
            let title = try #require(links.first { $0.text == Self.arabicTitle }, "\(path)")
            #expect(title.attribute("lang") == "ar-EG" && title.attribute("dir") == "rtl", "\(path)")
            let other = try #require(links.first { $0.text == otherTitle }, "\(path)")
            #expect(other.attribute("lang") == nil && other.attribute("dir") == "auto", "\(path)")
        }
        // The older story's page links to this one as its newer neighbour.
        let older = try fixture.page("stories/2024-03-05-the-day-we-moved/index.html")
        let next = try #require(older.allElements.first { $0.attribute("rel") == "next" })
        let span = try #require(next.elements(named: "span").first { $0.text == Self.arabicTitle })
        #expect(span.attribute("lang") == "ar-EG" && span.attribute("dir") == "rtl")

        let index = try fixture.searchIndexText()
        #expect(index.contains(#""lang":"ar-EG","dir":"rtl","lines""#))
        #expect(index.contains(#""lang":"de","dir":"auto","lines""#))
    }

    /// `xml:lang` only where a story's language differs from the site's (`en`): the Winter of
    /// '78 says `en` itself (from its Whisper transcript) and needs none.
    @Test func feedItemsInAnotherLanguageSaySo() throws {
        let fixture = try Self.built()
        defer { fixture.remove() }
        let rss = try XMLDocument(data: Data(contentsOf: fixture.site.appendingPathComponent("feed.xml")))
        let rssTitles = try rss.nodes(forXPath: "//item[@xml:lang]/title").compactMap(\.stringValue)
        #expect(Set(rssTitles) == [Self.arabicTitle, "Sweeping Floors at Hal's", "الياسمين في بيت جدتي", "中秋节的月饼"])
        #expect(try rss.nodes(forXPath: "//item[@xml:lang='ar-EG']/*[local-name()='transcript']/@language").first?.stringValue == "ar-EG")
        #expect(try rss.nodes(forXPath: "//item").count == 14)

        let atom = try XMLDocument(data: Data(contentsOf: fixture.site.appendingPathComponent("atom.xml")))
        #expect(try atom.nodes(forXPath: "/*[local-name()='feed']/@xml:lang").first?.stringValue == "en")
        let entries = try atom.nodes(forXPath: "//*[local-name()='entry'][@xml:lang='ar-EG']/*[local-name()='title']")
        #expect(entries.compactMap(\.stringValue) == [Self.arabicTitle])
    }
}
