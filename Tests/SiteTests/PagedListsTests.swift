import Foundation
import Ingest
@testable import Site
import StoryArchive
import Testing
import XMLIO

/// Long lists come in pages of `ListPages.size`, each with "Page 2 of 3", previous and next,
/// and nearby page numbers; the search page lists one page of stories.
@Suite struct PagedListsTests {
    @Test func pagesSitBesideTheFirstAndNavigationShowsTheEndsAndTheNeighbours() {
        #expect(ListPages.path("stories/index.html", page: 1) == "stories/index.html")
        #expect(ListPages.path("people/rose/index.html", page: 3) == "people/rose/page-3.html")
        #expect(ListPages.split(Array(0..<450)).map(\.count) == [200, 200, 50])
        #expect(ListPages.split([Int]()).map(\.count) == [0])
        #expect(PageNavigation(first: "stories/index.html", page: 1, of: 1) == nil)

        let nav = PageNavigation(first: "stories/index.html", page: 7, of: 20)
        #expect(nav?.previous == "../stories/page-6.html" && nav?.next == "../stories/page-8.html")
        #expect(nav?.pages.map(\.number) == [1, 5, 6, 7, 8, 9, 20])
        #expect(nav?.pages.map(\.gapBefore) == [false, true, false, false, false, false, true])
        #expect(nav?.pages.first { $0.number == 7 }?.href == nil)
        #expect(nav?.pages.first?.href == "../stories/index.html")
        let first = PageNavigation(first: "stories/index.html", page: 1, of: 2)
        #expect(first?.previous == nil && first?.pages.map(\.number) == [1, 2])
    }

    @Test func aLargeArchivesListsArePagedWithLinksBetweenThem() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        for number in 1...430 {
            try FileManager.default.createDirectory(at: fixture.archive.storyDirectory("many-\(number)"), withIntermediateDirectories: true)
            // Two questions of the library and one of no library, all under Childhood.
            let prompt = ["Who taught you to swim?", "What was your grandmother's kitchen like?", "Where did you hide?"][number % 3]
            try fixture.archive.save(Story(id: "many-\(number)", title: "Many \(number)", prompt: prompt, category: "Childhood",
                                           narrator: "Rose", recorded: RecordedDate(year: 1990, month: 1 + number % 12, day: 1 + number % 28)!))
        }
        try fixture.build()
        // 444 stories: 200, 200 and 44.
        let pages = try ["stories/index.html", "stories/page-2.html", "stories/page-3.html"].map { try fixture.page($0) }
        #expect(pages.map { $0.elements(withClass: "story-card").count } == [200, 200, 44])
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/page-4.html").path))
        let second = pages[1]
        #expect(second.elements(withClass: "page-nav-status").map(\.text) == ["Page 2 of 3", "Page 2 of 3"])
        let links = second.allElements.filter { $0.name == "a" && $0.attribute("rel") != nil }
        #expect(Set(links.map { "\($0.attribute("rel") ?? "") \($0.attribute("href") ?? "")" })
            == ["prev ../stories/index.html", "next ../stories/page-3.html"])
        #expect(second.elements(withClass: "page-current").first?.attribute("aria-current") == "page")
        #expect(second.allElements.contains { $0.name == "title" && $0.text.hasPrefix("\u{2068}All stories (page 2 of 3)\u{2069}") })
        // Card links work from a later page, which sits in the same folder.
        let card = try #require(second.elements(withClass: "story-card-title").first?.elements(named: "a").first)
        #expect(card.attribute("href")?.hasPrefix("../stories/") == true)
        // A person's and a year's stories too.
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("years/1990/page-3.html").path))
        let people = try fixture.page("people/index.html").allElements.compactMap { $0.attribute("href") }
        let rose = try #require(people.first { $0.hasSuffix("/rose/index.html") })
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(
            String(rose.dropFirst(3)).replacingOccurrences(of: "index.html", with: "page-3.html")).path))
        // A category's questions and stories across its pages, each question with the same id on
        // each; the Prompts page shows the first page's and leads to the rest.
        let childhood = try ["index.html", "page-2.html", "page-3.html"].map { try fixture.page("prompts/childhood/" + $0) }
        let cards = childhood.map { $0.elements(withClass: "story-card").count }
        #expect(cards[0] == 200 && cards[1] == 200 && cards[2] > 30)
        #expect(childhood[2].elements(withClass: "page-nav-status").first?.text == "Page 3 of 3")
        let headings = childhood.flatMap { $0.elements(named: "h2").compactMap { $0.attribute("id") } }
        #expect(headings.contains("other-stories") && headings.filter { $0 == "still-to-ask" }.count == 1)
        let prompts = try fixture.page("prompts/index.html")
        #expect(prompts.elements(named: "a").contains { $0.attribute("href") == "../prompts/childhood/index.html" && $0.text.hasSuffix(" about Childhood, page by page") })
        #expect(prompts.elements(withClass: "answers").flatMap { $0.elements(named: "li") }.count < 300)
        // The search page lists the first page only, and leads to the rest.
        let search = try fixture.page("search/index.html")
        #expect(search.elements(withClass: "story-card").count == 200)
        #expect(search.allElements.contains { $0.name == "a" && $0.attribute("href") == "../stories/index.html" && $0.text == "All stories, page by page" })
    }

    @Test func aPersonsDaysComeInPagesNewestFirst() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        // 250 evenings of Grandma Rose's in 2023, besides the sample's days of 2024.
        let folder = fixture.folder.appending("evenings")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let dates = (1...9).flatMap { month in (1...28).map { RecordedDate(year: 2023, month: month, day: $0)! } }.prefix(250)
        for date in dates {
            let day = date.dayString
            try #"{"kind": "evening", "person": "Grandma Rose", "date": "\#(day)", "mood": 3}"#
                .write(to: folder.appendingPathComponent("evening-\(day).json"), atomically: true, encoding: .utf8)
        }
        _ = try StoryIngester(archive: fixture.archive).ingest([folder.path], options: IngestOptions())
        try fixture.build()
        let firstPage = try fixture.page("days/people/grandma-rose/index.html")
        let second = try fixture.page("days/people/grandma-rose/page-2.html")
        #expect(firstPage.elements(withClass: "page-nav-status").first?.text == "Page 1 of 2")
        let days = [firstPage, second].map { page in page.elements(withClass: "person-days").flatMap { $0.elements(named: "time") }.compactMap { $0.attribute("datetime") } }
        #expect(days[0].count == 200 && days[1].count > 50)
        #expect(days[0] + days[1] == (days[0] + days[1]).sorted(by: >))
        #expect(days[1].last == "2023-01-01")
    }
}
