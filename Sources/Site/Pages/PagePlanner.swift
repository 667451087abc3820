import Foundation
import StoryArchive

/// The build stage that decides every page of the site and how its data is built. Pure: it
/// reads nothing from disk (media arrive published, transcripts are read by the renderer), and
/// builds no page's data until the renderer asks.
struct PagePlanner: Sendable {
    /// Newest first, as every list in the site shows them.
    let stories: [Story]
    let media: [String: PublishedMedia]
    let contexts: PageContextFactory
    /// The story the keeper chose to feature (`featured:` in storychop.yml), when it exists.
    let featured: Story?
    let groups: StoryGroups
    let prompts: PromptPlan
    /// The day entries, for the Days pages.
    let dayViews: DayViews
    /// Each story's code (id → `GR-4F7K`), worked out over every story the site shows, as the
    /// book prints it: on its page and in the search index.
    let codes: [String: String]
    /// The photos' copies in the site (`PhotoSource.key` → copies) and the people's portraits.
    var photoCopies: [String: [PhotoCopy]] = [:]
    var portraits = Portraits()
    /// The printed book the About page links, when the build put it in the site.
    var book: PrintedBook?

    init(stories: [Story], media: [String: PublishedMedia], contexts: PageContextFactory, featuredID: String?,
         prompts library: PromptLibrary = PromptLibrary(categories: []), days: [DayEntry] = [],
         moodStyles: MoodStyles = MoodStyles(scales: .builtIn), questions: DailyQuestions = DailyQuestions(),
         today: RecordedDate = RecordedDate(Date(), in: .current)) {
        self.stories = stories.newestFirst()
        codes = StoryCode.codes(for: stories)
        self.media = media
        dayViews = DayViews(book: DayBook(days), questions: QuestionBook(entries: days, listed: questions),
                            styles: moodStyles, media: media, today: today)
        featured = featuredID.flatMap { id in stories.first { $0.id == id } }
        groups = StoryGroups(self.stories, promptCategories: library.categories.map(\.name))
        var contexts = contexts
        contexts.seeAlso = PersonPages(groups: groups, book: dayViews.book).seeAlso()
        self.contexts = contexts
        prompts = PromptPlan(library: library, stories: self.stories)
    }

    /// One planner that many pages' models are made from: a closure capturing `self` holds a
    /// copy of the whole struct.
    final class Shared: Sendable {
        let planner: PagePlanner
        init(_ planner: PagePlanner) { self.planner = planner }
    }

    /// Every page of the site.
    func plan() -> [PageJob] {
        [home()] + storyList() + [search(), about()] + storyPages() + calendarPages() + groupPages() + dayPages() + questionPages()
    }

    /// The cards of a list of stories, links relative to `path`, each with its recording to play.
    func cards(_ stories: [Story], from path: String) -> [StoryCard] {
        stories.map { card($0, from: path) }
    }

    func card(_ story: Story, from path: String) -> StoryCard {
        var card = StoryCard(story, from: path, audio: media[story.id]?.audio)
        card.photo = PhotoGallery.cardPhoto(of: story, copies: photoCopies, from: path)
        return card
    }

    private func storyList() -> [PageJob] {
        let path = SitePaths.stories
        let ways = [("By prompt", SitePaths.categories), ("By person", SitePaths.people), ("By year and calendar", SitePaths.years)]
        return storyListPages(path: path, heading: "All stories", intro: "Newest first.",
                              browse: BrowseWays(links: ways.map { PageLink(label: $0.0, href: SitePaths.link(from: path, to: $0.1)) }),
                              Array(stories.indices))
    }

    private func search() -> PageJob {
        let path = SitePaths.search
        return PageJob(path: path, template: "search") {
            SearchModel(page: contexts.make(path: path, title: "Search"),
                        stories: cards(Array(stories.prefix(ListPages.size)), from: path),
                        indexScript: SitePaths.link(from: path, to: SitePaths.searchIndex),
                        allStoriesHref: stories.count > ListPages.size ? SitePaths.link(from: path, to: SitePaths.stories) : nil)
        }
    }
}

extension Array where Element == Story {
    /// Newest first (by recording date, then id, going down): the order of every list of the site.
    func newestFirst() -> [Story] {
        sorted { $0.recorded != $1.recorded ? $0.recorded > $1.recorded : $0.id > $1.id }
    }
}
