import StoryArchive
import StoryCore

/// What an ingest run did, for the summary the keeper reads at the end.
public struct IngestReport: Sendable {
    /// A story or day entry that was added (or, in a dry run, would be).
    public struct Added: Sendable, Equatable {
        public var id: String
        /// `stories` or `days`: where it went in the archive.
        public var collection: ArchiveCollection = .stories
        /// The recording, as the user named it (`Family.zip:memos/a.m4a` inside a ZIP).
        public var file: String
        public var title: String
        /// A day's answers gaining the ones a later export has: the entry replaced by its new version.
        public var amends = false
        /// The photos kept with a story.
        public var photos = 0
    }

    /// A recording left out on purpose: not an error. A chat's notes already in the archive
    /// are one line for the chat (`count` of them).
    public struct Skipped: Sendable, Equatable {
        public var file: String
        public var why: String
        public var count = 1
    }

    /// A chat's senders of voice notes, listed when no `--from` chose whose to take.
    public struct ChatSenders: Sendable, Equatable {
        /// The chat as the keeper named it (`Chat.zip`), and its app (`WhatsApp`).
        public var chat: String
        public var app: String
        /// By notes sent, most first.
        public var senders: [Sender]

        public struct Sender: Sendable, Equatable {
            public var name: String
            public var notes: Int
            /// The notes' length together, of those in the export.
            public var seconds: Double
            /// Notes whose file the export does not hold.
            public var missing: Int
        }
    }

    /// Something worth knowing that did not stop the recording from being added.
    public struct Warning: Sendable, Equatable {
        public var file: String
        public var message: String
    }

    public var added: [Added] = []
    public var skipped: [Skipped] = []
    public var rejected: [IngestError] = []
    public var warnings: [Warning] = []
    /// The chats ingested without `--from`: nothing was taken from them.
    public var chatsListed: [ChatSenders] = []
    /// Questions added to `questions.yml`, and questions it newly marks archived.
    public var questionsNoted = 0
    public var questionsArchived = 0
    /// people.yml and portraits a bundle brought back (archive-relative paths).
    public var peopleFilesAdded: [String] = []
    /// Bytes of audio copied into the archive.
    public var bytesAdded: Int64 = 0
    public var dryRun = false

    public init(dryRun: Bool = false) {
        self.dryRun = dryRun
    }

    /// 0 when everything was fine, 1 when anything was rejected, 3 when writing failed.
    public var exitStatus: ExitStatus {
        rejected.map(\.exitStatus).max() ?? .ok
    }

    /// Takes stories that could not be moved into place back out of `added` and rejects them,
    /// at `position` among the rejections: where they fell when their batch was full, though
    /// the batch was committed (on a thread of its own) while later recordings were added.
    mutating func withdraw(_ failures: [(any ArchiveItem, ArchiveError)], rejectedAt position: Int) {
        var failed: [IngestError] = []
        for (item, error) in failures {
            let collection = type(of: item).collection
            guard let index = added.firstIndex(where: { $0.id == item.id && $0.collection == collection }) else { continue }
            let withdrawn = added.remove(at: index)
            bytesAdded -= item.audio?.bytes ?? 0
            failed.append(IngestError(error, file: withdrawn.file))
        }
        rejected.insert(contentsOf: failed, at: position)
    }

    mutating func warn(_ file: String, _ messages: [String]) {
        warnings += messages.map { Warning(file: file, message: $0) }
    }
}
