import StoryArchive

/// The Days section's first page: its people and its months.
struct DaysIndexModel: Sendable, Encodable {
    var page: PageContext
    var people: [GroupLink]
    /// Each person who answers daily questions: their questions' page.
    var questions: [GroupLink]
    var hasQuestions: Bool { !questions.isEmpty }
    var years: [DaysYear]
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
    /// "evening" before an evening mood (the day has no check-in mood of theirs); "Voice note"
    /// instead of a mood when the day holds none of theirs.
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

// MARK: - The names templates use

extension DaysIndexModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "people": people.templateValue
        case "questions": questions.templateValue
        case "hasQuestions": hasQuestions.templateValue
        case "years": years.templateValue
        default: nil
        }
    }
}

extension DaysYear: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "year": year.templateValue
        case "months": months.templateValue
        default: nil
        }
    }
}

extension DayMonthModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "name": self.name.templateValue
        case "weekdays": weekdays.templateValue
        case "days": days.templateValue
        case "previousMonth": previousMonth.templateValue
        case "nextMonth": nextMonth.templateValue
        default: nil
        }
    }
}

extension DayCell: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "number": number.templateValue
        case "label": label.templateValue
        case "href": href.templateValue
        case "marks": marks.templateValue
        case "startClass": startClass.templateValue
        default: nil
        }
    }
}

extension PersonMark: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "person": person.templateValue
        case "mood": mood.templateValue
        case "note": note.templateValue
        default: nil
        }
    }
}

extension DayPersonModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "person": person.templateValue
        case "questionsHref": questionsHref.templateValue
        case "months": months.templateValue
        case "pageNav": pageNav.templateValue
        default: nil
        }
    }
}

extension PersonMonth: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "name": self.name.templateValue
        case "href": href.templateValue
        case "days": days.templateValue
        default: nil
        }
    }
}

extension PersonDay: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "date": date.templateValue
        case "dateISO": dateISO.templateValue
        case "href": href.templateValue
        case "parts": parts.templateValue
        default: nil
        }
    }
}

extension PersonDayPart: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "label": label.templateValue
        case "mood": mood.templateValue
        default: nil
        }
    }
}
