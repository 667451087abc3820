/// The page of one story.
struct StoryPageModel: Sendable {
    var page: PageContext
    var story: StoryCard
    var longDate: String
    var categoryHref: String?
    var narratorHref: String?
    var yearHref: String
    var tags: [String]
    var hasTags: Bool { !tags.isEmpty }
    var audio: AudioView?
    /// The audio file is missing or unreadable: "Recording unavailable".
    var recordingUnavailable: Bool
    /// Filled in only when the page is rendered (see `PageJob.transcript`).
    var transcript: StoryTranscript?
    var previous: StoryCard?
    var next: StoryCard?
    var storyJSONHref: String
}

/// The player and the download link.
struct AudioView: Sendable {
    /// What `<source>` plays: the original, or a playable copy made for browsers.
    var src: String
    var type: String
    var label: String
    var downloadHref: String
    var downloadName: String
    /// "M4A, 1.2 MB"
    var downloadDescription: String
    /// Set when browsers may not play the original and no playable copy could be made.
    var playbackNote: String?
}

/// A transcript in the page itself (browsers show no captions for `<audio>`, and file://
/// blocks loading a .vtt). Long ones show their first lines and fold the rest.
struct TranscriptView: Sendable {
    var timed: Bool
    var lead: [TranscriptLine]
    var rest: [TranscriptLine]
    var hasRest: Bool
}

/// What `{{#transcript}}` shows on a story page: a list of one piece (see `FragmentStore`),
/// or of none when the story has no transcript that can be read ("Transcript unavailable").
///
/// A piece so that a page rendered again only for its neighbours' titles (its previous and
/// next links) takes its transcript from the last build's page, not read or rendered again:
/// that was most of rendering a story page, and a one-story rebuild renders three. The page's
/// frame leaves the neighbours out, so inside the piece they are hidden (`TranscriptPiece`).
struct StoryTranscript: Sendable, PieceListValue {
    /// False when the transcript is missing or cannot be read (known from the last build's
    /// facts when the file is as it was then).
    var available: Bool
    /// The story's piece key; the page's frame stands for everything else the piece shows.
    var pieceKey: UInt64
    /// The transcript read and shaped: called only when the piece is rendered.
    var view: @Sendable () -> TranscriptView?

    var isEmptyList: Bool { !available }

    func forEachPiece(_ body: (UInt64?, () -> TemplateValue) -> Void) {
        guard available else { return }
        // A file that became unreadable with its stamp unchanged shows an empty transcript.
        body(pieceKey) { .fields(TranscriptPiece(view: view() ?? TranscriptView(timed: false, lead: [], rest: [], hasRest: false))) }
    }
}

/// The transcript as its section's template sees it: its fields, and the page's fields
/// below them, but for the neighbours (`previous`, `next`), which look absent. The piece is
/// kept when only they changed, so it must not show them.
struct TranscriptPiece: Sendable {
    var view: TranscriptView
}

/// A cue with its clickable timestamp, or a paragraph of a plain transcript.
struct TranscriptLine: Sendable {
    var id: String
    var text: String
    var speaker: String?
    var start: String?
    var clock: String?
    /// The audio at this moment (a media fragment): works without JavaScript too.
    var href: String?
}
