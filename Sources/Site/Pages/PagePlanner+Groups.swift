import StoryArchive

extension PagePlanner {
    /// Index and member pages for prompt categories, people and years.
    func groupPages() -> [PageJob] {
        var jobs: [PageJob] = []
        // With a prompt library, `promptPages` makes the category pages from its questions.
        if prompts.isEmpty {
            jobs.append(groupIndex(path: SitePaths.categories, heading: "Prompts",
                                   intro: "Stories grouped by the kind of question they answer.",
                                   links: groups.categoryLinks(from: SitePaths.categories)))
            for (name, members) in groups.categories {
                jobs.append(list(path: groups.categoryPath(name), heading: name, intro: "Stories answering prompts about \(name).", members))
            }
        } else {
            jobs += promptPages()
        }
        jobs.append(groupIndex(path: SitePaths.people, heading: "People", intro: "Stories by who tells them.",
                               links: groups.personLinks(from: SitePaths.people)))
        for (name, members) in groups.people {
            jobs.append(list(path: groups.personPath(name), heading: name, intro: "Stories told by \(name).", members))
        }
        jobs.append(groupIndex(path: SitePaths.years, heading: "Years", intro: "Stories by the year they were recorded.",
                               links: groups.yearLinks(from: SitePaths.years)))
        for (year, members) in groups.years {
            jobs.append(list(path: SitePaths.year(year), heading: String(year), intro: "Stories recorded in \(year).", members))
        }
        return jobs
    }

    private func groupIndex(path: String, heading: String, intro: String, links: [GroupLink]) -> PageJob {
        let section = [SitePaths.categories, SitePaths.people, SitePaths.years].first { $0 == path }
        return PageJob(path: path, template: "groups") {
            GroupIndexModel(page: contexts.make(path: path, title: heading, section: section),
                            heading: heading, intro: links.isEmpty ? "No stories yet." : intro, groups: links)
        }
    }

    /// A group's page: its stories, at these positions of `stories`.
    private func list(path: String, heading: String, intro: String, _ positions: [Int]) -> PageJob {
        PageJob(path: path, template: "stories") {
            StoryListModel(page: contexts.make(path: path, title: heading, section: nil), heading: heading,
                           intro: intro, stories: cards(positions.map { stories[$0] }, from: path),
                           count: storyCount(positions.count))
        }
    }
}
