/// A page listing stories: all stories, one category, one narrator, one year.
struct StoryListModel: Sendable {
    var page: PageContext
    var heading: String
    var intro: String?
    var stories: StoryCards
    var count: String
}

/// A page listing groups: categories, people, years.
struct GroupIndexModel: Sendable {
    var page: PageContext
    var heading: String
    var intro: String
    var groups: [GroupLink]
}

struct GroupLink: Sendable {
    var name: String
    var href: String
    var count: String
}

/// The home page.
struct HomeModel: Sendable {
    var page: PageContext
    var featured: StoryCard?
    var recent: StoryCards
    var allStoriesHref: String
    var storyCount: String
    var categories: [GroupLink]
    var people: [GroupLink]
    var years: [GroupLink]
    var empty: Bool
}

/// The search page: every story listed (what a reader without JavaScript gets), filtered by
/// the script as the reader types.
struct SearchModel: Sendable {
    var page: PageContext
    var stories: StoryCards
    var indexScript: String
}

/// The about page.
struct AboutModel: Sendable {
    var page: PageContext
    var storyCount: String
    var generator: String
}

/// "1 story", "12 stories".
func storyCount(_ count: Int) -> String {
    count == 1 ? "1 story" : "\(count) stories"
}
