import StoryArchive

/// One year of the calendar: a month grid for every month with stories, and below each grid
/// the stories of each day (the grid's days link there).
struct CalendarYearModel: Sendable, Encodable {
    var page: PageContext
    var year: Int
    var months: [MonthGrid]
    var previousYear: GroupLink?
    var nextYear: GroupLink?
}

struct MonthGrid: Sendable, Encodable {
    var id: String
    var name: String
    var weekdays: [WeekdayHeading]
    var weeks: [CalendarWeek]
    var days: [CalendarDay]
}

/// "Mon" over a wide grid, "M" over a narrow one (the stylesheet picks), "Monday" read out.
struct WeekdayHeading: Sendable, Encodable {
    var letter: String
    var short: String
    var full: String
}

struct CalendarWeek: Sendable, Encodable {
    var cells: [CalendarCell]
}

/// A day in the grid; `number` is nil for the blank cells before the 1st and after the last.
struct CalendarCell: Sendable, Encodable {
    var number: Int?
    var href: String?
    /// "2 stories, Happy"
    var summary: String?
    var moodClass: String?
    var moodLabel: String?
}

/// A day with stories, listed under the grid.
struct CalendarDay: Sendable, Encodable {
    var id: String
    var date: String
    var stories: [StoryCard]
}

/// The calendar's first page: one link per year.
struct CalendarIndexModel: Sendable, Encodable {
    var page: PageContext
    var years: [GroupLink]
}

extension CalendarYearModel: PageModel {}
extension CalendarIndexModel: PageModel {}

// MARK: - The names templates use

extension CalendarYearModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "year": year.templateValue
        case "months": months.templateValue
        case "previousYear": previousYear.templateValue
        case "nextYear": nextYear.templateValue
        default: nil
        }
    }
}

extension MonthGrid: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": id.templateValue
        case "name": self.name.templateValue
        case "weekdays": weekdays.templateValue
        case "weeks": weeks.templateValue
        case "days": days.templateValue
        default: nil
        }
    }
}

extension WeekdayHeading: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "letter": letter.templateValue
        case "short": short.templateValue
        case "full": full.templateValue
        default: nil
        }
    }
}

extension CalendarWeek: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        name == "cells" ? cells.templateValue : nil
    }
}

extension CalendarCell: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "number": number.templateValue
        case "href": href.templateValue
        case "summary": summary.templateValue
        case "moodClass": moodClass.templateValue
        case "moodLabel": moodLabel.templateValue
        default: nil
        }
    }
}

extension CalendarDay: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": id.templateValue
        case "date": date.templateValue
        case "stories": stories.templateValue
        default: nil
        }
    }
}

extension CalendarIndexModel: TemplateFields {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "page": page.templateValue
        case "years": years.templateValue
        default: nil
        }
    }
}
