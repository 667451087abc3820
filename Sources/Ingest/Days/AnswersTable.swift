import Foundation
import StoryArchive

/// A daily questions journal's CSV export, read into one `answers` entry per person and day.
///
///     date,question,type,answer,archived
///     2024-03-04,Did I walk today?,yes-no,yes,
///     2024-03-04,Hours of sleep,number,7.5,
///     2024-03-04,What made me smile?,text,"The grandchildren sang ""Happy Birthday"", twice",
///     2024-03-04,Did I call a friend?,yes-no,,yes
///
/// Columns are found by their names in the first row (any order, case ignored): `date`,
/// `question`, `type` (yes-no, number, text) and `answer` (empty: skipped) are needed; `person`
/// (else `--person`) and `archived` (anything but empty or `no`: the question is no longer asked)
/// may be there. Each bad row is one problem naming it; the good rows are kept.
struct AnswersTable {
    /// One person's answers for one day, in the order of their rows.
    struct Day {
        var person: String
        var day: RecordedDate
        var answers: [DailyAnswer]
        /// The row of its first answer, to name in messages.
        var firstRow: Int
    }

    var days: [Day] = []
    /// Every question the export names, in the order it first appears, marked archived when it says so.
    var questions: [DailyQuestions.Question] = []
    /// One per bad row.
    var problems: [IngestError] = []

    static let neededColumns = ["date", "question", "type", "answer"]

    /// Whether the first row names a question and an answer column: what tells a daily
    /// questions export from any other CSV in a folder (which ingest passes over).
    static func looksLikeAnswers(_ table: DelimitedText) -> Bool {
        let names = Set((table.rows.first?.fields ?? []).map(columnKey))
        return names.contains("question") && names.contains("answer")
    }

    /// Problems kept for one file, one per bad row (or a JSON export's bad entry); the rest are
    /// counted in one more problem.
    /// A file of millions of wrong rows (another app's table, a broken export) would otherwise
    /// hold a message per row (60 MB of them took gigabytes).
    static let maxProblems = 100

    /// Reads a daily questions CSV a row at a time; throws when the file as a whole cannot be
    /// used (not CSV, a needed column missing).
    init(_ data: Data, shownAs file: String, person: String?, known: DailyQuestions) throws(IngestError) {
        var text = DelimitedText.Reader(data)
        let header = (try Self.next(&text, file: file)?.fields ?? []).map(Self.columnKey)
        let missing = Self.neededColumns.filter { !header.contains($0) }
        guard missing.isEmpty else {
            throw IngestError(.badMetadata, file: file,
                              message: "its first row should name the columns date, question, type and answer; \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing",
                              hint: "Check that this is the daily questions export; add the missing column names to its first row, then run ingest again.")
        }
        guard person != nil || header.contains("person") else {
            throw IngestError(.badMetadata, file: file, message: "it does not say whose answers these are: it has no person column, and no --person was given",
                              hint: "Run ingest again with --person NAME for this file; nothing was added from it.")
        }
        let columns = Columns(header: header)
        var reader = RowReader(file: file, person: person, known: known, decimalComma: text.separator == ";")
        // The good rows are kept; once a wrong one is fixed, ingesting the file again adds its
        // answer to its day (see `DailyAnswer.onlyAdds`).
        var unlisted = 0
        while let row = try Self.next(&text, file: file) {
            do throws(IngestError) {
                try reader.read(row, columns: columns, width: header.count)
            } catch {
                if problems.count < Self.maxProblems { problems.append(error) } else { unlisted += 1 }
            }
        }
        if unlisted > 0 { problems.append(Self.moreProblems(unlisted, file: file)) }
        days = reader.days.sorted { ($0.day, StoryID.nameSlug($0.person)) < ($1.day, StoryID.nameSlug($1.person)) }
        questions = reader.questions
    }

    /// The next row, or why the file is not CSV.
    private static func next(_ text: inout DelimitedText.Reader, file: String) throws(IngestError) -> DelimitedText.Row? {
        do {
            return try text.next()
        } catch {
            throw IngestError(.badMetadata, file: file, message: "it cannot be read as CSV: \(error.message)",
                              hint: "Save it again from the app or spreadsheet as CSV (UTF-8), then run ingest again.")
        }
    }

    /// The one problem standing for the wrong rows past the first `maxProblems`.
    private static func moreProblems(_ count: Int, file: String) -> IngestError {
        IngestError(.badMetadata, file: file, message: "\(count) more \(count == 1 ? "row is" : "rows are") wrong, not listed one by one (the first \(maxProblems) are)",
                    hint: "Check that this is the app's daily questions export (a quote left open, or another app's table, makes every row wrong); fix the rows listed, then run ingest again to see the rest. The file's good rows were added and are not added twice.")
    }

    /// "Date ", "ANSWER" → "date", "answer".
    private static func columnKey(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// Where each column is.
    struct Columns {
        var date, question, type, answer: Int
        var person, archived: Int?

        init(header: [String]) {
            date = header.firstIndex(of: "date") ?? 0
            question = header.firstIndex(of: "question") ?? 0
            type = header.firstIndex(of: "type") ?? 0
            answer = header.firstIndex(of: "answer") ?? 0
            person = header.firstIndex(of: "person")
            archived = header.firstIndex(of: "archived")
        }
    }
}

/// Reads the rows one at a time, remembering each question's type and each day's answers.
private struct RowReader {
    let file: String
    let person: String?
    let known: DailyQuestions
    var days: [AnswersTable.Day] = []
    var questions: [DailyQuestions.Question] = []
    /// Person slug + day → index in `days`.
    private var dayIndex: [String: Int] = [:]
    /// Person slug + question key → index in `questions`.
    private var questionIndex: [String: Int] = [:]
    /// Person slug + day + question key → the row that answered it.
    private var answeredAt: [String: Int] = [:]

    /// Whether a comma in a number is its decimal mark: in a file separated by ";".
    let decimalComma: Bool

    init(file: String, person: String?, known: DailyQuestions, decimalComma: Bool) {
        self.file = file
        self.person = person
        self.known = known
        self.decimalComma = decimalComma
    }

    /// Reads a row into its person's day; a wrong row throws.
    mutating func read(_ row: DelimitedText.Row, columns: AnswersTable.Columns, width: Int) throws(IngestError) {
        func field(_ index: Int?) -> String {
            guard let index, index < row.fields.count else { return "" }
            // The one cleaning every field gets; its length is checked below, before any is used.
            return FieldText.cut(row.fields[index], limit: InputLimits.textCharacters) ?? ""
        }
        if let long = row.fields.first(where: { $0.unicodeScalars.count > InputLimits.textCharacters }) {
            throw problem(row, "a field of it is \(long.unicodeScalars.count) characters long; an answer may have at most \(InputLimits.textCharacters)",
                          hint: "Check that the file is the app's export (a quote left open joins rows into one field), or shorten the answer.")
        }
        let given = field(columns.person)
        let person = given.isEmpty ? self.person : given
        let day = RecordedDate(parsing: field(columns.date))?.dayOnly
        // A spreadsheet may end every row with an empty field or two: only text past the columns is wrong.
        guard !row.hasTextPastKept, row.fields.dropFirst(width).allSatisfy({ $0.trimmingCharacters(in: .whitespaces).isEmpty }) else {
            throw problem(row, "it has \(row.fieldCount) fields but the first row names \(width) columns",
                          hint: "Put text holding a comma or a semicolon in double quotes (\"like, this\"), or remove the extra fields.")
        }
        guard let person else {
            throw problem(row, "it does not say whose answer it is", hint: "Fill in its person column, or pass --person NAME for the whole file.")
        }
        let text = field(columns.question).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !text.isEmpty else { throw problem(row, "its question is empty", hint: "Fill in the question's words, or delete the row.") }
        guard let type = QuestionType(named: field(columns.type)) else {
            throw problem(row, "its type \"\(field(columns.type))\" should be \(QuestionType.choices)", hint: "Fix the type, or delete the row.")
        }
        // The question is known by its row even when the row's date or answer is wrong.
        let archivedWord = field(columns.archived).lowercased()
        try note(DailyQuestions.Question(person: person, text: text, type: type,
                                         archived: !["", "no", "false", "0"].contains(archivedWord)), row: row)
        guard let day else {
            throw problem(row, "its date \"\(field(columns.date))\" is not a date like 2024-03-05",
                          hint: "Write the date as year-month-day (2024-03-05).")
        }
        let rawAnswer = field(columns.answer)
        var answer: AnswerValue?
        if !rawAnswer.isEmpty {
            answer = AnswerValue(text: rawAnswer, type: type, decimalComma: decimalComma)
            if answer == nil {
                throw problem(row, "its answer \"\(rawAnswer)\" to \"\(text)\" should be \(type.expected)",
                              hint: type == .number && !decimalComma && rawAnswer.contains(",")
                                ? "Write the number without a comma (7.5, 10000), or empty it for a skipped question."
                                : "Fix the answer (or empty it, for a skipped question).")
            }
        }
        try add(DailyAnswer(question: text, type: type, answer: answer), person: person, day: day, row: row)
    }

    /// Remembers the question, refusing a row that gives it another type than before.
    private mutating func note(_ question: DailyQuestions.Question, row: DelimitedText.Row) throws(IngestError) {
        let key = question.key
        let before = questionIndex[key].map { questions[$0] } ?? known.question(person: question.person, text: question.text)
        if let before, before.type != question.type {
            throw problem(row, "it gives \"\(question.text)\" the type \(question.type.rawValue), but it is a \(before.type.rawValue) question",
                          hint: "A question keeps its type: fix the row's type, or ask the new kind of question in new words.")
        }
        if let index = questionIndex[key] {
            questions[index].archived = questions[index].archived || question.archived
        } else {
            questionIndex[key] = questions.count
            questions.append(question)
        }
    }

    /// Adds the answer to its person's day; a second answer to the same question that day is
    /// ignored when it says the same, refused when it does not.
    private mutating func add(_ answer: DailyAnswer, person: String, day: RecordedDate, row: DelimitedText.Row) throws(IngestError) {
        let dayKey = Self.dayKey(person, day)
        let answerKey = dayKey + "/" + DailyQuestions.matchKey(answer.question)
        if let earlier = answeredAt[answerKey], let index = dayIndex[dayKey] {
            let first = days[index].answers.first { DailyQuestions.matchKey($0.question) == DailyQuestions.matchKey(answer.question) }
            guard first?.answer != answer.answer else { return }
            throw problem(row, "it answers \"\(answer.question)\" for \(day.dayString) again, differently from row \(earlier) (\(answer.answer?.shown ?? "skipped"), not \(first?.answer?.shown ?? "skipped"))",
                          hint: "Delete the row that is wrong; the answer of row \(earlier) was kept.")
        }
        answeredAt[answerKey] = row.number
        if let index = dayIndex[dayKey] {
            days[index].answers.append(answer)
        } else {
            dayIndex[dayKey] = days.count
            days.append(AnswersTable.Day(person: person, day: day, answers: [answer], firstRow: row.number))
        }
    }

    /// A person's day, as rows and entries are matched by it.
    static func dayKey(_ person: String, _ day: RecordedDate) -> String {
        StoryID.nameSlug(person) + "/" + day.dayString
    }

    private func problem(_ row: DelimitedText.Row, _ message: String, hint: String) -> IngestError {
        IngestError(.badMetadata, file: file, message: "row \(row.number): " + message,
                    hint: hint + " Then run ingest again: the file's other rows were added and are not added twice; the fixed row's answer joins its day.")
    }
}
