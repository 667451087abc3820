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

    /// The one a recording makes, as `InputClassifier` decided from the files beside it.
    static func make(recording: Recording, audio: AudioInfo, context: DraftContext) throws(IngestError) -> ItemDraft {
        let sidecar: SidecarReader.Document?
        switch try recording.makes.get() {
        case .storedStory(_, let story):
            return .story(try StoryDraft.reimport(story, recording: recording, audio: audio, context: context))
        case .storedEntry(let file, let entry):
            return .day(try DayEntryDraft.reimport(file, .success(entry), shownAs: recording.displayName(of: file),
                                                   recording: recording, audio: audio, context: context))
        case .story(let notes):
            return .story(try StoryDraft.make(recording: recording, audio: audio, sidecar: notes, context: context))
        case .dayEntry(let notes):
            sidecar = notes
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
