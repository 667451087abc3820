import StoryArchive
import StoryCore

/// Why a book could not be made: nothing chosen, the engine missing or failing, a cover that
/// cannot be read, the archive or the output folder refusing a read or a write.
public typealias BookError = StageError<BookErrorReason>

public enum BookErrorReason: ErrorReason {
    /// The choices leave no story to print.
    case nothingChosen
    /// A choice names something the archive does not have (an id, a trim size).
    case badChoice
    /// The typesetting engine is not installed or did not start.
    case noEngine
    /// The engine ran and failed, or wrote something that is not the book.
    case engineFailed
    /// The cover photo cannot be read.
    case badPhoto
    /// Another StoryChop command is changing the archive (its lock is held).
    case locked
    /// Reading the archive or writing the book failed.
    case io
}

extension StageError where Reason == BookErrorReason {
    /// Carries an archive error over, keeping its file and words.
    init(_ error: ArchiveError) {
        let reason: BookErrorReason = switch error.reason {
        case .io: .io
        case .locked: .locked
        default: .badChoice
        }
        self.init(reason, file: error.file, message: error.message, hint: error.hint)
    }
}
