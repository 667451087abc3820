import AudioProbe
import StoryArchive

/// A recording as far as it could be taken on its own (see `RecordingPreparer`).
struct PreparedRecording: Sendable {
    var recording: Recording
    var outcome: Outcome

    enum Outcome: Sendable {
        /// Not addable whatever else the run holds: audio that cannot be read (probed or hashed)
        /// or is too short. The audio's warnings, when it could be probed, are still reported.
        case rejected(IngestError, audioWarnings: [String])
        /// The same bytes as a story the archive already held.
        case skipped(why: String, audioWarnings: [String])
        /// Probed and long enough; whether it is added depends on what came before it.
        case ready(audio: AudioInfo, draft: Result<StoryDraft, IngestError>, read: Result<Read, IngestError>)
    }

    /// The audio as read: its digest, and its staged copy (none in a dry run, or when the draft failed).
    struct Read: Sendable {
        var digest: FileDigest.Result
        var staged: StagedStory?
    }

    /// Why a repeat of a story already held is skipped.
    static func duplicate(of existing: String) -> String {
        "the same recording is already in the archive as \(existing)"
    }
}
