import StoryArchive
import StoryCore

/// Why one recording (or one source) was not added. Ingest gathers these and carries on,
/// so every valid recording in the same run is still added.
public typealias IngestError = StageError<IngestErrorReason>

public enum IngestErrorReason: ErrorReason {
    /// The source path does not exist or cannot be read.
    case missingSource
    /// The audio could not be probed: empty, truncated, not audio, no index.
    case badAudio
    /// Shorter than the archive's `min_duration`.
    case tooShort
    /// A sidecar `NAME.json` / `NAME.yml` (or a command-line value) is wrong.
    case badMetadata
    /// A journal's or sidecar's file holds more than StoryChop reads from one file: to be split, not fixed.
    case tooLarge
    /// A transcript could not be read.
    case badTranscript
    /// A ZIP that is unsafe or unreadable.
    case badZip
    /// A StoryChop bundle whose files do not match its manifests or whose ZIP records disagree.
    case damagedBundle
    /// A person's day already holds the once-a-day entry this would be (check-in, evening mood).
    case dayTaken
    /// The bytes do not match the checksum recorded for them.
    case checksumMismatch
    /// Reading or writing failed.
    case io
}

extension StageError where Reason == IngestErrorReason {
    /// Wraps an archive-level error met while adding one recording (or entry) shown as `file`:
    /// that name leads, as in every ingest error; the file that failed, when another (a staging
    /// file on a full disk), follows the message.
    init(_ error: ArchiveError, file: String) {
        let failed = error.file.flatMap { $0 == file || $0.hasSuffix("/" + file) ? nil : $0 }
        self.init(error.reason == .io ? .io : .badMetadata, file: file,
                  message: error.message + (failed.map { " (\($0))" } ?? ""), hint: error.hint)
    }
}
