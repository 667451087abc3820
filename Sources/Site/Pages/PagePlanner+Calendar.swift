import StoryArchive

extension PagePlanner {
    /// The calendar: an index of years, and per year a grid for every month with stories.
    func calendarPages() -> [PageJob] {
        let indexPath = SitePaths.calendar
        let years = groups.years
        var jobs = [PageJob(path: indexPath, template: "calendar-index") { [contexts] in
            let yearLinks = years.map { entry in
                GroupLink(name: String(entry.year), href: SitePaths.link(from: indexPath, to: SitePaths.calendarYear(entry.year)),
                          count: storyCount(entry.members.count))
            }
            return CalendarIndexModel(page: contexts.make(path: indexPath, title: "Calendar"), years: yearLinks)
        }]
        for (position, entry) in years.enumerated() {
            let path = SitePaths.calendarYear(entry.year)
            // Years are newest first: the "previous" year is the next one in the list.
            let earlier = position + 1 < years.count ? years[position + 1].year : nil
            let later = position > 0 ? years[position - 1].year : nil
            let yearLink = { @Sendable (year: Int) in
                GroupLink(name: String(year), href: SitePaths.link(from: path, to: SitePaths.calendarYear(year)), count: "")
            }
            jobs.append(PageJob(path: path, template: "calendar") { [self] in
                CalendarYearModel(
                    page: contexts.make(path: path, title: "Calendar \(entry.year)"),
                    year: entry.year,
                    months: MonthGrid.months(of: entry.members.map { stories[$0] }, year: entry.year, page: path) {
                        card($0, from: path)
                    },
                    previousYear: earlier.map(yearLink), nextYear: later.map(yearLink))
            })
        }
        return jobs
    }
}
