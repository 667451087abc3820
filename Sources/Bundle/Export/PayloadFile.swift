/// One file of the bundle's `data/` folder and where its bytes come from.
struct PayloadFile: Sendable, Equatable {
    /// Path under `data/`, with `/` separators: `stories/<id>/audio.m4a`.
    var path: String
    /// The file on disk that is streamed into the ZIP.
    var source: String
    /// Size when the walk found it; `Payload-Oxum` is written from it before the bytes.
    var bytes: Int64
    /// The SHA-256 and size a story's `story.json` (or an entry's `entry.json`) records for this file (its audio), checked
    /// while the bytes are written.
    var expected: Expected?
    /// For a story's own files: which story and file, for `manifest.json`'s story list.
    var slot: StoryFileFacts.Slot?
    /// For a day entry's own files: which entry (its index in `ExportDays`) and file.
    var entrySlot: StoryFileFacts.Slot? = nil
    /// What the file is to the bundle, when it is more than a page of the site: `book` for the
    /// printed book's files (`manifest.json` lists it with the file).
    var role: String? = nil

    struct Expected: Sendable, Equatable {
        var sha256: String
        var bytes: Int64
        /// What the file is to its item, in a sentence: "recording", "photo".
        var what = "recording"
        /// Where the checksum is recorded, and what to do when the bytes differ (nil: put back the original).
        var recordedIn = "its story.json or entry.json"
        var remedy: String? = nil
    }
}
