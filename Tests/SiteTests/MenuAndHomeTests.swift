import Foundation
import Site
import StoryArchive
import Testing
import XMLIO

/// The menu of five entries that shows where you are, the home page's people and journals, a
/// person's stories and days linked both ways, and About counting what the collection holds.
@Suite struct MenuAndHomeTests {
    /// The sample site with its journals, built for one test and removed after it.
    final class Built {
        let fixture: SiteFixture
        let report: SiteReport
        init() throws {
            fixture = try DaysFixture.make(written: true)
            report = try fixture.build()
        }
        deinit { fixture.remove() }
        func page(_ path: String) throws -> HTMLDocument { try fixture.page(path) }
    }

    func words(_ element: HTMLElement) -> String {
        element.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The menu's entries as (label, aria-current).
    func menu(_ path: String, in site: Built) throws -> [(label: String, current: String?)] {
        let nav = try #require(try site.page(path).elements(named: "nav").first { $0.attribute("aria-label") == "Main" })
        return nav.elements(named: "a").map { (words($0), $0.attribute("aria-current")) }
    }

    @Test func theMenuHasFiveEntriesAndMarksTheSectionOfEveryPageUnderIt() throws {
        let site = try Built()
        #expect(try menu("index.html", in: site).map(\.label) == ["Stories", "People", "Days", "Search", "About"])
        #expect(try menu("index.html", in: site).allSatisfy { $0.current == nil })
        let expected: [(page: String, entry: String, current: String)] = [
            ("stories/index.html", "Stories", "page"), ("stories/2024-03-09-how-we-met/index.html", "Stories", "true"),
            ("prompts/index.html", "Stories", "true"), ("years/index.html", "Stories", "true"),
            ("calendar/2024/index.html", "Stories", "true"), ("people/index.html", "People", "page"),
            ("people/grandma-rose/index.html", "People", "true"), ("days/index.html", "Days", "page"),
            ("days/2024-03-05/index.html", "Days", "true"), ("days/people/grandma-rose/index.html", "Days", "true"),
            ("search/index.html", "Search", "page"), ("about/index.html", "About", "page"),
        ]
        for (path, entry, current) in expected {
            let marked = try menu(path, in: site).filter { $0.current != nil }
            #expect(marked.map(\.label) == [entry] && marked.first?.current == current, "\(path): \(marked)")
        }
    }

    @Test func theHomePageHasTheSiteTitleAsItsOneHeadingOfLevelOne() throws {
        let site = try Built()
        let home = try site.page("index.html")
        let headings = home.elements(named: "h1")
        #expect(headings.count == 1 && headings.first.map(words) == "The Miller Family Stories")
        #expect(home.elements(named: "header").first?.elements(named: "h1").count == 1)
        // Elsewhere the title is a paragraph in the header, and the page's own heading is its h1.
        let story = try site.page("stories/2024-03-09-how-we-met/index.html")
        #expect(story.elements(named: "h1").map(words) == ["How We Met"])
        #expect(story.elements(withClass: "site-title").first?.name == "p")
    }

    @Test func theHomePageSaysWhatPlayAllPlaysAndShowsThePeopleAndTheJournals() throws {
        let site = try Built()
        let home = try site.page("index.html")
        let playAll = try #require(home.elements(withClass: "play-all").first)
        #expect(words(playAll) == "Play the 5 newest stories")
        let people = home.elements(withClass: "person-card")
        #expect(people.map { words($0.elements(withClass: "person-name")[0]) } == ["Aunt Mei", "Grandma Rose", "Grandpa Joe", "Great-Aunt Samira", "Great-Uncle Wei"])
        let rose = try #require(people.first { words($0).contains("Grandma Rose") })
        #expect(rose.elements(named: "a").first?.attribute("href") == "people/grandma-rose/index.html")
        #expect(words(rose.elements(withClass: "person-summary")[0]) == "5 stories · a journal of 21 days")
        let journals = try #require(home.elements(withClass: "home-journals").first)
        let days = journals.elements(withClass: "journal-days").flatMap { $0.elements(named: "li") }
        #expect(days.count == 3)   // the latest three
        #expect(days.first.map(words)?.hasPrefix("Sunday 10 March 2024") == true)
        #expect(journals.elements(named: "a").contains { $0.attribute("href") == "days/index.html" })
        #expect(words(journals).contains("journal entries by Grandma Rose and Grandpa Joe"))
    }

    @Test func aPersonsStoriesAndTheirDaysLinkToEachOther() throws {
        let site = try Built()
        let stories = try #require(try site.page("people/grandma-rose/index.html").elements(withClass: "see-also").first)
        #expect(words(stories) == "Grandma Rose's journal (21 days)")
        #expect(stories.elements(named: "a").first?.attribute("href") == "../../days/people/grandma-rose/index.html")
        let days = try #require(try site.page("days/people/grandma-rose/index.html").elements(withClass: "see-also").first)
        #expect(words(days) == "Grandma Rose's stories (5 stories)")
        #expect(days.elements(named: "a").first?.attribute("href") == "../../../people/grandma-rose/index.html")
        // Aunt Mei keeps no journal: nothing to link to.
        #expect(try site.page("people/aunt-mei/index.html").elements(withClass: "see-also").isEmpty)
    }

    @Test func allStoriesLeadsToPromptsPeopleAndTheOneListOfYearsWithTheirCalendars() throws {
        let site = try Built()
        let ways = try #require(try site.page("stories/index.html").elements(withClass: "browse-ways").first)
        #expect(ways.elements(named: "a").map { $0.attribute("href") ?? "" }
                == ["../prompts/index.html", "../people/index.html", "../years/index.html"])
        let years = try site.page("years/index.html").elements(withClass: "group-list").flatMap { $0.elements(named: "li") }
        let year2024 = try #require(years.first { words($0).hasPrefix("2024") })
        #expect(year2024.elements(named: "a").map { $0.attribute("href") ?? "" } == ["../years/2024/index.html", "../calendar/2024/index.html"])
    }

    @Test func aboutCountsTheStoriesAndTheJournalEntries() throws {
        let site = try Built()
        let about = words(try #require(try site.page("about/index.html").elements(named: "main").first))
        let entries = site.report.dayEntries
        #expect(entries > 12)
        #expect(about.contains("This collection holds 14 stories, \(entries) journal entries by 2 people and "))
        #expect(about.contains(" of recordings."))
    }
}
