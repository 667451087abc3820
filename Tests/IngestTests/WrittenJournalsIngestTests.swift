import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport

/// The written journals: a daily questions CSV (one `answers` entry per person and day, bad rows
/// reported one by one, a newer export adding only new days) and a partners' check-in export.
@Suite struct WrittenJournalsIngestTests {
    static let export = """
    date,question,type,answer,archived
    2024-03-04,Did I walk today?,yes-no,yes,
    2024-03-04,Hours of sleep,number,7.5,
    2024-03-04,What made me smile?,text,"The grandchildren sang, twice",
    2024-03-04,Did I call a friend?,yes-no,,yes
    2024-03-05,Did I walk today?,yes-no,no,
    2024-03-05,Hours of sleep,number,,

    """

    func answers(_ fixture: IngestFixture) throws -> [DayEntry] {
        try fixture.days().filter { $0.kind == .answers }
    }

    @Test func aQuestionsExportBecomesOneAnswersEntryPerDayAndListsItsQuestions() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let csv = try fixture.source("Daily Questions.csv", Self.export)
        let report = try fixture.ingest([csv], person: "Grandma Rose")
        #expect(report.rejected.isEmpty && report.added.count == 2, "\(report.rejected)")
        let days = try answers(fixture)
        #expect(days.map(\.id) == ["2024-03-04-grandma-rose-answers", "2024-03-05-grandma-rose-answers"])
        #expect(days[0].answers == [
            DailyAnswer(question: "Did I walk today?", type: .yesNo, answer: .yesNo(true)),
            DailyAnswer(question: "Hours of sleep", type: .number, answer: .number(7.5)),
            DailyAnswer(question: "What made me smile?", type: .text, answer: .text("The grandchildren sang, twice")),
            DailyAnswer(question: "Did I call a friend?", type: .yesNo, answer: nil),
        ])
        #expect(days[1].answers.map(\.isSkipped) == [false, true])
        #expect(days[0].source?.originalFile == "Daily Questions.csv")

        let questions = try DailyQuestions.load(from: fixture.archive)
        #expect(questions.questions.map(\.text) == ["Did I walk today?", "Hours of sleep", "What made me smile?", "Did I call a friend?"])
        #expect(questions.questions.map(\.archived) == [false, false, false, true])
        #expect(report.questionsNoted == 4 && report.questionsArchived == 1)
    }

    @Test func anAnswersControlCharactersAreLeftOutAsEveryFieldsAre() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let text = "date,question,type,answer\n2024-03-04,What made me smile?\u{85},text, The choir\u{9B}2J sang\u{7} \n"
        let report = try fixture.ingest([try fixture.source("answers.csv", text)], person: "Rose\u{80}")
        #expect(report.rejected.isEmpty && report.added.count == 1, "\(report.rejected)")
        let day = try #require(try answers(fixture).first)
        #expect(day.person == "Rose")
        #expect(day.answers == [DailyAnswer(question: "What made me smile?", type: .text, answer: .text("The choir2J sang"))])
    }

    @Test func aSpreadsheetsSemicolonsDecimalCommasAndByteOrderMarkReadTheSame() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let text = Self.export.replacingOccurrences(of: "7.5", with: "\"7,5\"").replacingOccurrences(of: ",", with: ";")
            .replacingOccurrences(of: "\"7;5\"", with: "7,5").replacingOccurrences(of: "sang; twice", with: "sang, twice")
            .replacingOccurrences(of: "\n", with: "\r\n")
        let csv = try fixture.source("answers.csv", Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8))
        let report = try fixture.ingest([csv], person: "Grandma Rose")
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let days = try answers(fixture)
        #expect(days.first?.answers[1].answer == .number(7.5))
        #expect(days.first?.answers[2].answer == .text("The grandchildren sang, twice"))
    }

    static let badRows = """
    date,question,type,answer
    2024-03-04,Did I walk today?,yes-no,maybe
    05/03/2024,Did I walk today?,yes-no,yes
    2024-03-05,Hours of sleep,number,eight
    2024-03-05,Hours of sleep,number,8
    2024-03-05,Hours of sleep,number,8
    2024-03-05,Hours of sleep,number,9
    2024-03-05,Did I walk today?,number,3
    2024-03-05,Did I walk today?,yes-no,yes,extra
    2024-03-07,,text,hello
    2024-03-07,Mood,colour,blue
    2024-03-06,Did I walk today?,yes-no,yes,
    2024-03-06,Hours of sleep,number,"10,000"

    """

    @Test func eachBadRowIsOneProblemNamingItsRowAndTheGoodRowsAreKept() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let csv = try fixture.source("answers.csv", Self.badRows.replacingOccurrences(of: "\"10,000\"", with: "10000"))
        let report = try fixture.ingest([csv], person: "Joe")
        let messages = report.rejected.map(\.message)
        #expect(messages.count == 8, "\(messages)")
        for (row, words) in [(2, "\"maybe\""), (3, "\"05/03/2024\" is not a date"), (4, "\"eight\""), (7, "again, differently from row 5"),
                             (8, "the type number, but it is a yes-no question"), (9, "5 fields"), (10, "question is empty"), (11, "\"colour\"")] {
            #expect(messages.contains { $0.hasPrefix("row \(row): ") && $0.contains(words) }, "row \(row): \(messages)")
        }
        #expect(report.rejected.allSatisfy { $0.file == csv })
        // Row 6 repeats row 5 word for word: not a problem. A trailing empty field (row 12) is none either.
        #expect(try answers(fixture).map { "\($0.day.dayString) \($0.answers.map { $0.answer?.shown ?? "-" })" }
                == ["2024-03-05 [\"8\"]", "2024-03-06 [\"Yes\", \"10000\"]"])
    }

    /// The message's promise: fix the row, ingest the file again, and its answer joins its day.
    @Test func aFixedRowsAnswerJoinsItsDayWhenTheFileIsIngestedAgain() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let wrong = "date,question,type,answer\n2024-03-04,Walk?,yes-no,yes\n2024-03-04,Sleep,number,eight\n2024-03-05,Walk?,yes-no,no\n"
        #expect(try fixture.ingest([try fixture.source("a/answers.csv", wrong)], person: "Joe").added.count == 2)
        let fixed = try fixture.ingest([try fixture.source("b/answers.csv", wrong.replacingOccurrences(of: "eight", with: "8"))], person: "Joe")
        #expect(fixed.added.map(\.id) == ["2024-03-04-joe-answers"] && fixed.added.allSatisfy(\.amends), "\(fixed.added)")
        #expect(fixed.rejected.isEmpty && fixed.skipped.count == 1, "\(fixed.rejected)")
        #expect(try answers(fixture).first?.answers.map(\.answer) == [.yesNo(true), .number(8)])
        // Only the new version is left: no hidden folder of the old one.
        let names = try FileManager.default.contentsOfDirectory(atPath: fixture.archive.daysDirectory.path)
        #expect(names.sorted() == ["2024-03-04-joe-answers", "2024-03-05-joe-answers"])
    }

    /// An export made before the day's questions were all answered (skipped then) is completed by
    /// a later one; an answer that changed is reported, never taken.
    @Test func aLaterExportCompletesADayButNeverChangesAnAnswer() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let morning = "date,question,type,answer\n2024-03-04,Walk?,yes-no,yes\n2024-03-04,Sleep,number,\n"
        _ = try fixture.ingest([try fixture.source("a/answers.csv", morning)], person: "Joe")
        let evening = try fixture.ingest([try fixture.source("b/answers.csv", morning.replacingOccurrences(of: "number,\n", with: "number,7\n")
                                                                + "2024-03-04,Water,number,5\n")], person: "Joe")
        #expect(evening.added.first?.amends == true && evening.rejected.isEmpty)
        #expect(try answers(fixture).first?.answers.map(\.answer) == [.yesNo(true), .number(7), .number(5)])
        let changed = try fixture.ingest([try fixture.source("c/answers.csv", "date,question,type,answer\n2024-03-04,Walk?,yes-no,no\n")], person: "Joe")
        #expect(changed.added.isEmpty && changed.rejected.first?.message.contains("\"Walk?\" is No here, Yes in the archive") == true,
                "\(changed.rejected)")
    }

    @Test func aNumberWithACommaIsTakenOnlyWhereTheCommaIsTheDecimalMark() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        // "10,000" in a file separated by commas could be ten or ten thousand: refused, not guessed.
        let report = try fixture.ingest([try fixture.source("answers.csv", Self.badRows)], person: "Joe")
        #expect(report.rejected.contains { $0.message.hasPrefix("row 13: its answer \"10,000\"") && $0.hint.contains("without a comma") })
        let european = "date;question;type;answer\n2024-03-04;Sleep;number;7,5\n"
        _ = try fixture.ingest([try fixture.source("eu/answers.csv", european)], person: "Mei")
        #expect(try answers(fixture).first { $0.person == "Mei" }?.answers.first?.answer == .number(7.5))
    }

    /// Another app's files beside the journals are passed over, not refused: a CSV without
    /// question and answer columns (UTF-8 or not), a JSON whose "entries" are not a journal's.
    @Test func otherAppsCSVAndEntriesArePassedOver() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("export/contacts.csv", Data("name,phone\nJos\u{E9},555\n".utf8.map { $0 == 0xC3 ? 0xE9 : $0 }.filter { $0 != 0xA9 }))
        try fixture.source("export/diary.json", #"{"entries": [{"text": "Dear diary"}, {"text": "Again"}]}"#)
        try fixture.source("export/partners.json", #"{"entries": [{"date": "2024-03-05", "person": "Rose", "time": "morning", "need": "Tea"}]}"#)
        try fixture.source("export/one-evening.json", #"{"date": "2024-03-05", "person": "Joe", "time": "evening", "mood": "Okay"}"#)
        let report = try fixture.ingest([fixture.sources.appendingPathComponent("export").path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.map(\.id).sorted() == ["2024-03-05-joe-partners-evening", "2024-03-05-rose-partners-morning"])
    }

    /// A questions CSV broken past its header (a quote never closed) is refused naming why,
    /// not passed over as another app's file.
    @Test func aQuestionsExportWithAnUnclosedQuoteIsRefusedNotPassedOver() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let csv = try fixture.source("answers.csv", "date,question,type,answer\n2024-03-04,Walk?,yes-no,yes\n\"2024-03-05,Walk?,yes-no,no\n")
        let report = try fixture.ingest([csv], person: "Joe")
        #expect(report.rejected.map(\.message) == ["it cannot be read as CSV: a quoted field on row 3 is never closed (a \" is missing)"])
    }

    /// Whose the answers are is the file's question, not each row's: one line, not one per row.
    @Test func anExportThatDoesNotSayWhoseIsRefusedOnceNamingPerson() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let csv = try fixture.source("answers.csv", Self.export)
        let report = try fixture.ingest([csv])
        #expect(report.added.isEmpty && report.rejected.count == 1)
        #expect(report.rejected.first?.message == "it does not say whose answers these are: it has no person column, and no --person was given")
        #expect(report.rejected.first?.hint.contains("--person NAME") == true)
        // A person column says it row by row.
        let withPerson = try fixture.source("people.csv", "person,date,question,type,answer\nJoe,2024-03-04,Walk?,yes-no,yes\nMei,2024-03-04,Walk?,yes-no,no\n")
        #expect(try fixture.ingest([withPerson]).added.map(\.id) == ["2024-03-04-joe-answers", "2024-03-04-mei-answers"])
    }

    @Test func theSameExportAgainAddsNothingAndANewerOneOnlyItsNewDays() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let first = try fixture.source("old/answers.csv", Self.export)
        _ = try fixture.ingest([first], person: "Grandma Rose")
        let kept = try Data(contentsOf: fixture.archive.daysDirectory.appendingPathComponent("2024-03-04-grandma-rose-answers/entry.json"))

        let again = try fixture.ingest([first], person: "Grandma Rose")
        #expect(again.added.isEmpty && again.rejected.isEmpty && again.skipped.count == 2)
        #expect(again.questionsNoted == 0)

        // The app now lists the questions in another order, with a question's case retyped.
        let lines = Self.export.split(separator: "\n").map(String.init)
        let reordered = ([lines[0]] + lines.dropFirst().reversed()).joined(separator: "\n").replacingOccurrences(of: "Hours of sleep", with: "hours of sleep")
        let newer = try fixture.source("new/answers.csv", reordered + "\n2024-03-06,Did I walk today?,yes-no,yes,\n")
        let report = try fixture.ingest([newer], person: "Grandma Rose")
        #expect(report.added.map(\.id) == ["2024-03-06-grandma-rose-answers"] && report.rejected.isEmpty, "\(report.rejected)")
        #expect(try Data(contentsOf: fixture.archive.daysDirectory.appendingPathComponent("2024-03-04-grandma-rose-answers/entry.json")) == kept)
    }

    @Test func aDifferingAnswerForADayAlreadyKeptIsReportedAndNotChanged() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        _ = try fixture.ingest([try fixture.source("old/answers.csv", Self.export)], person: "Grandma Rose")
        let changed = Self.export.replacingOccurrences(of: "Hours of sleep,number,7.5", with: "Hours of sleep,number,8")
        let report = try fixture.ingest([try fixture.source("new/answers.csv", changed)], person: "Grandma Rose")
        #expect(report.added.isEmpty && report.rejected.count == 1)
        let message = try #require(report.rejected.first).message
        #expect(message.contains("\"Hours of sleep\" is 8 here, 7.5 in the archive"), "\(message)")
        #expect(message.contains("days/2024-03-04-grandma-rose-answers"))
        #expect(try answers(fixture)[0].answers[1].answer == .number(7.5))
    }

    @Test func aPartnersExportGivesEachPersonAMorningAndAnEveningCheckIn() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let json = try fixture.source("partners.json", """
        { "journal": "Partners' Check-in", "entries": [
          { "date": "2024-03-05", "person": "Rose", "time": "morning", "need": "A slow breakfast together" },
          { "date": "2024-03-05", "person": "Rose", "time": "evening", "mood": "Great",
            "gratitude": "You made soup", "tomorrow": "A walk to the harbour" },
          { "date": "2024-03-05", "person": "Joe", "time": "evening", "mood": 2 },
          { "date": "2024-03-05", "person": "Joe", "time": "evening", "mood": "Wonderful" },
          { "date": "2024-03-05", "person": "Joe", "time": "morning" } ] }
        """)
        let report = try fixture.ingest([json])
        #expect(report.added.count == 3)
        #expect(report.rejected.map(\.file) == [json + ", entry 4", json + ", entry 5"])
        #expect(report.rejected[0].message.contains("\"Wonderful\" is not a word of the"))
        #expect(report.rejected[1].message.contains("has no \"need\""))
        let entries = try fixture.days()
        let evening = try #require(entries.first { $0.id == "2024-03-05-rose-partners-evening" })
        #expect(evening.mood == MoodRating(scale: "partners", value: 0, word: "Great"))
        #expect(evening.notes == PartnerNotes(gratitude: "You made soup", tomorrow: "A walk to the harbour"))
        #expect(entries.first { $0.id == "2024-03-05-joe-partners-evening" }?.mood?.word == "Difficult")
        #expect(entries.first { $0.kind == .partnersMorning }?.notes?.need == "A slow breakfast together")

        let again = try fixture.ingest([json])
        #expect(again.added.isEmpty && again.skipped.count == 3)
    }
}
