/// What an export wrote, for the summary line.
public struct ExportReport: Sendable, Equatable {
    /// The finished ZIP.
    public var zipPath: String
    /// The folder everything sits in inside the ZIP (`Family-Stories`).
    public var topFolder: String
    /// Stories in the bundle.
    public var stories: Int
    /// Day entries (check-ins, voice notes, evening moods) in the bundle.
    public var dayEntries: Int
    /// Files under `data/` (the payload), and their bytes.
    public var payloadFiles: Int
    public var payloadBytes: Int64
    /// Entries in the ZIP (payload and tag files), their bytes before compression (what
    /// `verify` counts), and the ZIP's size on disk.
    public var entries: Int
    public var entryBytes: Int64
    public var zipBytes: Int64
    /// The time every entry carries (seconds since 1970, UTC).
    public var modified: Int
    /// The private stories, kept in the archive and left out of the bundle.
    public var privateStories: [String] = []
    /// The stories still sealed, whose recordings and transcripts the bundle leaves out: id →
    /// the day the seal lifts (`2030-03-01`).
    public var sealedStories: [String: String] = [:]
}
