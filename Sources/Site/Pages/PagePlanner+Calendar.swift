import StoryArchive

extension PagePlanner {
    /// The calendar: an index of years, and per year a grid for every month with stories.
    func calendarPages(_ filter: PageFilter) -> [PageJob] {
        let indexPath = SitePaths.calendar
        let years = groups.years
        var jobs: [PageJob] = []
        if filter.wants([]) { jobs.append(PageJob(path: indexPath, template: "calendar-index", key: key(indexPath, groups.summary)) {
            let yearLinks = years.map { entry in
                GroupLink(name: String(entry.year), href: SitePaths.link(from: indexPath, to: SitePaths.calendarYear(entry.year)),
                          count: storyCount(entry.members.count))
            }
            return CalendarIndexModel(page: contexts.make(path: indexPath, title: "Calendar", section: indexPath), years: yearLinks)
        }) }
        for (position, entry) in years.enumerated() where filter.wants(entry.members) {
            let members = entry.members.map { stories[$0] }
            let path = SitePaths.calendarYear(entry.year)
            // Years are newest first: the "previous" year is the next one in the list.
            let earlier = position + 1 < years.count ? years[position + 1].year : nil
            let later = position > 0 ? years[position - 1].year : nil
            let key = key(path, earlier.map(String.init) ?? "", later.map(String.init) ?? "", stories: members)
            jobs.append(PageJob(path: path, template: "calendar", key: key) {
                CalendarYearModel(
                    page: contexts.make(path: path, title: "Calendar \(entry.year)", section: nil),
                    year: entry.year,
                    months: monthGrids(members, year: entry.year, page: path),
                    previousYear: earlier.map { GroupLink(name: String($0), href: SitePaths.link(from: path, to: SitePaths.calendarYear($0)), count: "") },
                    nextYear: later.map { GroupLink(name: String($0), href: SitePaths.link(from: path, to: SitePaths.calendarYear($0)), count: "") })
            })
        }
        return jobs
    }

    private func monthGrids(_ stories: [Story], year: Int, page: String) -> [MonthGrid] {
        var byDay: [Int: [Int: [Story]]] = [:]
        for story in stories.reversed() {   // oldest first within a day
            byDay[story.recorded.month, default: [:]][story.recorded.day, default: []].append(story)
        }
        return byDay.keys.sorted().map { month in
            let days = byDay[month] ?? [:]
            return MonthGrid(
                id: year.zeroPadded(4) + "-" + month.zeroPadded(2),
                name: DisplayText.month(year: year, month: month),
                weekdays: Self.weekdayHeadings,
                weeks: weeks(year: year, month: month, days: days),
                days: days.keys.sorted().map { day in
                    let stories = days[day] ?? []
                    return CalendarDay(id: Self.dayID(year, month, day), date: stories.first.map { DisplayText.longDate($0.recorded) } ?? "",
                                       stories: stories.map { StoryCard($0, from: page) })
                })
        }
    }

    /// Weeks start on Monday; blank cells pad the first and last week.
    private func weeks(year: Int, month: Int, days: [Int: [Story]]) -> [CalendarWeek] {
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
            cells.append(CalendarCell(number: day, href: "#" + Self.dayID(year, month, day),
                                      summary: summary + " — " + first.title,
                                      moodClass: mood.map { "mood-\($0.rawValue)" }, moodLabel: mood?.label))
        }
        while cells.count % 7 != 0 { cells.append(CalendarCell()) }
        return stride(from: 0, to: cells.count, by: 7).map { CalendarWeek(cells: Array(cells[$0..<$0 + 7])) }
    }

    static func dayID(_ year: Int, _ month: Int, _ day: Int) -> String {
        "day-" + year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2)
    }

    static let weekdayHeadings = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
        .map { WeekdayHeading(short: String($0.prefix(3)), full: $0) }
}

import Foundation
