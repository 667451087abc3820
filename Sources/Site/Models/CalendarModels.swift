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
