import Foundation
import Ingest
@testable import Site
import StoryArchive
import Testing
import XMLIO

/// The Days pages, built from the sample journals ingested as demo.sh does and read back.
@Suite struct DaysPagesTests {
    /// The words of each part of a page, spaces made single.
    private func words(_ element: HTMLElement) -> String {
        element.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func aMonthShowsEachPersonsMoodByColourAndWordAndEveryDayWithEntriesLinksToIt() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        let month = try fixture.page("days/2024/03/index.html")
        let days = month.elements(withClass: "day-cell")
        #expect(days.count == 31)
        let fifth = try #require(days.first { $0.elements(named: "a").first?.attribute("href") == "../../../days/2024-03-05/index.html" })
        // The link says the whole day to a screen reader, then each person and their mood's word.
        #expect(fifth.elements(withClass: "visually-hidden").first.map(words) == "Tuesday 5 March 2024")
        #expect(fifth.elements(withClass: "day-mark").map(words) == ["Grandma Rose: Okay", "Grandpa Joe: Happy"])
        let marks = fifth.elements(withClass: "mood-mark")
        #expect(marks.map { $0.attribute("class") ?? "" } == ["mood-mark mood-word-okay", "mood-mark mood-word-happy"])
        // The colour comes from the scales' data, one class per word in the site's stylesheet.
        let css = try String(contentsOf: fixture.site.appendingPathComponent("assets/style.css"), encoding: .utf8)
        #expect(css.contains(".mood-word-happy { --mood-colour: #A8D98A; }"))
        // 4 March has no entry from anyone: a plain number, no link.
        let fourth = try #require(days.first { words($0).hasPrefix("4Monday 4 March") })
        #expect(fourth.elements(named: "a").isEmpty)
        // The month starts on a Friday: its first day sits in the fifth column.
        #expect(days.first?.attribute("class") == "day-cell start-5")
    }

    @Test func aDayShowsEveryonesEntriesSideBySideWithTheStoriesOfThatDay() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        let day = try fixture.page("days/2024-03-05/index.html")
        #expect(day.firstText("h1") == "Tuesday 5 March 2024")
        let people = day.elements(withClass: "day-person")
        #expect(people.map { $0.elements(named: "h2").first?.text } == ["Grandma Rose", "Grandpa Joe"])
        let (rose, joe) = (people[0], people[1])

        let roseCheckIn = try #require(rose.elements(withClass: "day-entry").first)
        #expect(words(roseCheckIn).contains("Check-in at 20:55"))
        #expect(roseCheckIn.elements(named: "dt").map(words) == ["Mood", "Prompt"])
        #expect(roseCheckIn.elements(named: "dd").map(words) == ["Okay", "What stayed with you today?"])
        // Her app could not transcribe that day: said, not left blank.
        #expect(words(roseCheckIn).contains("Transcript unavailable."))
        let source = try #require(roseCheckIn.elements(named: "source").first?.attribute("src"))
        #expect(source == "2024-03-05-grandma-rose-check-in/audio.m4a")
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("days/2024-03-05/" + source).path))
        #expect(!roseCheckIn.elements(withClass: "player-controls").isEmpty)

        let joeEntries = joe.elements(withClass: "day-entry")
        #expect(joeEntries.map { $0.elements(named: "h3").first.map(words) } == ["Check-in at 19:29", "Evening at 21:28"])
        #expect(words(joeEntries[0]).contains("I played checkers with Walt next door."))
        #expect(joeEntries[1].elements(named: "dd").first.map(words) == "Good")
        #expect(joeEntries[1].elements(withClass: "factor-list").first?.elements(named: "li").map(words) == ["Family", "Exercise"])
        #expect(joeEntries[1].elements(named: "audio").isEmpty)

        // The story Grandma Rose recorded that day is there too.
        let stories = day.elements(withClass: "story-card")
        #expect(stories.compactMap { $0.elements(named: "a").first?.attribute("href") } == ["../../stories/2024-03-05-the-day-we-moved/index.html"])
    }

    @Test func aPersonWithoutAnEntrySaysNoEntryYetOnlyWhileOneCouldStillCome() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        // Built on 12 March 2024: 7 March is within the week an entry may still come in.
        try fixture.build(today: try #require(RecordedDate(year: 2024, month: 3, day: 12)))
        // 7 March: Grandpa Joe left a voice note, Grandma Rose nothing.
        let recent = try fixture.page("days/2024-03-07/index.html")
        let people = recent.elements(withClass: "day-person")
        #expect(people.map(words).first?.hasSuffix("No entry yet.") == true)
        #expect(words(people[1]).contains("Voice note at 16:03"))
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("days/2024-03-04/index.html").path))

        // Built a week later, the day is past: no "No entry yet", no card; she is named at the
        // top, without a link, as having no entry that day.
        let later = try fixture.build(today: try #require(RecordedDate(year: 2024, month: 3, day: 14)))
        #expect(later.scope == .whole)
        let past = try fixture.page("days/2024-03-07/index.html")
        #expect(past.elements(withClass: "day-person").compactMap { $0.elements(named: "h2").first.map(words) } == ["Grandpa Joe"])
        #expect(!words(try #require(past.elements(named: "main").first)).contains("No entry yet"))
        let jump = try #require(past.elements(withClass: "day-jump").first)
        #expect(jump.elements(named: "li").map(words) == ["Grandma Rose: no entry that day", "Grandpa Joe"])
        #expect(jump.elements(named: "a").map { $0.attribute("href") } == ["#person-grandpa-joe"])
        // While a day is open, the next day's build looks again; once none is, nothing changes.
        #expect(try fixture.build(today: try #require(RecordedDate(year: 2024, month: 3, day: 20))).scope == .whole)
        #expect(try fixture.build(today: try #require(RecordedDate(year: 2024, month: 3, day: 25))).scope == .upToDate)
    }

    @Test func aDayLeadsToEachPersonAndTheOtherDaysFromItsTopAndGathersTheArchivistsFiles() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        let day = try fixture.page("days/2024-03-05/index.html")
        let article = try #require(day.elements(withClass: "day-page").first)
        // Right under the date and "Play all" (the day's recordings): the people, then the other days and the month.
        #expect(words(try #require(article.elements(withClass: "day-play-button").first)) == "Play all (2 recordings)")
        let navs = article.elements(named: "nav")
        #expect(navs.map { $0.attribute("aria-label") } == ["People this day", "Other days"])
        // 4 March has no entries: the earlier day is the 3rd.
        #expect(navs[1].elements(named: "a").map(words)
                == ["‹ Earlier day: Sunday 3 March 2024", "All of March 2024", "Later day: Wednesday 6 March 2024 ›"])
        #expect(navs[0].elements(named: "a").map { "\(words($0)) \($0.attribute("href") ?? "")" }
                == ["Grandma Rose #person-grandma-rose", "Grandpa Joe #person-grandpa-joe"])
        // One list for archivists, naming each entry; no entry has a link of its own.
        let lists = day.elements(withClass: "archive-list")
        #expect(lists.count == 1)
        #expect(lists.first?.elements(named: "a").map(words)
                == ["Grandma Rose, check-in at 20:55", "Grandpa Joe, check-in at 19:29", "Grandpa Joe, evening at 21:28"])
        #expect(lists.first?.elements(named: "a").first?.attribute("href") == "2024-03-05-grandma-rose-check-in/entry.json")
        #expect(day.elements(withClass: "day-entry").allSatisfy { $0.elements(withClass: "archive-link").isEmpty })
    }

    @Test func aPersonsEntriesAreInTheOrderTheyWereMadeWhateverTheirKind() {
        let order = [(DayEntry.Kind.evening, 21 * 3600), (.voiceNote, 9 * 3600), (.checkIn, 20 * 3600), (.voiceNote, 22 * 3600)]
            .sorted { DayViews.placeInDay(kind: $0.0, seconds: $0.1) < DayViews.placeInDay(kind: $1.0, seconds: $1.1) }
        #expect(order.map(\.1) == [9 * 3600, 20 * 3600, 21 * 3600, 22 * 3600])
        // Without a time: a morning's kind first, the evening's last.
        #expect(DayViews.placeInDay(kind: .partnersMorning, seconds: nil) < DayViews.placeInDay(kind: .voiceNote, seconds: 6 * 3600))
        #expect(DayViews.placeInDay(kind: .evening, seconds: nil) > DayViews.placeInDay(kind: .voiceNote, seconds: 23 * 3600))
    }

    @Test func aPersonsPageListsTheirDaysNewestFirstWithoutJudging() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("days/people/grandma-rose/index.html")
        #expect(page.firstText("h1") == "Grandma Rose's days")
        let days = page.elements(withClass: "person-days").flatMap { $0.elements(named: "li") }
        #expect(days.count == 17)
        #expect(days.first.map(words) == "Sunday 10 March 2024 Check-in: Amazing")
        // Her days of 29 February and 4 March have no entry, so no line.
        #expect(!days.contains { words($0).hasPrefix("Thursday 29 February 2024") || words($0).hasPrefix("Monday 4 March 2024") })
    }

    /// A calm ritual, not a productivity tool: no streaks, scores, counts of missed days or trends.
    @Test func noDaysPageCountsStreaksOrMissedDays() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        let folder = fixture.site.appendingPathComponent("days")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("index.html") }
        #expect(pages.count == 25)   // the index, 2 months, 20 days, 2 people
        for path in pages {
            let text = words(try #require(try fixture.page("days/" + path).elements(named: "main").first)).lowercased()
            for judging in ["streak", "missed", "in a row", "score", "trend", "average", "% of", "goal"] {
                #expect(!text.contains(judging), "\(path) says \"\(judging)\"")
            }
        }
    }

    @Test func checkInTranscriptsAreSearchableAndLeadToTheEntry() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        let index = try fixture.searchIndexText()
        #expect(index.contains(#""href":"../days/2024-03-05/index.html#entry-2024-03-05-grandpa-joe-check-in","title":"Grandpa Joe's check-in, 5 March 2024""#))
        #expect(index.contains(#"["entry-2024-03-05-grandpa-joe-check-in-p-1",null,"I played checkers with Walt next door. He told his boat story again."]"#))
        let day = try fixture.page("days/2024-03-05/index.html")
        #expect(day.allElements.contains { $0.attribute("id") == "entry-2024-03-05-grandpa-joe-check-in-p-1" })
    }

    @Test func theSiteHasDaysInItsNavigationOnlyWithDayEntries() throws {
        let plain = try SiteFixture()
        defer { plain.remove() }
        try plain.build()
        #expect(!(try plain.page("index.html").elements(named: "nav").first.map(words) ?? "").contains("Days"))
        let withDays = try DaysFixture.make()
        defer { withDays.remove() }
        let report = try withDays.build()
        #expect(report.dayEntries == 53)
        #expect((try withDays.page("index.html").elements(named: "nav").first.map(words) ?? "").contains("Days"))
    }

    @Test func theFeedsCarryDayEntriesOnlyWhenTheKeeperAsks() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build(baseURL: "https://example.org/miller/")
        let quiet = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(quiet.components(separatedBy: "<item").count - 1 == 14)
        let settings = fixture.archive.root.appendingPathComponent("storychop.yml")
        try (String(contentsOf: settings, encoding: .utf8) + "days_in_feeds: true\n").write(to: settings, atomically: true, encoding: .utf8)
        try fixture.build(baseURL: "https://example.org/miller/")
        let open = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        // Every check-in and voice note has a recording: 33 + 6 more items; evening moods have none.
        #expect(open.components(separatedBy: "<item").count - 1 == 14 + 39)
        #expect(open.contains("<link>https://example.org/miller/days/2024-03-05/index.html#entry-2024-03-05-grandma-rose-check-in</link>"))
    }

    @Test func aRebuildWritesNothingAndANewEntryIsOnItsPagesAtOnce() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        #expect(try fixture.build().scope == .upToDate)
        // An evening mood for 4 March, the day no one had an entry.
        let file = fixture.folder.appending("evening-2024-03-04.json")
        try #"{"kind": "evening", "person": "Grandma Rose", "date": "2024-03-04", "mood": 0, "factors": ["Weather"]}"#
            .write(to: file, atomically: true, encoding: .utf8)
        _ = try StoryIngester(archive: fixture.archive).ingest([file.path], options: IngestOptions())
        let rebuilt = try fixture.build()
        #expect(rebuilt.scope == .whole && rebuilt.dayEntries == 54)
        let day = try fixture.page("days/2024-03-04/index.html")
        let rose = try #require(day.elements(withClass: "day-person").first)
        #expect(rose.elements(named: "h3").map(words) == ["Evening"])
        #expect(rose.elements(withClass: "mood-mark").map(words) == ["Great"])
        let month = try fixture.page("days/2024/03/index.html")
        #expect(month.allElements.contains { $0.attribute("href") == "../../../days/2024-03-04/index.html" })
    }

    @Test func aDeletedEntrysFilesAndADayLeftEmptyVanishFromTheSite() throws {
        let fixture = try DaysFixture.make()
        defer { fixture.remove() }
        try fixture.build()
        // 8 March holds one entry: Grandma Rose's check-in.
        let note = "2024-03-08-grandma-rose-check-in"
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("days/2024-03-08/\(note)/audio.m4a").path))
        try FileManager.default.removeItem(at: fixture.archive.daysDirectory.appendingPathComponent(note))
        let rebuilt = try fixture.build()
        #expect(rebuilt.dayEntries == 52)
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("days/2024-03-08").path))
        let month = try fixture.page("days/2024/03/index.html")
        #expect(!month.allElements.contains { $0.attribute("href") == "../../../days/2024-03-08/index.html" })
        let index = try fixture.searchIndexText()
        #expect(!index.contains(note))
    }
}
