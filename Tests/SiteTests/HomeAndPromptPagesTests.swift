import Foundation
import Site
import StoryArchive
import Testing
import XMLIO

/// The home page (the five newest stories, "View all" below them, a featured story only when the
/// keeper chose one, a question to ask next), the Prompts pages made from prompts.yml, and the
/// About page's contact.
@Suite struct HomeAndPromptPagesTests {
    /// Sets a `key: value` line of storychop.yml, replacing the key's line if there is one.
    func setting(_ line: String, in fixture: SiteFixture) throws {
        let file = fixture.archive.root.appendingPathComponent("storychop.yml")
        let key = line.prefix { $0 != ":" } + ":"
        let kept = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix(key) }
        try ((kept + [Substring(line)]).joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    @Test func theHomePageListsTheFiveNewestWithViewAllBelowThem() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let home = try fixture.page("index.html")
        #expect(home.elements(withClass: "featured").isEmpty)   // nobody chose one
        let recent = try #require(home.allElements.first { $0.attribute("aria-labelledby") == "recent-heading" })
        let titles = recent.elements(withClass: "story-card-title").map(\.text)
        #expect(titles == ["New Year Dumplings", "Mom & Dad Said \"Always\"", "Sunday Dinners", "Grandmother's Kitchen",
                           "How We Met"])
        #expect(recent.elements(named: "h2").first?.text == "The newest stories")
        let viewAll = try #require(recent.elements(withClass: "more-link").first?.elements(named: "a").first)
        #expect(viewAll.text == "View all stories (14)" && viewAll.attribute("href") == "stories/index.html")
    }

    @Test func aFeaturedStoryIsTheKeepersChoiceAndAnUnknownOneIsAWarning() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try setting("featured: 2020-06-20-our-wedding-day", in: fixture)
        try fixture.build()
        let featured = try #require(try fixture.page("index.html").elements(withClass: "featured").first)
        #expect(featured.elements(withClass: "story-card-title").map(\.text) == ["Our Wedding Day"])

        try setting("featured: 2020-06-21-no-such-story", in: fixture)
        let report = try fixture.build()
        #expect(try fixture.page("index.html").elements(withClass: "featured").isEmpty)
        let warning = try #require(report.warnings.first { $0.message.contains("2020-06-21-no-such-story") })
        #expect(warning.file.hasSuffix("storychop.yml"))
    }

    @Test func thePromptsPageListsEachQuestionWithItsStoriesAndWhatIsStillToAsk() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        // A prompt typed differently still answers its question; one not in the library does not.
        try fixture.edit("2024-03-09-how-we-met") { $0.prompt = "  how did you and GRANDMA meet? " }
        try fixture.edit("2020-06-20-our-wedding-day") { $0.prompt = "What was the music at the wedding?" }
        try fixture.edit("2023-11-23-sledding-down-millers-hill") { $0.category = "Winter" }
        try fixture.build()
        let index = try fixture.page("prompts/index.html")
        let headings = index.elements(named: "h2").map { $0.elements(named: "a").first?.text ?? "" }
        #expect(headings == ["Childhood", "Love & Family", "Work", "Hard Times", "Traditions", "Winter"])
        let love = try #require(index.elements(named: "section").first { $0.elements(named: "h2").first?.text.hasPrefix("Love") == true })
        let answered = love.elements(withClass: "prompt-list").first { $0.attribute("class") == "prompt-list" }
        let meet = try #require(answered?.elements(named: "li").first { $0.text.hasPrefix("How did you and Grandma meet?") })
        #expect(meet.elements(named: "a").map(\.text) == ["How We Met"])
        let stillToAsk = love.elements(withClass: "still-to-ask").first?.elements(named: "li").map(\.text)
        #expect(stillToAsk == ["Tell me about your wedding day.", "What do you remember about the day your first child was born?",
                               "What did your parents teach you that you still use?",
                               "Who in the family made you laugh the most, and why?"])

        let page = try fixture.page("prompts/love-family/index.html")
        #expect(page.elements(named: "h2").map(\.text) == ["How did you and Grandma meet?", "What advice would you give your grandchildren?",
                                                            "Other stories", "Still to ask"])
        let other = try #require(page.allElements.first { $0.attribute("aria-labelledby") == "other-stories" })
        #expect(other.elements(withClass: "story-card-title").map(\.text) == ["Our Wedding Day"])
        let winter = try fixture.page("prompts/winter/index.html")
        #expect(winter.elements(withClass: "story-card-title").map(\.text) == ["Sledding down Miller's Hill"])
        #expect(winter.elements(named: "h2").map(\.text) == ["Stories"])
    }

    /// The question to ask next is one nobody has answered, the same for the same archive, and
    /// moves on when a story is added.
    @Test func theHomePageSuggestsAQuestionStillToAsk() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let question = { () throws -> (String, String?) in
            let section = try #require(try fixture.page("index.html").elements(withClass: "featured-prompt").first)
            return (section.elements(withClass: "prompt-question").first?.text ?? "", section.elements(named: "a").first?.attribute("href"))
        }
        let (first, href) = try question()
        // 14 stories, 14 questions still to ask: the first of them in prompts.yml's order.
        #expect(first == "What games did you play with your brothers and sisters?")
        #expect(href == "prompts/childhood/index.html#still-to-ask")
        let childhood = try fixture.page("prompts/childhood/index.html")
        let still = try #require(childhood.allElements.first { $0.attribute("aria-labelledby") == "still-to-ask" })
        #expect(still.elements(named: "li").map(\.text).contains(first))

        let copy = fixture.archive.storyDirectory("2024-03-10-how-we-met-again")
        try FileManager.default.copyItem(at: fixture.archive.storyDirectory("2024-03-09-how-we-met"), to: copy)
        try fixture.build()
        #expect(try question().0 == "What did your bedroom look like when you were small?")
    }

    @Test func anEditedPromptsYmlIsNoticedByTheNextBuild() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let file = fixture.archive.root.appendingPathComponent("prompts.yml")
        try (String(contentsOf: file, encoding: .utf8) + "Places:\n  - Where did you live when you were twenty?\n")
            .write(to: file, atomically: true, encoding: .utf8)
        let report = try fixture.build()
        #expect(report.written > 0)
        let page = try fixture.page("prompts/places/index.html")
        let still = try #require(page.allElements.first { $0.attribute("aria-labelledby") == "still-to-ask" })
        #expect(still.elements(named: "li").map(\.text) == ["Where did you live when you were twenty?"])
        #expect(try fixture.page("prompts/index.html").text.contains("Where did you live when you were twenty?"))
    }

    @Test func withoutPromptsYmlThePromptPagesListStoriesAsBefore() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.archive.root.appendingPathComponent("prompts.yml"))
        try fixture.build()
        let index = try fixture.page("prompts/index.html")
        #expect(index.elements(withClass: "group-list").first?.elements(named: "a").map(\.text)
                == ["Childhood", "Hard Times", "Love & Family", "Traditions", "Work", "Stories without a category"])
        #expect(!index.text.contains("Still to ask"))
        #expect(try fixture.page("index.html").elements(withClass: "featured-prompt").isEmpty)
        #expect(try fixture.page("prompts/work/index.html").elements(withClass: "story-card-title").map(\.text) == ["Sweeping Floors at Hal's"])
    }

    /// Every story is reachable from Prompts and from People: the sample's story filed under no
    /// category and without its teller's name is listed on a page of each, with and without prompts.yml.
    @Test(arguments: [true, false])
    func storiesWithoutACategoryOrTellerHaveAPageLinkedFromPromptsAndPeople(library: Bool) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        if !library { try FileManager.default.removeItem(at: fixture.archive.root.appendingPathComponent("prompts.yml")) }
        try fixture.build()
        for (index, page, name) in [("prompts/index.html", "prompts/without-a-category/index.html", "Stories without a category"),
                                    ("people/index.html", "people/teller-not-named/index.html", "Stories whose teller is not named")] {
            let link = try #require(try fixture.page(index).elements(named: "a").first { $0.text == name }, "\(index)")
            #expect(link.attribute("href")?.hasSuffix(page) == true)
            #expect(try fixture.page(page).elements(withClass: "story-card-title").map(\.text) == ["Sledding down Miller's Hill"])
        }
    }

    @Test(arguments: [("anna@example.org", "mailto:anna@example.org"), ("https://example.org/write", "https://example.org/write")])
    func theAboutPageSaysHowToWriteToTheKeeper(contact: String, href: String) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let before = try fixture.page("about/index.html")
        #expect(before.text.contains("Your voice is yours. We never share without your permission."))
        #expect(!before.text.contains("Write to the keeper"))
        try setting("contact: \(contact)", in: fixture)
        try fixture.build()
        let about = try fixture.page("about/index.html")
        let link = try #require(about.elements(named: "a").first { $0.text == contact })
        #expect(link.attribute("href") == href)
    }
}
