/// The home page: the newest stories to play, a question to ask next, the journals' latest
/// days, and the family's people.
struct HomeModel: Sendable, Encodable {
    var page: PageContext
    /// The story the keeper chose (`featured:` in storychop.yml); none otherwise.
    var featured: StoryCard?
    /// A question nobody has answered yet (see `PromptPlan.featured`).
    var featuredPrompt: FeaturedPrompt?
    /// The newest stories, the newest included.
    var recent: [StoryCard]
    /// What "Play all" plays, on its button: "Play the 5 newest stories".
    var playAllLabel: String
    var allStoriesHref: String
    var storyCount: String
    /// The number of stories, for "View all stories (12)".
    var storyTotal: Int
    /// Everyone who tells stories or keeps a journal, each once.
    var people: [PersonCard]
    var hasPeople: Bool
    /// The journals' latest days, when the archive has day entries.
    var journals: HomeJournals?
    var empty: Bool
}

extension HomeModel {
    /// How many stories "Recent stories" lists.
    static let recentCount = 5

    /// "Play the 5 newest stories", "Play the newest story".
    static func playAllLabel(count: Int) -> String {
        count == 1 ? "Play the newest story" : "Play the \(count) newest stories"
    }
}

/// A person on the home page: their name and what there is of theirs, linking to their stories
/// (or, for someone who only keeps a journal, their days). `slug` names their portrait's files.
struct PersonCard: Sendable, Encodable {
    var name: String
    var slug: String
    var href: String
    /// Their portrait, when people.yml or people/ has one (decoration: the name is beside it).
    var portrait: SmallImage?
    /// The first letter of their name, drawn in a circle where there is no portrait.
    var initial: String
    /// "5 stories · 40 days".
    var summary: String
}

/// The journals on the home page: their latest days and the way to every day.
struct HomeJournals: Sendable, Encodable {
    var days: [JournalDay]
    /// "150 journal entries by Grandma Rose and Grandpa Joe".
    var summary: String
    var daysHref: String
}

/// A day of the journals on the home page: its date and who wrote that day.
struct JournalDay: Sendable, Encodable {
    var date: String
    var dateISO: String
    var href: String
    var people: String
}

extension HomeModel: PageModel {}
