import StoryArchive

/// One year of the calendar: a month grid for every month with stories, and below each grid
/// the stories of each day (the grid's days link there).
struct CalendarYearModel: Sendable {
    var page: PageContext
    var year: Int
    var months: MonthGrids
    var previousYear: GroupLink?
    var nextYear: GroupLink?
}

/// The months of a year with stories, earliest first, each a piece (see `FragmentStore`) keyed
/// by its stories: a one-story change renders its month again, the others are kept from the
/// last build's page. Each grid is made when the template reaches it.
struct MonthGrids: Sendable, PieceListValue {
    private var months: [Month] = []
    private let year: Int
    /// The page the grids are on (the cards' links are relative to it).
    private let page: String

    private struct Month: Sendable {
        var month: Int
        /// Day of the month → its stories, oldest first.
        var days: [Int: [Story]]
        var pieceKey: UInt64

        /// Files `story` under its day. The month's key changes with any of its stories' keys
        /// and with their order.
        mutating func add(_ story: Story, day: Int, pieceKey key: UInt64) {
            days[day, default: []].append(story)
            pieceKey = PieceKey.mixed(pieceKey, key)
        }
    }

    /// `stories`: the year's, newest first, with their piece keys.
    init(_ stories: [Story], pieceKeys: [UInt64], year: Int, page: String) {
        self.year = year
        self.page = page
        var byMonth: [Int: Month] = [:]
        for index in stories.indices.reversed() {   // oldest first within a day
            let date = stories[index].recorded
            byMonth[date.month, default: Month(month: date.month, days: [:], pieceKey: UInt64(date.month))]
                .add(stories[index], day: date.day, pieceKey: pieceKeys[index])
        }
        months = byMonth.keys.sorted().compactMap { byMonth[$0] }
    }

    var isEmptyList: Bool { months.isEmpty }

    func forEachPiece(_ body: (UInt64?, () -> TemplateValue) -> Void) {
        for month in months {
            body(PieceKey.sixtyBits(month.pieceKey)) { .fields(grid(month)) }
        }
    }

    private func grid(_ month: Month) -> MonthGrid {
        MonthGrid(
            id: year.zeroPadded(4) + "-" + month.month.zeroPadded(2),
            name: DisplayText.month(year: year, month: month.month),
            weekdays: Self.weekdayHeadings,
            weeks: weeks(month.month, days: month.days),
            days: month.days.keys.sorted().map { day in
                let stories = month.days[day] ?? []
                return CalendarDay(id: dayID(month.month, day), date: stories.first.map { DisplayText.longDate($0.recorded) } ?? "",
                                   stories: stories.map { StoryCard($0, from: page) })
            })
    }

    /// Weeks start on Monday; blank cells pad the first and last week.
    private func weeks(_ month: Int, days: [Int: [Story]]) -> [CalendarWeek] {
        let length = RecordedDate(year: year, month: month, day: 29).map { _ in
            (29...31).last { RecordedDate(year: year, month: month, day: $0) != nil } ?? 28
        } ?? 28
        let lead = (DisplayText.weekday(year: year, month: month, day: 1) + 6) % 7
        var cells = Array(repeating: CalendarCell(), count: lead)
        for day in 1...length {
            guard let stories = days[day], let first = stories.first else {
                cells.append(CalendarCell(number: day))
                continue
            }
            let moods = stories.compactMap(\.mood)
            let mood = moods.first
            var summary = storyCount(stories.count)
            if let mood { summary += ", \(mood.label)" }
            cells.append(CalendarCell(number: day, href: "#" + dayID(month, day),
                                      summary: summary + " — " + first.title,
                                      moodClass: mood.map { "mood-\($0.rawValue)" }, moodLabel: mood?.label))
        }
        while cells.count % 7 != 0 { cells.append(CalendarCell()) }
        return stride(from: 0, to: cells.count, by: 7).map { CalendarWeek(cells: Array(cells[$0..<$0 + 7])) }
    }

    private func dayID(_ month: Int, _ day: Int) -> String {
        "day-" + year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2)
    }

    private static let weekdayHeadings = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        .map { WeekdayHeading(short: String($0.prefix(3)), full: $0) }
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
