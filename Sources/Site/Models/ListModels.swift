import Foundation
/// A page listing stories: all stories, one category, one narrator, one year.
struct StoryListModel: Sendable, Encodable {
    var page: PageContext
    var heading: String
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
}

/// The home page.
struct HomeModel: Sendable, Encodable {
    var page: PageContext
    /// The story the keeper chose (`featured:` in storychop.yml); none otherwise.
    var featured: StoryCard?
    /// A question nobody has answered yet (see `PromptPlan.featured`).
    var featuredPrompt: FeaturedPrompt?
    /// The newest stories, the newest included.
    var recent: [StoryCard]
    var allStoriesHref: String
    var storyCount: String
    /// The number of stories, for "View all stories (12)".
    var storyTotal: Int
    var categories: [GroupLink]
    var people: [GroupLink]
    var years: [GroupLink]
    var empty: Bool
}

extension HomeModel {
    /// How many stories "Recent stories" lists.
    static let recentCount = 5
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
    var storyCount: String
    var generator: String
    /// How to write to the keeper, when storychop.yml names a way.
    var contact: ContactLink?
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
extension HomeModel: PageModel {}
extension SearchModel: PageModel {}
extension AboutModel: PageModel {}
