import Foundation
import StoryCore
import StoryArchive
import Transcript

/// The one place that decides what a file ingest found is (`IngestInput`). `FileKinds` sorts
/// files by name as the finder walks; here a recording is paired with its notes and transcript,
/// a StoryChop folder is read, and a file found alone is read once and recognised by what it
/// holds. What was read travels in the input, so no later step opens the file to know what it is.
struct InputClassifier: Sendable {
    /// `--kind` was given: a JSON or YAML file that gives a day is then an entry, and one that
    /// cannot be read is refused rather than passed over.
    var kindGiven: Bool
    var reader: InputReader = .disk
    /// Held while a file over `InputLimits.metadataBytes` is read and parsed to be classified.
    /// A lock of its own, not `Locked(())`: ThreadSanitizer takes every access to a stored `()`
    /// for one at the object's start, and reported a race on each large file classified.
    let oneLargeFileAtATime = NSLock()

    /// A JSON, YAML or CSV file that no recording took as its notes or transcript; `stored`: a
    /// StoryChop `entry.json` (without its recording), as decoded.
    func classify(_ file: LooseFile, stored: Result<DayEntry, ItemProblem>? = nil) -> IngestInput {
        let size = (try? FileManager.default.attributesOfItem(atPath: file.url.path)[.size] as? Int) ?? 0
        guard size <= InputLimits.journalBytes else { return .oversized(file) }
        if let stored { return .storedEntry(file, stored) }
        let name = file.url.lastPathComponent
        let isLarge = size > InputLimits.metadataBytes
        if FileKinds.isTable(name) {
            // A large table is known by its first row: only that much is read until its turn.
            guard let data = reader.contents(file.url.path, isLarge ? Self.headerBytes : InputLimits.journalBytes) else {
                return .refused(file, Self.cannotRead(file))
            }
            guard Self.isAnswersTable(data) else { return .ignored(shownAs: file.displayName, why: .otherAppsTable) }
            return .answersTable(file, isLarge ? .readAgain : .contents(data))
        }
        if name == DailyQuestions.fileName {
            return .questionList(file, reader.contents(file.url.path, InputLimits.metadataBytes) ?? Data())
        }
        guard isLarge else { return notes(file, isSmall: true) }
        // Read whole to be known (what it lists), then let go: classified on every core, large
        // files would otherwise be parsed several at once.
        return oneLargeFileAtATime.withLock {
            switch notes(file, isSmall: false) {
            case .journalExport(let file, _): .journalExport(file, .readAgain)
            case .dayEntry(let file, _): .dayEntry(file, .readAgain)
            case let input: input
            }
        }
    }

    /// JSON or YAML: a journal's export or entry (a new app's format is recognised here), a
    /// story's note whose recording is missing, or a file no journal writes.
    private func notes(_ file: LooseFile, isSmall: Bool) -> IngestInput {
        let parsed: SidecarReader.Document
        do {
            parsed = try Self.document(file, reader: reader)
        } catch {
            return kindGiven || error.reason == .tooLarge ? .refused(file, error) : .ignored(shownAs: file.displayName, why: .unreadable)
        }
        let value = parsed.value
        if Self.listsEntries(value, kindGiven: kindGiven) { return .journalExport(file, .contents(parsed)) }
        if DayFields.isLooseEntry(value, kindGiven: kindGiven) { return .dayEntry(file, .contents(parsed)) }
        // A journal's entry that does not say its kind (an evening mood without "kind") is
        // refused rather than passed over; any other file (a bundle's manifest.json) is.
        if (value["date"] ?? value["day"] ?? value["recorded"] ?? value["mood"]) != nil, let key = DayFields.journalOnlyKey(in: value) {
            return .refused(file, DayFields.kindMissing(key, file: file.displayName))
        }
        if isSmall, MetadataFields.isStoryNote(value) { return .strayNote(file) }
        return .ignored(shownAs: file.displayName, why: .notAJournal)
    }

    /// A journal's JSON or YAML file, parsed: when classified, and a large one again at its turn (`Kept`).
    fileprivate static func document(_ file: LooseFile, reader: InputReader) throws(IngestError) -> SidecarReader.Document {
        try SidecarReader.document(file.url, shownAs: file.displayName, limit: InputLimits.journalBytes, isNotes: false, reader: reader)
    }

    fileprivate static func cannotRead(_ file: LooseFile) -> IngestError {
        IngestError(.io, file: file.displayName, message: "cannot read this file", hint: "Check that you may read the file.")
    }

    /// Whether a document is an export listing `entries` of a journal's: one of them names a
    /// day kind or a time of day, or `--kind` says what they are. Another app's "entries" is not.
    static func listsEntries(_ document: JSONValue, kindGiven: Bool) -> Bool {
        guard case .array(let items)? = document["entries"] else { return false }
        return kindGiven || items.contains { DayFields.namesDayKind($0) || DayFields.namesPartnersTime($0) }
    }

    /// Whether a CSV's first row names question and answer columns (read leniently: a file not
    /// in UTF-8 is still known by its header, to be refused with why rather than passed over).
    /// Only the first row that is not blank is read here, so a file broken further down (an
    /// unclosed quote) is known by its header too.
    static func isAnswersTable(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(headerBytes), as: UTF8.self)
        let header = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return (try? DelimitedText(Data(header.utf8))).map(AnswersTable.looksLikeAnswers) ?? false
    }

    /// How much of a CSV is read to find its first row.
    static let headerBytes = 64 * 1024
}

extension InputClassifier {
    /// A StoryChop story folder (it holds `story.json`): its recording, with the transcript the
    /// story names; the story, refused, when its recording is gone, or when its story.json does
    /// not load (walked as loose files, its recording would come in as a new story without its
    /// details); nil when the story.json is not StoryChop's (a note named so), and the folder
    /// is walked as any other. `prefix`: what the folder's files are named with (`Family.zip:stories/x/`).
    func storyFolder(_ directory: URL, prefix: String, names: Set<String>) -> IngestInput? {
        let json = directory.appendingPathComponent("story.json", isDirectory: false)
        let file = LooseFile(url: json, displayName: prefix + "story.json")
        let data = reader.contents(json.path, InputLimits.metadataBytes)
        let story: Story
        switch Story.decoded(data, file: json.path) {
        case .success(let decoded): story = decoded
        case .failure(let problem):
            guard Self.isStoryChops(data) else { return nil }
            return .unreadableStory(IngestError(.badMetadata, file: file.displayName, message: problem.message,
                                                hint: "Fix story.json by hand (or take it from another copy), then run ingest again; nothing in its folder was added."))
        }
        guard let audio = story.audio else { return nil }
        guard names.contains(audio.file) else { return .storyMetadata(file, story) }
        let transcript = story.transcript.flatMap { names.contains($0.file) ? directory.appendingPathComponent($0.file, isDirectory: false) : nil }
        let (photos, photoWarnings) = PhotoSource.kept(by: story, in: directory, prefix: prefix)
        return .recording(Recording(audio: directory.appendingPathComponent(audio.file, isDirectory: false), displayName: prefix + audio.file,
                                    transcript: transcript, makes: .success(.storedStory(file: json, story)),
                                    photos: photos, photoWarnings: photoWarnings))
    }

    /// Whether a story.json that does not load is StoryChop's all the same: unreadable, too
    /// large or not JSON, or holding a key StoryChop writes and no note has (`audio`, `source`…).
    /// A note a keeper named story.json (only a note's keys) is not.
    static func isStoryChops(_ data: Data?) -> Bool {
        guard let data, data.count <= InputLimits.metadataBytes,
              let document = try? JSONDecoder().decode(JSONValue.self, from: data) else { return true }
        return !Story.keys.subtracting(MetadataFields.sidecarKeys).isDisjoint(with: document.keys)
    }

    /// A StoryChop day entry folder (it holds `entry.json`): its recording with the entry and
    /// the transcript it names, or, for an entry without audio here, `entry.json` on its own.
    func entryFolder(_ directory: URL, prefix: String, names: Set<String>) -> IngestInput {
        let json = directory.appendingPathComponent("entry.json", isDirectory: false)
        let read = DayEntry.decoded(reader.contents(json.path, InputLimits.metadataBytes), file: json.path)
        guard case .success(let entry) = read, let audio = entry.audio, names.contains(audio.file) else {
            return classify(LooseFile(url: json, displayName: prefix + "entry.json"), stored: read)
        }
        let transcript = entry.transcript.flatMap { names.contains($0.file) ? directory.appendingPathComponent($0.file, isDirectory: false) : nil }
        return .recording(Recording(audio: directory.appendingPathComponent(audio.file, isDirectory: false), displayName: prefix + audio.file,
                                    transcript: transcript, makes: .success(.storedEntry(file: json, entry))))
    }
}

extension Kept<SidecarReader.Document> {
    /// The document kept, or, for a large file, the file's read again now, at its turn.
    func document(of file: LooseFile, reader: InputReader) throws(IngestError) -> SidecarReader.Document {
        switch self {
        case .contents(let document): document
        case .readAgain: try InputClassifier.document(file, reader: reader)
        }
    }
}

extension Kept<Data> {
    /// The table's bytes kept, or, for a large file, read again now, at its turn.
    func table(of file: LooseFile, reader: InputReader) throws(IngestError) -> Data {
        switch self {
        case .contents(let data): return data
        case .readAgain:
            guard let data = reader.contents(file.url.path, InputLimits.journalBytes) else { throw InputClassifier.cannotRead(file) }
            return data
        }
    }
}
