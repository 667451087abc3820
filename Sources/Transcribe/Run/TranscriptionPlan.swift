import Foundation
import StoryCore
import StoryArchive
import Transcript

/// One recording to transcribe: its story or day entry, where the audio is, in which language.
public struct TranscriptionJob: Sendable {
    public var item: any ArchiveItem
    /// The item's folder in the archive.
    public var folder: URL
    public var audioPath: String
    public var language: String
    /// Seconds of audio (0 when its headers did not say): what progress and time left count.
    public var seconds: Double
    /// The file of a person's transcript that `--force` replaces: it is set aside in the trash.
    public var replacesPersons: String?
    /// Whose words it had when planned: if that changes meanwhile (a person drops a file in),
    /// the machine's are not written.
    var wordsWhenPlanned: String?

    /// `stories/<id>` or `days/<id>`, as the archive's folders name it.
    public var place: String { Self.place(of: item) }

    static func place(of item: any ArchiveItem) -> String { type(of: item).collection.folderName + "/" + item.id }
}

/// What `transcribe` will do: the recordings it will transcribe, and those it leaves and why.
public struct TranscriptionPlan: Sendable {
    /// Stories first, then day entries, each in id order.
    public var jobs: [TranscriptionJob] = []
    /// A story or entry left alone, with the reason in words ("has a transcript a person gave").
    public var skipped: [(place: String, reason: String)] = []
    /// story.json or entry.json files that could not be read.
    public var problems: [ItemProblem] = []
    /// Items that have a transcript already and were not named: not worth a line each.
    public var alreadyTranscribed = 0

    public var audioSeconds: Double { jobs.reduce(0) { $0 + $1.seconds } }

    /// What to do.
    public struct Request: Sendable {
        /// The ids named on the command line; empty means every story and entry.
        public var ids: [String]
        /// Replace transcripts that exist, a person's too.
        public var force: Bool
        /// Transcribe as this language, whatever the items say.
        public var language: String?
        /// Whether each id left alone gets a line saying why: the keeper named it. (Ingest's
        /// `--transcribe` names what it added, and most came with a transcript.)
        public var explainsSkips = true

        public init(ids: [String] = [], force: Bool = false, language: String? = nil, explainsSkips: Bool = true) {
            self.ids = ids
            self.force = force
            self.language = language
            self.explainsSkips = explainsSkips
        }
    }

    /// The plan for `request` over `archive`; `handles` says whether the engine knows a language.
    public static func make(_ request: Request, archive: Archive,
                            handles: (String) -> Bool) throws(TranscribeError) -> TranscriptionPlan {
        var plan = TranscriptionPlan()
        let items: [any ArchiveItem]
        if request.ids.isEmpty {
            let (stories, days) = try loadAll(archive)
            plan.problems = stories.problems + days.problems
            items = stories.stories.sorted { $0.id < $1.id } + days.entries.sorted { $0.id < $1.id }
        } else {
            items = try request.ids.map { id throws(TranscribeError) in try named(id, in: archive) }
        }
        for item in items {
            plan.consider(item, request: request, archive: archive, handles: handles)
        }
        return plan
    }

    private mutating func consider(_ item: any ArchiveItem, request: Request, archive: Archive, handles: (String) -> Bool) {
        let named = !request.ids.isEmpty && request.explainsSkips
        let folder = archive.directory(of: type(of: item).collection).appendingPathComponent(item.id, isDirectory: true)
        let place = TranscriptionJob.place(of: item)
        guard let audio = item.audio else {
            if named { skipped.append((place, "has no recording to transcribe")) }
            return
        }
        if item.transcript != nil, !request.force, !named {
            alreadyTranscribed += 1   // whose it is only matters for a line or a replacement: not read
            return
        }
        let words = Self.transcriptState(of: item, in: folder)
        if let words, !request.force {
            if case .given(let file) = words, item.transcript == nil {
                skipped.append((place, "has \(file) in its folder, which its \(type(of: item).collection.metadataFileName) does not name; --force replaces it"))
            } else if named {
                skipped.append((place, "has \(words.description) already; --force replaces it"))
            } else {
                alreadyTranscribed += 1
            }
            return
        }
        let audioPath = folder.appendingPathComponent(audio.file).path
        guard FileManager.default.fileExists(atPath: audioPath) else {
            problems.append(ItemProblem(file: audioPath, message: "the recording is missing; `storychop repair BUNDLE.zip` puts it back from a bundle"))
            return
        }
        let language = request.language ?? item.language ?? archive.config.language
        guard handles(language) else {
            skipped.append((place, "is told in \(language), a language the transcription engine does not transcribe"))
            return
        }
        var persons: String?
        if case .given(let file)? = words { persons = file }
        jobs.append(TranscriptionJob(item: item, folder: folder, audioPath: audioPath, language: language,
                                     seconds: item.duration ?? 0, replacesPersons: persons, wordsWhenPlanned: words?.description))
    }

    /// Whose words an item has: a machine's, a person's (in that file), or none (nil).
    enum Words: CustomStringConvertible {
        case machine
        case given(String)
        case missing(String)

        var description: String {
            switch self {
            case .machine: "a transcript made by machine"
            case .given: "a transcript a person gave or corrected"
            case .missing(let file): "\(file) named in its metadata, but the file is missing (storychop repair puts it back)"
            }
        }
    }

    static func transcriptState(of item: any ArchiveItem, in folder: URL) -> Words? {
        guard let transcript = item.transcript else {
            // A file a person dropped into the folder, not yet named in the metadata, is theirs too.
            let dropped = ["transcript.vtt", "transcript.txt"].first {
                FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path)
            }
            return dropped.map { .given($0) }
        }
        guard let contents = FileManager.default.contents(atPath: folder.appendingPathComponent(transcript.file).path,
                                                          readingAtMost: TranscriptLimits.maxBytes) else { return .missing(transcript.file) }
        return transcript.isMachineMade(contents: contents) ? .machine : .given(transcript.file)
    }

    private static func loadAll(_ archive: Archive) throws(TranscribeError) -> (StoryCatalog, DayCatalog) {
        do {
            return (try archive.loadStories(), try archive.loadDays())
        } catch {
            throw TranscribeError(.io, file: error.file, message: error.message, hint: error.hint)
        }
    }

    private static func named(_ id: String, in archive: Archive) throws(TranscribeError) -> any ArchiveItem {
        let found: Result<any ArchiveItem, ItemProblem>? = !Archive.isItemName(id) ? nil : archive.loadItem(Story.self, folder: id).map { $0.map { $0 } }
            ?? archive.loadItem(DayEntry.self, folder: id).map { $0.map { $0 } }
        switch found {
        case .success(let item)?:
            return item
        case .failure(let problem)?:
            throw TranscribeError(.noSuchItem, file: problem.file, message: problem.message,
                                  hint: "Fix the file by hand first; nothing was transcribed.")
        case nil:
            throw TranscribeError(.noSuchItem, file: archive.root.path, message: "there is no story or day entry \"\(id)\"",
                                  hint: "Use the id (the folder's name) that `storychop list` or `storychop list --days` shows.")
        }
    }
}
