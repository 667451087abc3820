import Foundation
import StoryCore
import StoryArchive

/// What one file ingest found is, decided once by `InputClassifier` from its name, its folder
/// and its bytes, each file read once. Every case carries what was read, so the steps after it
/// (`RecordingPreparer`, `JournalDocument`) never open the file again to know what it is; the
/// one exception is a journal's file over a megabyte, read again when its turn comes (`Kept`).
/// A new journal app's format is a case here, recognised in `InputClassifier.classify`.
enum IngestInput: Sendable {
    /// A recording with its notes and transcript (`Recording`).
    case recording(Recording)
    /// A StoryChop `story.json` whose recording is not beside it: refused, naming the recording.
    case storyMetadata(LooseFile, Story)
    /// A StoryChop `story.json` that does not load (not JSON, a wrong field): refused, naming
    /// it, and its folder not walked, so its recording never comes in as a new story without it.
    case unreadableStory(IngestError)
    /// A WhatsApp or Telegram chat export (its folder, or the ZIP it came in): the voice notes
    /// of the senders chosen with `--from` become recordings (`ChatIntake`).
    case chat(FoundChat)
    /// A chat export refused whole (its file unreadable, two chats in one folder): its folder
    /// is not walked, so its attachments never come in as loose recordings.
    case unreadableChat(IngestError)
    /// A journal's entry in a file of its own (an evening mood, a partners' check-in), parsed.
    case dayEntry(LooseFile, Kept<SidecarReader.Document>)
    /// A StoryChop `entry.json` without its recording (a written entry, re-imported), decoded.
    case storedEntry(LooseFile, Result<DayEntry, ItemProblem>)
    /// An export listing a journal's `entries` (a partners' check-in app's), parsed.
    case journalExport(LooseFile, Kept<SidecarReader.Document>)
    /// A daily questions CSV: its first row names question and answer columns.
    case answersTable(LooseFile, Kept<Data>)
    /// The questions a bundle carries (`questions.yml`).
    case questionList(LooseFile, Data)
    /// A bundle's `people-book/` folder: the archive's people.yml and portraits, brought back
    /// where the archive has none (`PeopleImport`).
    case peopleBook(LooseFile)
    /// A story's note whose recording is missing or misnamed: it is passed over with a warning.
    case strayNote(LooseFile)
    /// Larger than a journal's export may be (`InputLimits.journalBytes`): refused unread.
    case oversized(LooseFile)
    /// A journal's file refused whole: unreadable, or without the kind it needs.
    case refused(LooseFile, IngestError)
    /// Passed over, and why. (A file of no kind ingest reads, such as a bundle's page, is
    /// passed by its name in the walk and is no input at all.)
    case ignored(shownAs: String, why: Ignored)

    enum Ignored: Sendable, Equatable {
        /// JSON or YAML no journal writes (a bundle's manifest.json, an app's settings).
        case notAJournal
        /// JSON or YAML that cannot be read, while no `--kind` says it is a journal's.
        case unreadable
        /// A CSV without question and answer columns (another app's table).
        case otherAppsTable
        /// A ZIP inside a folder or ZIP (its name): not opened, with a warning.
        case zipInside(String)
        /// A photo beside no recording of its name and in no recording's notes.
        case photoAlone
    }

    /// Whether a source holding this holds something to ingest; one holding nothing of the
    /// kind is refused as empty. A journal's file passed over or refused counts only when
    /// `--kind` says that its JSON and YAML files are entries.
    func isSomething(kindGiven: Bool) -> Bool {
        switch self {
        case .recording, .storyMetadata, .unreadableStory, .chat, .unreadableChat, .dayEntry, .storedEntry, .journalExport, .answersTable, .questionList, .oversized, .peopleBook: true
        case .refused(_, let error) where error.reason == .tooLarge: true
        case .refused(let file, _), .strayNote(let file): kindGiven && !FileKinds.isTable(file.url.lastPathComponent)
        case .ignored(_, let why): kindGiven && why == .notAJournal
        }
    }
}

/// A journal's file's contents as `InputClassifier` read them, or, for a file over
/// `InputLimits.metadataBytes`, only that it is of its case. Every file is classified before
/// the first is imported, so keeping what each large one held (an export of years, up to
/// `InputLimits.journalBytes`) until its turn would hold them all at once: such a file is let
/// go once classified and read again at its turn (`JournalDocument.read`), so ingest holds one
/// at a time. This second read is the one exception to each file being read once.
enum Kept<Contents: Sendable>: Sendable {
    case contents(Contents)
    case readAgain
}

/// A file found with no recording of its own, as it is named to the keeper.
struct LooseFile: Sendable {
    var url: URL
    var displayName: String
}

/// The one door through which ingest reads the small files it classifies and imports (notes,
/// journals' files, StoryChop metadata, transcripts); audio is probed and copied apart.
/// `InputClassificationTests` counts through it that each file is read once.
struct InputReader: Sendable {
    /// The file's bytes, at most `limit + 1` of them; nil when it cannot be read.
    var contents: @Sendable (_ path: String, _ limit: Int) -> Data?

    static let disk = InputReader { path, limit in FileManager.default.contents(atPath: path, readingAtMost: limit) }
}
