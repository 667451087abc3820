import Foundation
import StoryArchive

/// One recording found in the sources, with the files that travel with it.
struct Recording: Sendable {
    /// The audio file on disk (inside a temporary folder when it came from a ZIP).
    var audio: URL
    /// How to name it to the user: the path they gave, or `Family.zip:memos/a.m4a`.
    var displayName: String
    /// `NAME.json` / `NAME.yml` metadata sidecar, if any.
    var sidecar: URL?
    /// A transcript beside it (`NAME.vtt`, `.srt`, `.txt`, `.whisper.json`, or a whisper `NAME.json`).
    var transcript: URL?
    /// A StoryChop `story.json` describing it: a re-imported bundle or a copied story folder.
    var storyJSON: URL?
    /// A StoryChop `entry.json` describing it: a day entry's folder, re-imported.
    var entryJSON: URL? = nil

    /// The name a companion file of this recording is shown with in messages.
    func displayName(of companion: URL) -> String {
        let prefix = displayName.dropLast(audio.lastPathComponent.count)
        return prefix + companion.lastPathComponent
    }
}

/// A JSON or YAML file found without a recording of its own: a journal's entry that has no
/// audio (an evening mood), a re-imported entry folder without audio, or something else (a
/// bundle's manifest.json), which ingest passes over.
struct LooseDocument: Sendable {
    var file: URL
    var displayName: String
    /// Whether it is a StoryChop `entry.json`, kept as it was on re-import.
    var isEntryJSON: Bool
}
