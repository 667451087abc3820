import Foundation
import StoryArchive

/// The charts of the questions' pages (and only theirs: the voice check-ins are never charted).
enum QuestionCharts {
    /// A number question's values day by day; a yes/no question's share of yes week by week;
    /// none for a question answered in words, or never answered.
    static func chart(for question: AskedQuestion) -> TrendChart? {
        let answered = question.answers.compactMap { given in given.answer.map { (day: given.day, value: $0) } }
        guard let first = answered.first, let last = answered.last else { return nil }
        let span = "from \(DisplayText.date(first.day)) to \(DisplayText.date(last.day))"
        switch question.type {
        case .number:
            let numbers = answered.compactMap { given -> (day: RecordedDate, value: Double, label: String)? in
                guard case .number(let number) = given.value else { return nil }
                return (given.day, number, "\(DisplayText.date(given.day)): \(AnswerValue.format(number))")
            }
            let values = numbers.map(\.value)
            guard let low = values.min(), let high = values.max() else { return nil }
            let average = values.reduce(0, +) / Double(values.count)
            return TrendChart(id: "chart-" + question.slug, title: "\(question.text): each answer, day by day",
                              summary: "\(answers(values.count)) \(span): lowest \(AnswerValue.format(low)), highest \(AnswerValue.format(high)), average \(AnswerValue.format(average)).",
                              values: numbers, ticks: TrendChart.ticks(low: low, high: high).map { ($0, AnswerValue.format($0)) })
        case .yesNo:
            let weeks = byWeek(answered.map { given in (given.day, given.value == .yesNo(true)) })
            let yes = answered.count { $0.value == .yesNo(true) }
            let points = weeks.map { week in
                (day: week.first, value: Double(week.yes) / Double(week.count),
                 label: "Week of Monday \(DisplayText.date(week.first)): yes on \(week.yes) of \(QuestionViews.days(week.count)) answered")
            }
            return TrendChart(id: "chart-" + question.slug, title: "\(question.text): the share of yes, week by week",
                              summary: "Yes on \(yes) of the \(QuestionViews.days(answered.count)) answered, \(span). Each point is a week, from its Monday: the share of its answers that were yes.",
                              values: points, ticks: percentTicks)
        case .text:
            return nil
        }
    }

    /// The share of the person's questions answered each day they were asked any.
    static func share(for asker: QuestionBook.Asker) -> TrendChart? {
        guard let first = asker.days.first, let last = asker.days.last else { return nil }
        let byDay = asker.questions.map(\.answersByDay)
        var values: [(day: RecordedDate, value: Double, label: String)] = []
        var totalAsked = 0, totalAnswered = 0
        var day = first
        while day <= last {
            var asked = 0, answered = 0
            for (question, answers) in zip(asker.questions, byDay) {
                switch question.status(on: day, answersByDay: answers) {
                case .answered: asked += 1; answered += 1
                case .skipped, .missed: asked += 1
                case .notAsked: break
                }
            }
            if asked > 0 {
                values.append((day, Double(answered) / Double(asked), "\(DisplayText.date(day)): \(answered) of \(asked) answered"))
                totalAsked += asked
                totalAnswered += answered
            }
            day = day.nextDay
        }
        guard totalAsked > 0 else { return nil }
        let percent = Int((Double(totalAnswered) / Double(totalAsked) * 100).rounded())
        return TrendChart(id: "chart-" + asker.slug, title: "The share of \(asker.name)'s questions answered, day by day",
                          summary: "Each point is a day from \(DisplayText.date(first)) to \(DisplayText.date(last)): the share of the questions asked that day that were answered. Over all those days, \(percent) % were answered.",
                          values: values, ticks: percentTicks)
    }

    private static let percentTicks: [(value: Double, text: String)] = [(0, "0 %"), (0.25, "25 %"), (0.5, "50 %"), (0.75, "75 %"), (1, "100 %")]

    /// "18 answers".
    private static func answers(_ count: Int) -> String {
        count == 1 ? "1 answer" : "\(count) answers"
    }

    /// Answered days grouped by their week, in order; each week known by its Monday.
    private static func byWeek(_ days: [(RecordedDate, Bool)]) -> [(first: RecordedDate, count: Int, yes: Int)] {
        var weeks: [(key: Int, count: Int, yes: Int)] = []
        for (day, isYes) in days {
            let key = TrendChart.dayNumber(day) - QuestionViews.sinceMonday(day)
            if weeks.last?.key == key {
                weeks[weeks.count - 1].count += 1
                weeks[weeks.count - 1].yes += isYes ? 1 : 0
            } else {
                weeks.append((key, 1, isYes ? 1 : 0))
            }
        }
        return weeks.map { (TrendChart.day($0.key), $0.count, $0.yes) }
    }
}
