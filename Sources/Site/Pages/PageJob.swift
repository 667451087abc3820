import StoryArchive

/// One page to write: where, with which template, and how to build its data.
struct PageJob: Sendable {
    var path: String
    var template: String
    var model: @Sendable () -> any PageModel
    /// Set on pages that show transcripts (a story's, a day's): they are read and shaped when
    /// the page is rendered.
    var transcripts: [TranscriptItem] = []
}

/// A transcript a page shows: a story's, or a day entry's on its day's page.
struct TranscriptItem: Sendable {
    /// The key of its story or entry (`MediaItem.key`), under which the page model takes its view.
    var key: String
    /// `stories/<id>/` or `days/<id>/`, in the archive.
    var archiveFolder: String
    var file: TranscriptFile?
    /// Put before each line's id, so the lines of several entries on one page have ids of their own.
    var lineIDPrefix: String
    /// Where a search result leads, from the search page: the story's page, or the entry on its day's page.
    var searchHref: String
    /// Stories say when they have none (listeners who cannot hear need one); a journal's entry
    /// without one is as the app made it.
    var warnsWhenMissing: Bool
    /// Whose story or day it is: of a transcript's speakers, the others are set apart (`SpeakerTurns`).
    var teller: String?

    init(_ story: Story) {
        self.init(MediaItem(story), lineIDPrefix: "", warnsWhenMissing: story.sealedUntil == nil, teller: story.narrator,
                  searchHref: SitePaths.link(from: SitePaths.search, to: SitePaths.story(story.id)))
    }

    init(_ entry: DayEntry) {
        let anchor = DayEntryView.anchor(of: entry)
        self.init(MediaItem(entry), lineIDPrefix: anchor + "-", warnsWhenMissing: false, teller: entry.person,
                  searchHref: SitePaths.link(from: SitePaths.search, to: SitePaths.day(entry.day)) + "#" + anchor)
    }

    /// Where its transcript is, as publishing knows it.
    private init(_ media: MediaItem, lineIDPrefix: String, warnsWhenMissing: Bool, teller: String?, searchHref: String) {
        key = media.key
        archiveFolder = media.archiveFolder
        file = media.transcript
        self.lineIDPrefix = lineIDPrefix
        self.searchHref = searchHref
        self.warnsWhenMissing = warnsWhenMissing
        self.teller = teller
    }
}

/// The data of a page, rendered by Mustache: its stored properties (their coding keys) are the
/// names its template uses, read through `Encodable` by `TemplateEncoder`, which the page's
/// fingerprint hashes too. A value a template shows is stored, not computed.
protocol PageModel: Sendable, Encodable {
    /// The page with its transcripts, by `TranscriptItem.key` (pages without any are returned as they are).
    func with(transcripts: [String: TranscriptView]) -> Self
}

extension PageModel {
    func with(transcripts: [String: TranscriptView]) -> Self { self }
}
