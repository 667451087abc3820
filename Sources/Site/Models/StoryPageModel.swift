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
    var transcript: TranscriptView?
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
