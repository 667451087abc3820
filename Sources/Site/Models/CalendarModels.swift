/// One year of the calendar: a month grid for every month with stories, and below each grid
/// the stories of each day (the grid's days link there).
struct CalendarYearModel: Sendable {
    var page: PageContext
    var year: Int
    var months: [MonthGrid]
    var previousYear: GroupLink?
    var nextYear: GroupLink?
}

struct MonthGrid: Sendable {
    var id: String
    var name: String
    var weekdays: [WeekdayHeading]
    var weeks: [CalendarWeek]
    var days: [CalendarDay]
}

struct WeekdayHeading: Sendable {
    var short: String
    var full: String
}

struct CalendarWeek: Sendable {
    var cells: [CalendarCell]
}

/// A day in the grid; `number` is nil for the blank cells before the 1st and after the last.
struct CalendarCell: Sendable {
    var number: Int?
    var href: String?
    /// "2 stories, Happy"
    var summary: String?
    var moodClass: String?
    var moodLabel: String?
}

/// A day with stories, listed under the grid.
struct CalendarDay: Sendable {
    var id: String
    var date: String
    var stories: [StoryCard]
}

/// The calendar's first page: one link per year.
struct CalendarIndexModel: Sendable {
    var page: PageContext
    var years: [GroupLink]
}
