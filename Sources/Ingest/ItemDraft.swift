import AudioProbe
import Foundation
import StoryArchive

/// What every draft is made with: the run's options and what it read once.
struct DraftContext: Sendable {
    var options: IngestOptions
    var resolver: MetadataResolver
    var moodScales: MoodScales
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

    /// Which one a recording makes: a StoryChop folder's own file says; otherwise a sidecar that
    /// names a day entry's kind, or `--kind`, makes a day entry, and anything else a story.
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
        if let sidecar, case .string(let kind)? = sidecar.value["kind"], !DayFields.namesDayKind(sidecar.value), kind.lowercased() != "story" {
            throw IngestError(.badMetadata, file: sidecar.shownAs, message: "\"kind\" should be \(DayEntry.Kind.choices) or story, not \"\(kind)\"",
                              hint: "Fix \"kind\" in the file, then run ingest again; nothing was added for this recording.")
        }
        guard context.options.dayKind != nil || sidecar.map({ DayFields.namesDayKind($0.value) }) == true else {
            if let sidecar, let key = DayFields.journalOnlyKeys.first(where: { sidecar.value[$0] != nil }) {
                // Taken as a story, a journal's check-in would lose its transcript and mood word.
                throw IngestError(.badMetadata, file: sidecar.shownAs,
                    message: "it has \"\(key)\", which a journal's entry has and a story's notes do not, but it does not say what kind of entry it is",
                    hint: "If these are a journal's check-ins, run ingest again with --kind check-in --person NAME (or add \"kind\" and \"person\" to the file).")
            }
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
}
