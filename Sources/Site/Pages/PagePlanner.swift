import StoryArchive

/// Decides every page of the site and the data each one shows. Pure: it reads nothing from
/// disk (media arrive prepared, transcripts are read by the renderer when a page needs them),
/// so it is cheap to run on every build.
struct PagePlanner {
    /// Newest first, as every list in the site shows them.
    let stories: [Story]
    let media: [String: PublishedMedia]
    /// Each story's transcript stamp (see `TranscriptFacts`).
    let transcriptStamps: [String: String]
    let contexts: PageContextFactory
    let featuredID: String?
    let groups: StoryGroups

    init(stories: [Story], media: [String: PublishedMedia], transcriptStamps: [String: String],
         contexts: PageContextFactory, featuredID: String?) {
        self.stories = stories.sorted { ($0.recorded, $0.id) > ($1.recorded, $1.id) }
        self.media = media
        self.transcriptStamps = transcriptStamps
        self.contexts = contexts
        self.featuredID = featuredID
        groups = StoryGroups(self.stories)
    }

    func plan() -> [PageJob] {
        var jobs = [home(), storyList(), search(), about()]
        jobs += storyPages()
        jobs += groupPages()
        jobs += calendarPages()
        return jobs
    }

    private func home() -> PageJob {
        let path = SitePaths.home
        let featured = featuredID.flatMap { id in stories.first { $0.id == id } } ?? stories.first
        let model = HomeModel(
            page: contexts.make(path: path, title: nil, section: path),
            featured: featured.map { StoryCard($0, from: path) },
            recent: stories.filter { $0.id != featured?.id }.prefix(5).map { StoryCard($0, from: path) },
            allStoriesHref: SitePaths.link(from: path, to: SitePaths.stories),
            storyCount: storyCount(stories.count),
            categories: groups.categoryLinks(from: path), people: groups.personLinks(from: path),
            years: groups.yearLinks(from: path), empty: stories.isEmpty)
        return PageJob(path: path, template: "home", model: model)
    }

    private func storyList() -> PageJob {
        let path = SitePaths.stories
        let model = StoryListModel(page: contexts.make(path: path, title: "All stories", section: path),
                                   heading: "All stories", intro: "Newest first.",
                                   stories: stories.map { StoryCard($0, from: path) }, count: storyCount(stories.count))
        return PageJob(path: path, template: "stories", model: model)
    }

    private func search() -> PageJob {
        let path = SitePaths.search
        let model = SearchModel(page: contexts.make(path: path, title: "Search", section: path),
                                stories: stories.map { StoryCard($0, from: path) },
                                indexScript: SitePaths.link(from: path, to: SitePaths.searchIndex))
        return PageJob(path: path, template: "search", model: model)
    }

    private func about() -> PageJob {
        let path = SitePaths.about
        let model = AboutModel(page: contexts.make(path: path, title: "About", section: path),
                               storyCount: storyCount(stories.count), generator: contexts.generator)
        return PageJob(path: path, template: "about", model: model)
    }
}
