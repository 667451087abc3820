import StoryArchive

extension PagePlanner {
    /// Index and member pages for prompt categories, people and years.
    func groupPages(_ filter: PageFilter) -> [PageJob] {
        var jobs: [PageJob?] = []
        jobs.append(groupIndex(filter, path: SitePaths.categories, heading: "Prompts",
                               intro: "Stories grouped by the kind of question they answer.",
                               links: groups.categoryLinks(from: SitePaths.categories)))
        for (name, members) in groups.categories {
            jobs.append(list(filter, path: groups.categoryPath(name), heading: name, intro: "Stories answering prompts about \(name).", members))
        }
        jobs.append(groupIndex(filter, path: SitePaths.people, heading: "People", intro: "Stories by who tells them.",
                               links: groups.personLinks(from: SitePaths.people)))
        for (name, members) in groups.people {
            jobs.append(list(filter, path: groups.personPath(name), heading: name, intro: "Stories told by \(name).", members))
        }
        jobs.append(groupIndex(filter, path: SitePaths.years, heading: "Years", intro: "Stories by the year they were recorded.",
                               links: groups.yearLinks(from: SitePaths.years)))
        for (year, members) in groups.years {
            jobs.append(list(filter, path: SitePaths.year(year), heading: String(year), intro: "Stories recorded in \(year).", members))
        }
        return jobs.compactMap { $0 }
    }

    private func groupIndex(_ filter: PageFilter, path: String, heading: String, intro: String, links: @autoclosure () -> [GroupLink])
        -> PageJob? {
        guard filter.wants([]) else { return nil }
        let links = links()
        let section = [SitePaths.categories, SitePaths.people, SitePaths.years].first { $0 == path }
        return PageJob(path: path, template: "groups", key: key(path, heading, intro, groups.summary)) {
            GroupIndexModel(page: contexts.make(path: path, title: heading, section: section),
                            heading: heading, intro: links.isEmpty ? "No stories yet." : intro, groups: links)
        }
    }

    private func list(_ filter: PageFilter, path: String, heading: String, intro: String, _ positions: [Int]) -> PageJob? {
        guard filter.wants(positions) else { return nil }
        let (key, frame) = keys(path, heading, intro, listingAt: positions)
        return PageJob(path: path, template: "stories", key: key, frame: frame) {
            StoryListModel(page: contexts.make(path: path, title: heading, section: nil), heading: heading,
                           intro: intro, stories: cards(at: positions, from: path),
                           count: storyCount(positions.count))
        }
    }
}
