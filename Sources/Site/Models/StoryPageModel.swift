import StoryArchive

/// The page of one story.
struct StoryPageModel: Sendable, Encodable {
    var page: PageContext
    var story: StoryCard
    var longDate: String
    var categoryHref: String?
    var narratorHref: String?
    var yearHref: String
    var tags: [String]
    var hasTags: Bool
    var audio: AudioView?
    /// The audio file is missing or unreadable: "Recording unavailable" (a sealed story says so instead).
    var recordingUnavailable: Bool
    /// Its bytes are not the ones its checksum records: "This recording is damaged".
    var recordingDamaged: Bool
    /// Filled in when the page is rendered (see `PageJob.transcript`); nil when the story has
    /// no transcript that can be read ("Transcript unavailable").
    var transcript: TranscriptView?
    var previous: StoryCard?
    var next: StoryCard?
    var storyJSONHref: String
    /// The key its transcript is filled in under.
    var storyID: String
    /// Its photos (Templates/story-photos.mustache); nil when it shows none.
    var gallery: PhotoGallery? = nil
    /// Its chapters (Templates/story-chapters.mustache); nil when it shows none.
    var chapterList: ChapterList? = nil
    /// The narrator's portrait beside "Told by NAME" (their name says who it is: alt="").
    var narratorPortrait: SmallImage? = nil
    /// `GR-4F7K`, as the book prints it under the story's QR code (`StoryCode`): a reader can
    /// type it into the search to find the story again.
    var storyCode: String? = nil
    /// The story described for search engines and archives (schema.org JSON-LD in the head).
    var structuredData: StoryStructuredData? = nil

    /// The page at `path` of `story`, between `older` and `newer`; `categoryPath` and
    /// `personPath` are its group pages (see `StoryGroups`). A new field of the page is filled
    /// in here from the story; its name in templates is the property's.
    init(_ story: Story, path: String, page: PageContext, older: Story?, newer: Story?, categoryPath: String?,
         personPath: String?, audio: AudioView?, damaged: Bool = false) {
        self.page = page
        self.story = StoryCard(story, from: path)
        longDate = DisplayText.longDate(story.recorded)
        categoryHref = categoryPath.map { SitePaths.link(from: path, to: $0) }
        narratorHref = personPath.map { SitePaths.link(from: path, to: $0) }
        yearHref = SitePaths.link(from: path, to: SitePaths.year(story.recorded.year))
        tags = story.tags
        hasTags = !story.tags.isEmpty
        self.audio = audio
        recordingUnavailable = audio == nil && story.sealedUntil == nil && !damaged
        recordingDamaged = damaged
        transcript = nil
        previous = older.map { StoryCard($0, from: path) }
        next = newer.map { StoryCard($0, from: path) }
        storyJSONHref = "story.json"
        storyID = story.id
    }
}

/// The player and the download links.
struct AudioView: Sendable, Encodable {
    /// What `<source>` plays: the original, or a playable copy made for browsers.
    var src: String
    var type: String
    var label: String
    /// The player remembers where a listener stopped under this id.
    var storyID: String
    /// The length in seconds ("271.300") and as a clock ("4:31"), shown before anything is
    /// loaded: `preload="none"` means the browser knows neither until play is pressed.
    var seconds: String?
    var length: String?
    /// The original recording first, then the playable copy when one was made.
    var downloads: [DownloadLink]
    /// Set when browsers may not play the original and no playable copy could be made.
    var playbackNote: String?
    /// Set when computers play the original but iPhones may not, and no copy could be made:
    /// the player stays, with this note below it.
    var deviceNote: String? = nil
    /// The `<audio>` element's id: `player` on a story's page, none where a page has several.
    var elementID: String? = nil
}

/// A file offered to download: `name` is what it is saved as.
struct DownloadLink: Sendable, Encodable {
    var href: String
    var name: String
    /// "Download the original recording": each link says which file it is.
    var label: String
    /// "CAF, 2.1 MB"
    var details: String
}

/// A transcript in the page itself (browsers show no captions for `<audio>`, and file://
/// blocks loading a .vtt). Long ones show their first lines and fold the rest.
struct TranscriptView: Sendable, Encodable {
    var timed: Bool
    /// Made by `storychop transcribe` and not corrected since: the page says it may hold mistakes.
    var machineMade: Bool
    var lead: [TranscriptLine]
    var rest: [TranscriptLine]
    var hasRest: Bool
}

/// A cue with its clickable timestamp, or a paragraph of a plain transcript.
struct TranscriptLine: Sendable, Encodable {
    var id: String
    var text: String
    /// Who speaks, on the first line of their turn only (a conversation reads by turns).
    var speaker: String?
    /// Spoken by someone other than the teller (the interviewer's questions), set apart.
    var interviewer: Bool
    var start: String?
    var clock: String?
}

extension StoryPageModel: PageModel {
    func with(transcripts: [String: TranscriptView]) -> StoryPageModel {
        var page = self
        page.transcript = transcripts[storyID]
        page.structuredData?.transcript = page.transcript.map(StoryStructuredData.transcriptText)
        return page
    }
}
