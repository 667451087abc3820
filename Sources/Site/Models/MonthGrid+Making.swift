import StoryArchive

extension MonthGrid {
    /// The grids of a year's months with stories, earliest first; `stories` are the year's,
    /// newest first. Below each grid, the stories of each day, oldest first, as `card` makes them.
    static func months(of stories: [Story], year: Int, page: String, card: (Story) -> StoryCard) -> [MonthGrid] {
        var byMonth: [Int: [Int: [Story]]] = [:]
        for story in stories.reversed() {
            byMonth[story.recorded.month, default: [:]][story.recorded.day, default: []].append(story)
        }
        return byMonth.keys.sorted().map { month in
            let days = byMonth[month] ?? [:]
            return MonthGrid(
                id: year.zeroPadded(4) + "-" + month.zeroPadded(2),
                name: DisplayText.month(year: year, month: month),
                weekdays: weekdayHeadings,
                weeks: weeks(year: year, month: month, days: days),
                days: days.keys.sorted().map { day in
                    let stories = days[day] ?? []
                    return CalendarDay(id: dayID(year, month, day),
                                       date: stories.first.map { DisplayText.longDate($0.recorded) } ?? "",
                                       stories: stories.map(card))
                })
        }
    }

    /// Weeks start on Monday; blank cells pad the first and last week.
    private static func weeks(year: Int, month: Int, days: [Int: [Story]]) -> [CalendarWeek] {
        DisplayText.weeks(year: year, month: month).map { week in
            CalendarWeek(cells: week.map { number in
                guard let day = number else { return CalendarCell() }
                guard let stories = days[day], let first = stories.first else { return CalendarCell(number: day) }
                let mood = stories.compactMap(\.mood).first
                var summary = storyCount(stories.count)
                if let mood { summary += ", \(mood.label)" }
                return CalendarCell(number: day, href: "#" + dayID(year, month, day),
                                    summary: summary + " — " + first.title,
                                    moodClass: mood.map { MoodStyles.className(word: $0.label) }, moodLabel: mood?.label)
            })
        }
    }

    private static func dayID(_ year: Int, _ month: Int, _ day: Int) -> String {
        "day-" + year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2)
    }

    static let weekdayHeadings = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        .map { WeekdayHeading(letter: String($0.prefix(1)), short: String($0.prefix(3)), full: $0) }
}
