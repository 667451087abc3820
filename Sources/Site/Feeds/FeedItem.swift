import StoryArchive

/// A story, or a day entry when the keeper asks for them (`days_in_feeds`), as the feeds show
/// it: its recording and files as publishing knows them (`MediaItem`), and what a feed adds.
struct FeedItem: Sendable {
    let media: MediaItem
    /// Its page in the site (a day entry's: its day's page, at the entry).
    var page: String
    var guid: String
    var date: RecordedDate
    var summary: String
    var author: String?
    var language: String?
    /// Whether the build writes its `chapters.json` (`StandardFiles`): a story with chapters, not sealed.
    var hasChapters = false

    var title: String { media.title }
    var mediaKey: String { media.key }
    /// The folder of its files in the site, for the enclosure and transcript links.
    var siteFolder: String { media.siteFolder }
    var duration: Double? { media.duration }
    var transcript: TranscriptFile? { media.transcript }

    /// What identifies it to a podcast app for good: its recording's SHA-256, else its id.
    static func guid(of story: Story) -> String { "storychop:" + (story.audio?.sha256 ?? story.id) }
    static func guid(of entry: DayEntry) -> String { "storychop:" + (entry.audio?.sha256 ?? "days/" + entry.id) }

    init(_ story: Story) {
        media = MediaItem(story)
        page = SitePaths.story(story.id)
        guid = Self.guid(of: story)
        date = story.recorded
        var parts: [String] = []
        if let prompt = story.prompt, prompt != story.title { parts.append(prompt) }
        if let narrator = story.narrator { parts.append("Told by \(narrator).") }
        parts.append("Recorded \(DisplayText.date(story.recorded)).")
        summary = parts.joined(separator: " ")
        author = story.narrator
        language = story.language
        hasChapters = !story.chapters.isEmpty && story.sealedUntil == nil
    }

    init(_ entry: DayEntry) {
        media = MediaItem(entry)
        page = SitePaths.day(entry.day) + "#" + DayEntryView.anchor(of: entry)
        guid = Self.guid(of: entry)
        date = entry.recorded ?? entry.day
        summary = [entry.prompt, entry.mood.map { "Mood: \($0.word)." }].compactMap { $0 }.joined(separator: " ")
        author = entry.person
        language = entry.language
    }
}
