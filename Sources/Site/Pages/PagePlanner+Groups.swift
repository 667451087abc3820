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
                jobs += list(path: groups.categoryPath(name), heading: name, intro: "Stories answering prompts about \(name).", members)
            }
        } else {
            jobs += promptPages()
        }
        if !groups.withoutCategory.isEmpty {
            jobs += list(path: StoryGroups.withoutCategoryPath, heading: StoryGroups.withoutCategoryName,
                         intro: "Stories not filed under a prompt category.", groups.withoutCategory)
        }
        jobs.append(groupIndex(path: SitePaths.people, heading: "People", intro: "Stories by who tells them.",
                               links: groups.personLinks(from: SitePaths.people)))
        for (name, members) in groups.people {
            jobs += storyListPages(path: groups.personPath(name), heading: name, intro: "Stories told by \(name).", members, person: name)
        }
        if !groups.withoutNarrator.isEmpty {
            jobs += list(path: StoryGroups.withoutNarratorPath, heading: StoryGroups.withoutNarratorName,
                         intro: "Stories recorded without the teller's name.", groups.withoutNarrator)
        }
        jobs.append(groupIndex(path: SitePaths.years, heading: "Years", intro: "Stories by the year they were recorded, as a list or on a calendar.",
                               links: groups.yearLinks(from: SitePaths.years, calendars: true)))
        for (year, members) in groups.years {
            jobs += list(path: SitePaths.year(year), heading: String(year), intro: "Stories recorded in \(year).", members)
        }
        return jobs
    }

    private func groupIndex(path: String, heading: String, intro: String, links: [GroupLink]) -> PageJob {
        PageJob(path: path, template: "groups") {
            GroupIndexModel(page: contexts.make(path: path, title: heading),
                            heading: heading, intro: links.isEmpty ? "No stories yet." : intro, groups: links)
        }
    }

    /// A group's pages: its stories, at these positions of `stories`.
    private func list(path: String, heading: String, intro: String, _ positions: [Int]) -> [PageJob] {
        storyListPages(path: path, heading: heading, intro: intro, positions)
    }

    /// A list of stories (these positions of `stories`) in pages of `ListPages.size`, the first
    /// at `path`, each with links to the others.
    /// A person's pages (`person`) begin with their portrait and line from people.yml.
    func storyListPages(path: String, heading: String, intro: String?, browse: BrowseWays? = nil, _ positions: [Int],
                        person: String? = nil) -> [PageJob] {
        let pages = ListPages.split(positions)
        return pages.enumerated().map { offset, slice in
            let number = offset + 1
            let here = ListPages.path(path, page: number)
            return PageJob(path: here, template: "stories") {
                StoryListModel(page: contexts.make(path: here, title: ListPages.title(heading, page: number, of: pages.count)),
                               heading: heading, browse: browse, intro: intro, stories: cards(slice.map { stories[$0] }, from: here),
                               count: storyCount(positions.count), pageNav: PageNavigation(first: path, page: number, of: pages.count),
                               personIntro: person.flatMap { portraits.person(named: $0, from: here) })
            }
        }
    }
}
