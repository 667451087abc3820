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
            let path = SitePaths.calendarYear(entry.year)
            // Years are newest first: the "previous" year is the next one in the list.
            let earlier = position + 1 < years.count ? years[position + 1].year : nil
            let later = position > 0 ? years[position - 1].year : nil
            let (key, frame) = keys(path, earlier.map(String.init) ?? "", later.map(String.init) ?? "", listingAt: entry.members)
            jobs.append(PageJob(path: path, template: "calendar", key: key, frame: frame) {
                CalendarYearModel(
                    page: contexts.make(path: path, title: "Calendar \(entry.year)", section: nil),
                    year: entry.year,
                    months: MonthGrids(entry.members.map { stories[$0] }, pieceKeys: entry.members.map { pieceKeys[$0] },
                                       year: entry.year, page: path),
                    previousYear: earlier.map { GroupLink(name: String($0), href: SitePaths.link(from: path, to: SitePaths.calendarYear($0)), count: "") },
                    nextYear: later.map { GroupLink(name: String($0), href: SitePaths.link(from: path, to: SitePaths.calendarYear($0)), count: "") })
            })
        }
        return jobs
    }
}

import Foundation
