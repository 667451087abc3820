import StoryArchive

/// Decides every page of the site, what each is made from (its `PageKey`) and how its data is
/// built. Pure: it reads nothing from disk (media arrive prepared, transcripts are read by the
/// renderer when a page needs them), and builds no page's data until the renderer asks, so it
/// is cheap to run on every build.
struct PagePlanner: Sendable {
    /// Newest first, as every list in the site shows them.
    let stories: [Story]
    let media: [String: PublishedMedia]
    /// Each story's transcript stamp (see `TranscriptFacts`).
    let transcriptStamps: [String: String]
    /// Each story's key: what changes when anything a page may show of it changes.
    let storyKeys: [String: String]
    let contexts: PageContextFactory
    let featuredID: String?
    let groups: StoryGroups

    init(stories: [Story], media: [String: PublishedMedia], transcriptStamps: [String: String],
         storyKeys: [String: String], contexts: PageContextFactory, featuredID: String?) {
        self.stories = stories.sorted { ($0.recorded, $0.id) > ($1.recorded, $1.id) }
        self.media = media
        self.transcriptStamps = transcriptStamps
        self.storyKeys = storyKeys
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

    /// A page's key: what every page shows (site title, language, generator), the page's own
    /// `parts`, and the keys of the `stories` it shows.
    func key(_ parts: String..., stories shown: [Story] = []) -> PageKey {
        var key = PageKey([contexts.siteTitle, contexts.lang, contexts.generator] + parts)
        key.add(String(shown.count))
        for story in shown { key.add(storyKeys[story.id] ?? story.id) }
        return key
    }

    private func home() -> PageJob {
        let path = SitePaths.home
        let featured = featuredID.flatMap { id in stories.first { $0.id == id } } ?? stories.first
        let recent = Array(stories.filter { $0.id != featured?.id }.prefix(5))
        let key = key(path, featured?.id ?? "", String(stories.count), groups.summary, stories: recent + (featured.map { [$0] } ?? []))
        return PageJob(path: path, template: "home", key: key) {
            HomeModel(
                page: contexts.make(path: path, title: nil, section: path),
                featured: featured.map { StoryCard($0, from: path) },
                recent: recent.map { StoryCard($0, from: path) },
                allStoriesHref: SitePaths.link(from: path, to: SitePaths.stories),
                storyCount: storyCount(stories.count),
                categories: groups.categoryLinks(from: path), people: groups.personLinks(from: path),
                years: groups.yearLinks(from: path), empty: stories.isEmpty)
        }
    }

    private func storyList() -> PageJob {
        let path = SitePaths.stories
        return PageJob(path: path, template: "stories", key: key(path, stories: stories)) {
            StoryListModel(page: contexts.make(path: path, title: "All stories", section: path),
                           heading: "All stories", intro: "Newest first.",
                           stories: stories.map { StoryCard($0, from: path) }, count: storyCount(stories.count))
        }
    }

    private func search() -> PageJob {
        let path = SitePaths.search
        return PageJob(path: path, template: "search", key: key(path, SitePaths.searchIndex, stories: stories)) {
            SearchModel(page: contexts.make(path: path, title: "Search", section: path),
                        stories: stories.map { StoryCard($0, from: path) },
                        indexScript: SitePaths.link(from: path, to: SitePaths.searchIndex))
        }
    }

    private func about() -> PageJob {
        let path = SitePaths.about
        return PageJob(path: path, template: "about", key: key(path, String(stories.count))) {
            AboutModel(page: contexts.make(path: path, title: "About", section: path),
                       storyCount: storyCount(stories.count), generator: contexts.generator)
        }
    }
}
