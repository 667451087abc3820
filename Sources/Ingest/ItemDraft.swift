import AudioProbe
import Foundation
import StoryArchive

/// What every draft is made with: the run's options and what it read once.
struct DraftContext: Sendable {
    var options: IngestOptions
    var resolver: MetadataResolver
    var moodScales: MoodScales
    /// The archive's `questions.yml`, which a question's type in a new export must agree with.
    var questions: DailyQuestions
    /// `imported_at`, the same for every item of the run (a date formatter is slow to make).
    var importedAt: String
}

/// A recording's (or a journal file's) draft: a story or a day entry.
enum ItemDraft: Sendable {
    case story(StoryDraft)
    case day(DayEntryDraft)

    var collection: ArchiveCollection {
        switch self {
        case .story: .stories
        case .day: .days
        }
    }

    var transcript: TranscriptImporter.Imported? {
        switch self {
        case .story(let draft): draft.transcript
        case .day(let draft): draft.transcript
        }
    }

    /// Which one a recording makes: a StoryChop folder's own file says; otherwise its sidecar
    /// or `--kind` (see `isDayEntry`).
    static func make(recording: Recording, audio: AudioInfo, context: DraftContext) throws(IngestError) -> ItemDraft {
        if recording.storyJSON != nil {
            return .story(try StoryDraft.make(recording: recording, audio: audio, sidecar: nil, context: context))
        }
        if let entryJSON = recording.entryJSON {
            return .day(try DayEntryDraft.reimport(entryJSON, shownAs: recording.displayName(of: entryJSON),
                                                   recording: recording, audio: audio, context: context))
        }
        let sidecar = try recording.sidecar.map { file throws(IngestError) in
            try SidecarReader.document(file, shownAs: recording.displayName(of: file))
        }
        guard try isDayEntry(sidecar, options: context.options) else {
            return .story(try StoryDraft.make(recording: recording, audio: audio, sidecar: sidecar, context: context))
        }
        var fields = DayFields()
        var warnings: [IngestReport.Warning] = []
        if let sidecar {
            let read = try SidecarReader.dayFields(sidecar)
            fields = read.0
            warnings = read.warnings.map { IngestReport.Warning(file: sidecar.shownAs, message: $0) }
        }
        let origin = DayEntryDraft.Origin(fields: fields, shownAs: sidecar?.shownAs ?? recording.displayName,
                                          recording: recording, audio: audio)
        var draft = try DayEntryDraft.make(origin, context: context)
        draft.warnings = warnings + draft.warnings
        return .day(draft)
    }

    /// A day entry when the sidecar names a day kind, or `--kind` is given and the sidecar does
    /// not say `"kind": "story"` (a file's own kind wins). A sidecar with a journal's fields but
    /// no kind is refused: taken as a story, a check-in would lose its transcript and mood word.
    private static func isDayEntry(_ sidecar: SidecarReader.Document?, options: IngestOptions) throws(IngestError) -> Bool {
        guard let sidecar else { return options.dayKind != nil }
        if DayFields.namesDayKind(sidecar.value) { return true }
        if case .string(let kind)? = sidecar.value["kind"] {
            guard kind.lowercased() == "story" else {
                throw IngestError(.badMetadata, file: sidecar.shownAs, message: "\"kind\" should be \(DayEntry.Kind.choices) or story, not \"\(kind)\"",
                                  hint: "Fix \"kind\" in the file, then run ingest again; nothing was added for this recording.")
            }
            return false
        }
        if options.dayKind != nil { return true }
        if let key = DayFields.journalOnlyKey(in: sidecar.value) { throw DayFields.kindMissing(key, file: sidecar.shownAs) }
        return false
    }
}
