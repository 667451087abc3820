import StoryArchive

/// A story's chapters as its page lists them (Templates/story-chapters.mustache): after the
/// player, each time a link that plays from there. Without a script the link is the played
/// file with a media fragment (`audio.m4a#t=760`), which browsers play from that moment;
/// storychop.js makes it seek the page's player instead, and marks the chapter being heard.
struct ChapterList: Sendable, Encodable {
    var chapters: [ChapterItem]

    /// The list of `story`'s chapters, their links to `played` (the file the page's player
    /// plays); nil when it has none, or while it is sealed: a chapter's title tells of what
    /// the seal keeps back.
    init?(_ story: Story, played: String?) {
        guard !story.chapters.isEmpty, story.sealedUntil == nil else { return nil }
        chapters = story.chapters.enumerated().map { index, chapter in
            ChapterItem(chapter, number: index + 1, played: played)
        }
    }
}

/// One chapter: `id` is `chapter-N` (1-based), `start` its seconds for the script,
/// `clock` as shown ("12:40"), `spoken` as a screen reader should say it ("12 min 40 s").
struct ChapterItem: Sendable, Encodable {
    var id: String
    var start: String
    var clock: String
    var spoken: String
    var durationISO: String
    /// The played file at this moment; nil when the recording cannot be played here.
    var href: String?
    var title: String
    var synopsis: String?
    var keywords: String?

    init(_ chapter: StoryChapter, number: Int, played: String?) {
        id = "chapter-\(number)"
        start = DisplayText.seconds(chapter.start)
        clock = DisplayText.clock(chapter.start)
        spoken = DisplayText.duration(chapter.start.rounded(.down))
        durationISO = DisplayText.isoDuration(chapter.start.rounded(.down))
        href = played.map { $0 + "#t=" + DisplayText.mediaTime(chapter.start) }
        title = chapter.title
        synopsis = chapter.synopsis
        keywords = chapter.keywords.isEmpty ? nil : chapter.keywords.joined(separator: ", ")
    }
}

extension DisplayText {
    /// "760" or "760.5": seconds as a media fragment (`#t=760`) and a page's moment link
    /// (`stories/ID/#t=760`) write them, without the zeros `seconds` keeps.
    static func mediaTime(_ value: Double) -> String {
        var text = seconds(value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
