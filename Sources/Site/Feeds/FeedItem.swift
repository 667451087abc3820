import StoryArchive

/// A story, or a day entry when the keeper asks for them (`days_in_feeds`), as the feeds show it.
struct FeedItem: Sendable {
    var title: String
    /// Its page in the site (a day entry's: its day's page, at the entry).
    var page: String
    var guid: String
    var date: RecordedDate
    var summary: String
    var author: String?
    /// `MediaItem.key`, for its published recording.
    var mediaKey: String
    /// The folder of its files in the site, for the enclosure and transcript links.
    var siteFolder: String
    var duration: Double?
    var transcript: TranscriptFile?
    var language: String?

    init(_ story: Story) {
        title = story.title
        page = SitePaths.story(story.id)
        guid = "storychop:" + (story.audio?.sha256 ?? story.id)
        date = story.recorded
        var parts: [String] = []
        if let prompt = story.prompt, prompt != story.title { parts.append(prompt) }
        if let narrator = story.narrator { parts.append("Told by \(narrator).") }
        parts.append("Recorded \(DisplayText.date(story.recorded)).")
        summary = parts.joined(separator: " ")
        author = story.narrator
        mediaKey = story.id
        siteFolder = "stories/\(story.id)/"
        duration = story.duration
        transcript = story.transcript
        language = story.language
    }

    init(_ entry: DayEntry) {
        title = DayText.title(of: entry)
        page = SitePaths.day(entry.day) + "#" + DayEntryView.anchor(of: entry)
        guid = "storychop:" + (entry.audio?.sha256 ?? "days/" + entry.id)
        date = entry.recorded ?? entry.day
        summary = [entry.prompt, entry.mood.map { "Mood: \($0.word)." }].compactMap { $0 }.joined(separator: " ")
        author = entry.person
        mediaKey = MediaItem.key(of: entry)
        siteFolder = SitePaths.dayEntryFolder(entry)
        duration = entry.duration
        transcript = entry.transcript
        language = entry.language
    }
}
