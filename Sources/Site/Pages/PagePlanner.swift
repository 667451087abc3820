import StoryArchive

/// The build stage that decides every page of the site and how its data is built. Pure: it
/// reads nothing from disk (media arrive published, transcripts are read by the renderer), and
/// builds no page's data until the renderer asks.
struct PagePlanner: Sendable {
    /// Newest first, as every list in the site shows them.
    let stories: [Story]
    let media: [String: PublishedMedia]
    let contexts: PageContextFactory
    let featuredID: String?
    let groups: StoryGroups

    init(stories: [Story], media: [String: PublishedMedia], contexts: PageContextFactory, featuredID: String?) {
        self.stories = stories.newestFirst()
        self.media = media
        self.contexts = contexts
        self.featuredID = featuredID
        groups = StoryGroups(self.stories)
    }

    /// Every page of the site.
    func plan() -> [PageJob] {
        [home(), storyList(), search(), about()] + storyPages() + calendarPages() + groupPages()
    }

    /// The cards of a list of stories, links relative to `path`, each with its recording to play.
    func cards(_ stories: [Story], from path: String) -> [StoryCard] {
        stories.map { StoryCard($0, from: path, audio: media[$0.id]?.audio) }
    }

    private func home() -> PageJob {
        let path = SitePaths.home
        let featured = featuredID.flatMap { id in stories.first { $0.id == id } } ?? stories.first
        let recent = Array(stories.lazy.filter { $0.id != featured?.id }.prefix(5))
        return PageJob(path: path, template: "home") {
            HomeModel(
                page: contexts.make(path: path, title: nil, section: path),
                featured: featured.map { StoryCard($0, from: path) },
                recent: cards(recent, from: path),
                allStoriesHref: SitePaths.link(from: path, to: SitePaths.stories),
                storyCount: storyCount(stories.count),
                categories: groups.categoryLinks(from: path), people: groups.personLinks(from: path),
                years: groups.yearLinks(from: path), empty: stories.isEmpty)
        }
    }

    private func storyList() -> PageJob {
        let path = SitePaths.stories
        return PageJob(path: path, template: "stories") {
            StoryListModel(page: contexts.make(path: path, title: "All stories", section: path),
                           heading: "All stories", intro: "Newest first.",
                           stories: cards(stories, from: path), count: storyCount(stories.count))
        }
    }

    private func search() -> PageJob {
        let path = SitePaths.search
        return PageJob(path: path, template: "search") {
            SearchModel(page: contexts.make(path: path, title: "Search", section: path),
                        stories: cards(stories, from: path),
                        indexScript: SitePaths.link(from: path, to: SitePaths.searchIndex))
        }
    }

    private func about() -> PageJob {
        let path = SitePaths.about
        return PageJob(path: path, template: "about") {
            AboutModel(page: contexts.make(path: path, title: "About", section: path),
                       storyCount: storyCount(stories.count), generator: contexts.generator)
        }
    }
}

extension Array where Element == Story {
    /// Newest first (by recording date, then id, going down): the order of every list of the site.
    func newestFirst() -> [Story] {
        sorted { $0.recorded != $1.recorded ? $0.recorded > $1.recorded : $0.id > $1.id }
    }
}
