import AudioProbe
import StoryArchive

/// A recording, or a journal's file without one, as far as it could be taken on its own (see
/// `RecordingPreparer`).
struct PreparedItem: Sendable {
    /// How the recording, or the file, is named to the keeper.
    var displayName: String
    var outcome: Outcome

    enum Outcome: Sendable {
        /// Not addable whatever else the run holds: audio that cannot be read (probed or hashed)
        /// or is too short. The audio's warnings, when it could be probed, are still reported.
        case rejected(IngestError, audioWarnings: [String])
        /// The same bytes as a story already held.
        case skipped(why: String, audioWarnings: [String])
        /// Probed and long enough; whether it is added depends on what came before it.
        case ready(audioWarnings: [String], draft: Result<ItemDraft, IngestError>, read: Result<Read, IngestError>)
    }

    /// The audio as read: its digest (none for an entry without a recording), and the item's
    /// staged folder (none in a dry run, or when the draft failed).
    struct Read: Sendable {
        var digest: FileDigest.Result?
        var staged: StagedFolder?
        /// The story's photos, taken into `staged` (probed only, in a dry run).
        var photos = PhotoIntake.Taken()
    }

    /// Why a repeat of a story or entry already held is skipped.
    static func duplicate(of existing: String) -> String {
        "the same recording is already in the archive as \(existing)"
    }
}
