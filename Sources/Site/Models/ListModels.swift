import Foundation
/// A page listing stories: all stories, one category, one narrator, one year.
struct StoryListModel: Sendable, Encodable {
    var page: PageContext
    var heading: String
    /// The other ways into the stories (by prompt, by person, by year), on All stories only.
    var browse: BrowseWays?
    var intro: String?
    var stories: [StoryCard]
    var count: String
    /// Links to the list's other pages, when it has more than one.
    var pageNav: PageNavigation?
    /// On a person's page: their portrait, born and the line about them (people.yml).
    var personIntro: PersonView? = nil
}

/// A page listing groups: categories, people, years.
struct GroupIndexModel: Sendable, Encodable {
    var page: PageContext
    var heading: String
    var intro: String
    var groups: [GroupLink]
}

struct GroupLink: Sendable, Encodable {
    var name: String
    var href: String
    var count: String
    /// A year's month grids (`calendar/<year>/`), beside its list on the page of years.
    var calendarHref: String? = nil
}

/// "By prompt", "By person", "By year": the links at the top of All stories.
struct BrowseWays: Sendable, Encodable {
    var links: [PageLink]
}

/// The search page: the newest stories listed, as many as a page of "All stories" (what a
/// reader without JavaScript gets, and what the page shows until something is typed); the
/// script shows what matches in their place.
struct SearchModel: Sendable, Encodable {
    var page: PageContext
    var stories: [StoryCard]
    var indexScript: String
    /// "All stories" when it lists more than `stories`.
    var allStoriesHref: String?
}

/// The about page.
struct AboutModel: Sendable, Encodable {
    var page: PageContext
    /// "12 stories".
    var storyCount: String
    /// What the collection holds, in words: "12 stories, 150 journal entries from 2 people and
    /// 3 hours 20 minutes of recordings".
    var holdings: String
    var generator: String
    /// How to write to the keeper, when storychop.yml names a way.
    var contact: ContactLink?
    /// The printed book's volumes, when the site has them.
    var printedBook: AboutBook?
}

/// An email address (a `mailto:` link) or a web address to write to the keeper.
struct ContactLink: Sendable, Encodable {
    var text: String
    var href: String
}

/// "1 story", "12 stories".
func storyCount(_ count: Int) -> String {
    count == 1 ? "1 story" : "\(count.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en")))) stories"
}

extension StoryListModel: PageModel {}
extension GroupIndexModel: PageModel {}
extension SearchModel: PageModel {}
extension AboutModel: PageModel {}
