import Foundation
import StoryArchive

/// One recording found in the sources, with the files that travel with it, read.
struct Recording: Sendable {
    /// The audio file on disk (inside a temporary folder when it came from a ZIP).
    var audio: URL
    /// How to name it to the user: the path they gave, or `Family.zip:memos/a.m4a`.
    var displayName: String
    /// Its notes, `NAME.json` / `NAME.yml`, if any (read into `makes`).
    var sidecar: URL?
    /// A transcript beside it (`NAME.vtt`, `.srt`, `.txt`, `.whisper.json`, or a whisper `NAME.json`).
    var transcript: URL?
    /// A WebVTT chapters file beside it (`NAME.chapters.vtt`), its cues the story's chapters.
    var chapters: URL? = nil
    /// What it becomes, decided by `InputClassifier` from the files beside it; a failure is
    /// its notes that cannot be read, reported when the recording's turn comes.
    var makes: Result<Makes, IngestError>
    /// Its photos: those beside it with its name, then those its notes list (or a re-imported
    /// story keeps), in that order.
    var photos: [PhotoSource] = []
    /// What is wrong in its notes' list of photos, reported when the story is added.
    var photoWarnings: [IngestReport.Warning] = []
    /// A voice note from a chat export: a refusal's advice speaks of chats, not stories.
    var isChatNote = false

    enum Makes: Sendable {
        /// A story, with its notes (`NAME.json` / `NAME.yml`) parsed, if it has any.
        case story(notes: SidecarReader.Document?)
        /// A day entry: its notes name a day kind, or `--kind` was given.
        case dayEntry(notes: SidecarReader.Document?)
        /// A StoryChop story folder's recording (a re-imported bundle), its `story.json` decoded.
        case storedStory(file: URL, Story)
        /// A StoryChop day entry folder's recording, its `entry.json` decoded.
        case storedEntry(file: URL, DayEntry)
    }

    /// The name a companion file of this recording is shown with in messages.
    func displayName(of companion: URL) -> String {
        let prefix = displayName.dropLast(audio.lastPathComponent.count)
        return prefix + companion.lastPathComponent
    }
}
