import StoryArchive

/// A story as lists show it: a link with its title, date, duration, narrator and prompt.
struct StoryCard: Sendable, Encodable {
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
    /// The story's own language, written as `lang` on its title and transcript; nil when it is
    /// the site's (the page's `<html lang>` says it). The story page has it as `story.language`
    /// only: a page-wide `language` would answer for a neighbour's card that has none.
    var language: String?
    /// `rtl` for a right-to-left language; else `auto`, so the title's own letters decide. Either
    /// way the title is isolated from the text around it, so a title mixing scripts keeps its order.
    var dir: String
    /// False when a title equals its prompt, so the prompt is not shown twice.
    var showPrompt: Bool
    /// What the card's play button plays, on lists that can play their stories in a row.
    var play: CardPlayback?
    /// "Sealed until 1 March 2030" while the story's seal holds (see `SiteBuilder.load`).
    var sealed: String?
    /// Its first described photo, small (`PhotoGallery.cardPhoto`); set by the planner.
    var photo: SmallImage? = nil

    /// `audio`, when given and browsers play it, gives the card a play button.
    init(_ story: Story, from page: String, audio: AudioView? = nil) {
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
        language = story.language
        dir = story.language.map(StoryCard.direction) ?? "auto"
        showPrompt = story.prompt != nil && story.prompt != story.title
        sealed = story.sealedUntil.map { "Sealed until " + DisplayText.date($0) }
        if let audio, audio.playbackNote == nil {
            play = CardPlayback(src: SitePaths.link(from: page, to: SitePaths.storyFile(story.id, audio.src)),
                                type: audio.type, storyID: story.id, seconds: audio.seconds)
        }
    }

    /// The `dir` of text in `language`: `rtl` for a right-to-left one, else `auto`.
    static func direction(of language: String) -> String {
        LanguageTag.isRightToLeft(language) ? "rtl" : "auto"
    }
}

/// A card's recording, for the list's player (see `assets/playlist.js`).
struct CardPlayback: Sendable, Encodable {
    var src: String
    var type: String
    var storyID: String
    var seconds: String?
}

/// A mood as a pill: always the word, and its colour (the word's, as on every page) beside it.
struct MoodView: Sendable, Encodable {
    var value: Int
    var label: String
    var className: String

    init(_ mood: Mood) {
        value = mood.rawValue
        label = mood.label
        className = MoodStyles.className(word: mood.label)
    }
}
