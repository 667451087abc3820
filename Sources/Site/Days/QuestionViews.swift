import StoryArchive

/// Makes what the questions' pages show: a question's calendar, table, runs and chart, a
/// person's chart of the share of questions answered each day, a question in a list.
enum QuestionViews {
    /// "Answered yes or no".
    static func typeLabel(_ type: QuestionType) -> String {
        switch type {
        case .yesNo: "Answered yes or no"
        case .number: "Answered with a number"
        case .text: "Answered in words"
        }
    }

    /// "1 day", "9 days".
    static func days(_ count: Int) -> String {
        count == 1 ? "1 day" : "\(count) days"
    }

    /// Every answer in day order, each linking to its day's page.
    static func rows(_ question: AskedQuestion, from path: String) -> [AnswerRow] {
        question.answers.map { given in
            AnswerRow(date: DisplayText.longDate(given.day), dateISO: given.day.dayString,
                      href: SitePaths.link(from: path, to: SitePaths.day(given.day)),
                      answer: given.answer?.shown ?? "Skipped", skipped: given.answer == nil)
        }
    }

    /// "Answered on 18 of 24 days, skipped on 3, missed on 3."
    static func counts(_ question: AskedQuestion) -> String {
        let byDay = question.answersByDay
        var answered = 0, skipped = 0, missed = 0
        for day in question.askedDays {
            switch question.status(on: day, answersByDay: byDay) {
            case .answered: answered += 1
            case .skipped: skipped += 1
            case .missed: missed += 1
            case .notAsked: break
            }
        }
        return "Answered on \(answered) of \(days(answered + skipped + missed)), skipped on \(skipped), missed on \(missed)."
    }

    /// A calendar month by month over the weeks the question was asked (Monday to Sunday).
    static func calendar(_ question: AskedQuestion) -> [AnswerMonth] {
        guard let first = question.first, let last = question.last else { return [] }
        let byDay = question.answersByDay
        var months: [AnswerMonth] = []
        var year = first.year, month = first.month
        while (year, month) <= (last.year, last.month) {
            let length = DisplayText.daysIn(year: year, month: month)
            // The first month from the Monday of the first day's week, the last to the Sunday of the last's.
            let start = (year, month) == (first.year, first.month) ? max(1, first.day - sinceMonday(first)) : 1
            let end = (year, month) == (last.year, last.month) ? min(length, last.day + 6 - sinceMonday(last)) : length
            let cells = (start...end).compactMap { number -> AnswerCell? in
                guard let day = RecordedDate(year: year, month: month, day: number) else { return nil }
                let (symbol, word, className) = look(of: question.status(on: day, answersByDay: byDay))
                let column = sinceMonday(day) + 1
                return AnswerCell(number: number, label: DisplayText.longDate(day) + ": " + word, symbol: symbol, className: className,
                                  startClass: number == start && column > 1 ? "start-\(column)" : nil)
            }
            months.append(AnswerMonth(name: DisplayText.month(year: year, month: month), days: cells))
            (year, month) = month == 12 ? (year + 1, 1) : (year, month + 1)
        }
        return months
    }

    /// 0 for a Monday … 6 for a Sunday.
    static func sinceMonday(_ day: RecordedDate) -> Int {
        DisplayText.sinceMonday(year: day.year, month: day.month, day: day.day)
    }

    /// The symbol, the words and the class a day of the calendar is shown with.
    static func look(of status: AskedQuestion.DayStatus) -> (symbol: String, word: String, className: String) {
        switch status {
        case .answered(let value): ("✓", "answered (\(value.shown))", "answer-answered")
        case .skipped: ("–", "skipped", "answer-skipped")
        case .missed: ("○", "missed", "answer-missed")
        case .notAsked: ("", "not asked", "answer-none")
        }
    }

    /// The question as a list shows it, linking from `path`.
    static func link(_ question: AskedQuestion, from path: String) -> QuestionLink {
        let latest = question.answers.last { $0.answer != nil }
        let runs = question.runs
        let runText = question.archived ? "Longest run \(days(runs.longest))"
            : "Current run \(days(runs.current)) · longest \(days(runs.longest))"
        return QuestionLink(text: question.text,
                            href: SitePaths.link(from: path, to: SitePaths.question(person: question.personSlug, slug: question.slug)),
                            typeLabel: typeLabel(question.type),
                            latest: latest.flatMap { given in given.answer.map { "Latest answer, \(DisplayText.date(given.day)): \($0.shown)" } },
                            runs: runText)
    }
}
