import StoryArchive

/// A story or a day entry as publishing sees it: where its files are in the archive and go in
/// the site, and what its player is called.
struct MediaItem: Sendable {
    /// How its media is looked up: a story's id, or `days/<id>` (ids of the two may be alike).
    var key: String
    var collection: ArchiveCollection
    /// Its folder's name.
    var id: String
    /// `stories/<id>/` or `days/<id>/`, in the archive.
    var archiveFolder: String
    /// `stories/<id>/`, or `days/<yyyy-mm-dd>/<id>/` beside its day's page, in the site.
    var siteFolder: String
    var metadataFile: String
    /// What its recording is called to a screen reader and on downloads ("How We Met").
    var title: String
    /// The name a downloaded recording is saved under (without its ending).
    var downloadName: String
    /// Under which the player remembers where a listener stopped.
    var playerID: String
    var duration: Double?
    var audio: AudioFile?
    var transcript: TranscriptFile?

    init(_ story: Story) {
        key = story.id
        collection = .stories
        id = story.id
        archiveFolder = ItemLayout.archiveFolder(.stories, id: story.id)
        siteFolder = story.publishedFolder
        metadataFile = Story.collection.metadataFileName
        title = story.title
        downloadName = story.id
        playerID = story.id
        duration = story.duration
        audio = story.audio
        transcript = story.transcript
    }

    init(_ entry: DayEntry) {
        key = Self.key(of: entry)
        collection = .days
        id = entry.id
        archiveFolder = ItemLayout.archiveFolder(.days, id: entry.id)
        siteFolder = entry.publishedFolder
        metadataFile = DayEntry.collection.metadataFileName
        title = DayText.title(of: entry)
        downloadName = entry.id
        playerID = "day-" + entry.id
        duration = entry.duration
        audio = entry.audio
        transcript = entry.transcript
    }

    static func key(of entry: DayEntry) -> String { "days/" + entry.id }
}
