import StoryArchive

/// The Days section's first page: its people and its months.
struct DaysIndexModel: Sendable, Encodable {
    var page: PageContext
    var people: [GroupLink]
    /// Each person who answers daily questions: their questions' page.
    var questions: [GroupLink]
    var hasQuestions: Bool
    var years: [DaysYear]

    init(page: PageContext, people: [GroupLink], questions: [GroupLink], years: [DaysYear]) {
        (self.page, self.people, self.questions, self.years) = (page, people, questions, years)
        hasQuestions = !questions.isEmpty
    }
}

struct DaysYear: Sendable, Encodable {
    var year: Int
    var months: [GroupLink]
}

/// A month of the Days calendar: each day with each person's mood, by colour and word.
struct DayMonthModel: Sendable, Encodable {
    var page: PageContext
    var name: String
    var weekdays: [WeekdayHeading]
    var days: [DayCell]
    var previousMonth: GroupLink?
    var nextMonth: GroupLink?
}

/// A day of a month's calendar; a day without entries has no link.
struct DayCell: Sendable, Encodable {
    var number: Int
    /// "Tuesday 5 March 2024": what the link says to a screen reader.
    var label: String
    var href: String?
    var marks: [PersonMark]
    /// "start-3": the column the month's first day sits in (Monday is 1).
    var startClass: String?
}

/// One person's day in a list: their mood (a check-in's, else the evening's), or what they left.
struct PersonMark: Sendable, Encodable {
    var person: String
    var mood: MoodMark?
    /// After the mood, where it comes from when not the check-in ("evening mood", "partners'
    /// evening": the scales share words); "Voice note" instead of a mood when the day holds none.
    var note: String?
}

/// A person's days, newest first, by month.
struct DayPersonModel: Sendable, Encodable {
    var page: PageContext
    var person: String
    /// Their daily questions' page, when they answer some.
    var questionsHref: String?
    var months: [PersonMonth]
    /// Links to their other pages of days, when there is more than one.
    var pageNav: PageNavigation?
    /// Their portrait, born and the line about them (people.yml).
    var personIntro: PersonView? = nil
}

struct PersonMonth: Sendable, Encodable {
    var name: String
    var href: String
    var days: [PersonDay]
}

/// A day of a person's list: a link to the day, and what they left that day.
struct PersonDay: Sendable, Encodable {
    var date: String
    var dateISO: String
    var href: String
    /// "Check-in: Happy", "Evening: Good", "2 voice notes".
    var parts: [PersonDayPart]
}

struct PersonDayPart: Sendable, Encodable {
    var label: String
    var mood: MoodMark?
}

extension DaysIndexModel: PageModel {}
extension DayMonthModel: PageModel {}
extension DayPersonModel: PageModel {}
