import Foundation
import StoryArchive

/// How an ingest run behaves: the metadata given on the command line and the knobs tests need.
public struct IngestOptions: Sendable {
    /// `--title`, `--prompt`, `--category`, `--narrator`, `--date`, `--mood`: override every other source.
    public var flags: MetadataFields
    /// `--kind`: what the recordings are when their files do not say (a check-in, a voice note…);
    /// nil: stories, unless a sidecar names a day entry's kind.
    public var dayKind: DayEntry.Kind?
    /// `--person`: whose day entries they are when their files do not say.
    public var person: String?
    /// `--transcript FILE`, for a run that adds one recording.
    public var transcript: String?
    /// Report what would be added, write nothing.
    public var dryRun: Bool
    /// The keeper's time zone, for instants stored in UTC.
    public var timeZone: TimeZone
    /// The clock, injected so tests get the same `imported_at` every time.
    public var now: Date
    /// Called before each recording, for a progress line.
    public var progress: (@Sendable (IngestProgress) -> Void)?
    /// Limits on unpacking a ZIP source.
    public var zipLimits: ZipSourceLimits
    /// `--take-intact`: from a damaged StoryChop bundle, take the stories and day entries that
    /// are intact (and name those left out) instead of refusing the whole bundle.
    public var takeIntact: Bool
    /// `--from`: the chat senders whose voice notes are taken (none given: a chat's senders are
    /// listed and nothing is taken from it).
    public var from: [String]
    /// `--kind story`: a chat's voice notes become stories told by their senders, not voice-note
    /// day entries of theirs.
    public var chatNotesAsStories: Bool
    /// How the files beside the audio are read: the disk, or a test's reader that counts.
    var reader: InputReader = .disk

    public init(flags: MetadataFields = MetadataFields(), dayKind: DayEntry.Kind? = nil, person: String? = nil,
                transcript: String? = nil, dryRun: Bool = false,
                timeZone: TimeZone = .current, now: Date = Date(),
                progress: (@Sendable (IngestProgress) -> Void)? = nil, zipLimits: ZipSourceLimits = .standard,
                takeIntact: Bool = false, from: [String] = [], chatNotesAsStories: Bool = false) {
        self.flags = flags
        self.dayKind = dayKind
        self.person = person
        self.transcript = transcript
        self.dryRun = dryRun
        self.timeZone = timeZone
        self.now = now
        self.progress = progress
        self.zipLimits = zipLimits
        self.takeIntact = takeIntact
        self.from = from
        self.chatNotesAsStories = chatNotesAsStories
    }
}

/// Where ingest is, for a progress line: `[12/40] how-we-met.m4a`.
public struct IngestProgress: Sendable {
    public var current: Int
    public var total: Int
    public var file: String
}
