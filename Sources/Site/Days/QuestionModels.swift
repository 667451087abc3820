import StoryArchive

/// A question's page: every answer by day, its chart (yes/no and numbers), a calendar of
/// answered, skipped and missed days, and its runs of answered days.
struct QuestionPageModel: Sendable, Encodable, PageModel {
    var page: PageContext
    var question: String
    var person: String
    /// The person's questions page.
    var questionsHref: String
    /// "Answered yes or no".
    var typeLabel: String
    var archived: Bool
    /// "Asked from 4 March 2024 to 27 March 2024."
    var asked: String
    /// "Answered on 18 of 24 days, skipped on 3, missed on 3."
    var counts: String
    /// "5 days" (nil for an archived question: no run goes on); "9 days".
    var currentRun: String?
    var longestRun: String
    var chart: TrendChart?
    var months: [AnswerMonth]
    var weekdays: [WeekdayHeading]
    var answers: [AnswerRow]
}

/// A month of a question's calendar.
struct AnswerMonth: Sendable, Encodable {
    var name: String
    var days: [AnswerCell]
}

/// A day of a question's calendar: told apart by a symbol and words, not by colour alone.
struct AnswerCell: Sendable, Encodable {
    var number: Int
    /// "Tuesday 5 March 2024: answered (Yes)".
    var label: String
    /// "✓" answered, "–" skipped, "○" missed, nothing when not asked.
    var symbol: String
    /// "answer-answered", "answer-skipped", "answer-missed", "answer-none".
    var className: String
    var startClass: String?
}

/// A row of a question's table of answers.
struct AnswerRow: Sendable, Encodable {
    var date: String
    var dateISO: String
    var href: String
    /// "Yes", "7.5", the text, or "Skipped".
    var answer: String
    var skipped: Bool
}

/// A person's daily questions: the share answered each day, and each question (archived ones apart).
struct QuestionsPersonModel: Sendable, Encodable, PageModel {
    var page: PageContext
    var person: String
    var daysHref: String
    /// The archive's questions.yml, published beside the pages.
    var fileHref: String?
    var chart: TrendChart?
    var current: [QuestionLink]
    var archived: [QuestionLink]
    var hasCurrent: Bool
    var hasArchived: Bool
}

/// A question in a list: its page, how it is answered, its latest answer and its runs.
struct QuestionLink: Sendable, Encodable {
    var text: String
    var href: String
    var typeLabel: String
    /// "Latest answer, 27 March 2024: Yes".
    var latest: String?
    /// "Current run 5 days · longest 9 days".
    var runs: String
}
