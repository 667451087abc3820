import StoryArchive

/// A story as lists show it: a link with its title, date, duration, narrator and prompt.
struct StoryCard: Sendable {
    var href: String
    var title: String
    var date: String
    var dateISO: String
    var duration: String?
    var durationISO: String?
    var narrator: String?
    var prompt: String?
    var category: String?
    var mood: MoodView?
    /// False when a title equals its prompt, so the prompt is not shown twice.
    var showPrompt: Bool

    init(_ story: Story, from page: String) {
        href = SitePaths.link(from: page, to: SitePaths.story(story.id))
        title = story.title
        date = DisplayText.date(story.recorded)
        dateISO = story.recorded.description
        duration = story.duration.map(DisplayText.duration)
        durationISO = story.duration.map(DisplayText.isoDuration)
        narrator = story.narrator
        prompt = story.prompt
        category = story.category
        mood = story.mood.map(MoodView.init)
        showPrompt = story.prompt != nil && story.prompt != story.title
    }
}

/// The cards of a list of stories, each made when the template reaches it: on a rebuild,
/// the cards kept from the last build's page are never made (see `PieceList`).
struct StoryCards: Sendable, PieceListValue {
    var stories: [Story]
    /// The page the list is on (links are relative to it).
    var page: String
    /// Each story's piece key (see `PieceList`).
    var pieceKeys: [UInt64]

    var isEmptyList: Bool { stories.isEmpty }

    func forEachPiece(_ body: (UInt64?, () -> TemplateValue) -> Void) {
        // By position: a story taken out of the list is a copy, a retain per field.
        for index in stories.indices {
            body(pieceKeys[index]) { .fields(StoryCard(stories[index], from: page)) }
        }
    }
}

/// A mood as a pill: colour from the class, and always the word, never colour alone.
struct MoodView: Sendable {
    var value: Int
    var label: String
    var className: String

    init(_ mood: Mood) {
        value = mood.rawValue
        label = mood.label
        className = "mood-\(mood.rawValue)"
    }
}
