import Foundation
import Ingest
@testable import Site
import StoryArchive
import Testing
import XMLIO

/// The daily questions' pages and the partners' cards, built from the sample journals (see
/// scripts/make-sample-written-journals.py for the answers they hold) and read back.
@Suite(.serialized) struct QuestionPagesTests {
    private func words(_ element: HTMLElement) -> String {
        element.text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The chart's line as numbers: (x, y) per point, in the order drawn.
    private func line(of page: HTMLDocument) throws -> [(x: Double, y: Double)] {
        let points = try #require(page.elements(withClass: "chart-line").first?.attribute("points"))
        return points.split(separator: " ").map { pair in
            let parts = pair.split(separator: ",").compactMap { Double($0) }
            return (parts.first ?? .nan, parts.last ?? .nan)
        }
    }

    @Test func aNumberQuestionsChartHasAPointPerAnswerInDayOrder() throws {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("days/questions/grandma-rose/hours-of-sleep/index.html")
        #expect(page.firstText("h1") == "Hours of sleep")
        let rows = page.elements(withClass: "answer-days").first?.elements(named: "div").map { $0.elementChildren.map(words) } ?? []
        let values = rows.compactMap { Double($0.last ?? "") }
        #expect(rows.count == 18 && values.count == 18)   // 21 days, 3 of them missed
        let points = try line(of: page)
        #expect(points.count == values.count)
        // Left to right in day order; higher up (a smaller y) exactly where the value is higher.
        #expect(zip(points, points.dropFirst()).allSatisfy { $0.x < $1.x })
        for i in values.indices {
            for j in values.indices where values[i] > values[j] { #expect(points[i].y < points[j].y) }
        }
        let dots = page.elements(withClass: "chart-point")
        #expect(dots.count == 18)
        #expect(dots.first.map(words) == "19 February 2024: 7")
        // Labelled at more than its ends: round values evenly spaced over the answers' range,
        // highest first, and the first, middle and last day.
        #expect(page.elements(withClass: "chart-y").first?.elements(named: "li").map(words) == ["9", "8", "7", "6", "5"])
        #expect(page.elements(withClass: "chart-x").first?.elements(named: "li").map(words)
                == ["19 Feb", "29 Feb", "10 Mar"])
        // The text equivalent says what the chart shows.
        #expect(page.elements(named: "figcaption").first.map(words)
                == "18 answers from 19 February 2024 to 10 March 2024: lowest 5, highest 8.5, average 7.28.")
    }

    @Test func aYesNoQuestionsChartHasAPointPerWeekAtItsShareOfYes() throws {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("days/questions/grandma-rose/did-i-walk-today/index.html")
        let chart = try #require(page.elements(named: "svg").first)
        // Named by its title, described by the words under it (said once, not twice).
        #expect(chart.attribute("role") == "img" && chart.attribute("aria-labelledby") == "chart-did-i-walk-today-title")
        #expect(page.elements(named: "figcaption").first?.attribute("id") == chart.attribute("aria-describedby"))
        #expect(page.elements(named: "desc").isEmpty)
        let points = try line(of: page)
        // Three weeks: yes on 5 of 6 answered days, 4 of 5 (one skipped), 4 of 6.
        let shares = points.map { (200 - $0.y) / 200 }
        #expect(zip(shares, [5.0 / 6, 4.0 / 5, 4.0 / 6]).allSatisfy { abs($0 - $1) < 0.001 }, "\(shares)")
        #expect(page.elements(withClass: "chart-point").map(words).first == "Week of Monday 19 February 2024: yes on 5 of 6 days answered")
        #expect(page.elements(withClass: "chart-y").first?.elements(named: "li").map(words) == ["100 %", "75 %", "50 %", "25 %", "0 %"])
    }

    @Test func theCalendarTellsAnsweredSkippedAndMissedDaysApartByMoreThanColour() throws {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("days/questions/grandma-rose/did-i-walk-today/index.html")
        let cells = page.elements(withClass: "answer-cell")
        func cell(_ label: String) -> HTMLElement? {
            cells.first { $0.elements(withClass: "visually-hidden").first.map(words)?.hasPrefix(label) == true }
        }
        let answered = try #require(cell("Monday 19 February 2024"))
        let skipped = try #require(cell("Wednesday 28 February 2024"))
        let missed = try #require(cell("Friday 23 February 2024"))
        #expect(answered.elements(withClass: "visually-hidden").first.map(words) == "Monday 19 February 2024: answered (Yes)")
        #expect(skipped.elements(withClass: "visually-hidden").first.map(words) == "Wednesday 28 February 2024: skipped")
        #expect(missed.elements(withClass: "visually-hidden").first.map(words) == "Friday 23 February 2024: missed")
        #expect([answered, skipped, missed].map { $0.elements(withClass: "answer-symbol").first.map(words) } == ["✓", "–", "○"])
        // The list below the calendar leads to each day answered or skipped.
        let firstRow = page.elements(withClass: "answer-days").first?.elements(named: "a").first
        #expect(firstRow?.attribute("href") == "../../../../days/2024-02-19/index.html")
        let runs = page.elements(withClass: "run-facts").first?.elements(named: "div").map { $0.elementChildren.map(words) }
        #expect(runs == [["Current run", "3 days answered in a row"], ["Longest run", "5 days answered in a row"]])
    }

    @Test func runsCountConsecutiveAnsweredDaysOverTheDaysAsked() throws {
        let days = (1...8).compactMap { RecordedDate(year: 2024, month: 3, day: $0) }
        // Answered 1–3, 4 missed, 5 skipped, 6–8 answered except that 8 is missed.
        let answers = [0, 1, 2, 5, 6].map { DayAnswer(day: days[$0], answer: .yesNo(true)) } + [DayAnswer(day: days[4], answer: nil)]
        let question = AskedQuestion(person: "Rose", personSlug: "rose", text: "Walk?", type: .yesNo, archived: false, slug: "walk",
                                     answers: answers.sorted { $0.day < $1.day }, first: days[0], last: days[7])
        #expect(question.runs.longest == 3 && question.runs.current == 0)
        var finished = question
        finished.last = days[6]
        #expect(finished.runs.longest == 3 && finished.runs.current == 2)
        #expect(QuestionViews.counts(question) == "Answered on 5 of 8 days, skipped on 1, missed on 2.")
    }

    @Test func anArchivedQuestionStaysWithItsAnswersMarkedArchived() throws {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("days/questions/grandma-rose/did-i-call-a-friend/index.html")
        #expect(page.elements(withClass: "archived-note").first.map(words) == "Archived: this question is no longer asked. Its answers are kept.")
        #expect(page.elements(withClass: "answer-days").first?.elements(named: "div").count == 10)   // 11 days asked, 1 missed
        // No run goes on for a question no longer asked; the calendar ends with its last answer.
        #expect(!page.text.contains("Current run"))
        #expect(page.elements(withClass: "answer-grid").count == 1)
        let list = try fixture.page("days/questions/grandma-rose/index.html")
        let sections = list.elements(named: "section").map { ($0.elements(named: "h2").first.map(words) ?? "", $0.elements(withClass: "question-list").first?.elements(named: "a").map(words) ?? []) }
        #expect(sections.map(\.0) == ["Answered each day", "Questions", "Archived questions"])
        #expect(sections[1].1 == ["Did I walk today?", "Hours of sleep", "Glasses of water", "What made me smile?"])
        #expect(sections[2].1 == ["Did I call a friend?"])
        // questions.yml is published beside the pages (so a bundle carries it), and linked.
        #expect(list.elements(withClass: "archive-link").first?.elements(named: "a").first?.attribute("href") == "../../../days/questions/questions.yml")
        #expect(FileManager.default.contents(atPath: fixture.site.appendingPathComponent("days/questions/questions.yml").path)
                == FileManager.default.contents(atPath: fixture.archive.root.appendingPathComponent("questions.yml").path))
    }

    @Test func aDayShowsBothPartnersCardsAndTheDaysAnswers() throws {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        // Aunt May keeps an evening mood, not the partners' check-in: no "No entry yet" cards for her.
        let may = try fixture.folder.write(Data(#"{"kind": "evening", "person": "Aunt May", "date": "2024-03-05", "mood": 1}"#.utf8),
                                           to: "may/evening.json")
        let report = try StoryIngester(archive: fixture.archive).ingest([may.path], options: IngestOptions(now: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(report.added.count == 1)
        try fixture.build()
        let day = try fixture.page("days/2024-03-05/index.html")
        let columns = day.elements(withClass: "day-person")
        #expect(columns.map { $0.elements(named: "h2").first.map(words) } == ["Aunt May", "Grandma Rose", "Grandpa Joe"])
        #expect(columns[0].elements(withClass: "written-entry").isEmpty)
        let people = Array(columns.dropFirst())
        let cards = people.map { $0.elements(withClass: "written-entry") }
        #expect(cards.map { $0.compactMap { $0.elements(named: "h3").first.map(words) } }
                == [["Partners' morning", "Partners' evening", "Daily questions"], ["Partners' morning", "Partners' evening"]])
        let roseEvening = cards[0][1]
        #expect(roseEvening.elements(named: "dt").map(words) == ["Mood", "One gratitude for your partner", "One thing to make tomorrow great"])
        #expect(roseEvening.elements(withClass: "mood-mark").first?.attribute("class") == "mood-mark mood-word-okay")
        #expect(roseEvening.elements(named: "dd").first.map(words) == "Okay")
        let answers = cards[0][2].elements(withClass: "answer-list").first?.elements(named: "div").map { $0.elementChildren.map(words) }
        #expect(answers == [["Did I walk today?", "No"], ["Hours of sleep", "6.5"], ["Glasses of water", "7"],
                            ["What made me smile?", "The first crocus by the gate"]])
        #expect(cards[0][2].elements(named: "a").first?.attribute("href") == "../../days/questions/grandma-rose/did-i-walk-today/index.html")

        // 21 February: Grandpa Joe made no morning check-in, Grandma Rose did. Long past, it
        // will not come ("No entry yet." is for the last week: DaysPagesTests).
        let other = try fixture.page("days/2024-02-21/index.html").elements(withClass: "day-person")
        let joeMorning = try #require(other.last?.elements(withClass: "written-entry").first)
        #expect(words(joeMorning) == "Partners' morning No entry that day.")
    }

    /// The voice journals keep their rule (no streaks, counts of missed days, trends) with the
    /// written ones beside them: only the questions' pages have charts and runs.
    @Test func noDaysPageButTheQuestionsPagesCountsStreaksOrMissedDays() throws {
        let fixture = try DaysFixture.make(written: true)
        defer { fixture.remove() }
        try fixture.build()
        let folder = fixture.site.appendingPathComponent("days")
        let pages = try FileManager.default.subpathsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix("index.html") && !$0.hasPrefix("questions/") }
        #expect(pages.count == 26)   // the index, 2 months, 21 days, 2 people
        for path in pages {
            let page = try fixture.page("days/" + path)
            let text = words(try #require(page.elements(named: "main").first)).lowercased()
            for judging in ["streak", "missed", "in a row", "score", "trend", "average", "% of", "goal"] {
                #expect(!text.contains(judging), "\(path) says \"\(judging)\"")
            }
            #expect(page.elements(named: "svg").isEmpty, "\(path)")
        }
    }
}

/// The values a chart's y axis is labelled at.
@Suite struct ChartTicksTests {
    @Test func ticksAreRoundEvenlySpacedAndCoverTheValues() {
        #expect(TrendChart.ticks(low: 5, high: 8.5) == [5, 6, 7, 8, 9])
        #expect(TrendChart.ticks(low: 0.3, high: 1.2) == [0.25, 0.5, 0.75, 1, 1.25])
        #expect(TrendChart.ticks(low: 120, high: 480) == [100, 200, 300, 400, 500])
        #expect(TrendChart.ticks(low: 7, high: 7) == [6, 7, 8])
    }
}
