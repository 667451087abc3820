import AudioProbe
import Foundation
import StoryArchive

/// Everything known about a day entry before its files are written, from its journal file
/// (`DayFields`), the command line and the recording. Each rule the journals keep is checked
/// here, naming the file at fault: a person, a kind, a mood on its scale, a day not in the future.
struct DayEntryDraft: Sendable {
    var entry: DayEntry
    var transcript: TranscriptImporter.Imported?
    var warnings: [IngestReport.Warning]
    /// The id a re-imported entry had.
    var preferredID: String?
    /// The checksum a re-imported entry recorded for its audio; the copy must match it.
    var expectedSHA256: String?

    /// What an entry is made from: its journal file, its recording, or both.
    struct Origin {
        var fields: DayFields
        /// How the journal file is named to the keeper; the recording's name when there is none.
        var shownAs: String
        var recording: Recording?
        var audio: AudioInfo?
        /// The file's own name, when `shownAs` says more (`partners.json, entry 2`).
        var fileName: String? = nil
    }

    static func make(_ origin: Origin, context: DraftContext) throws(IngestError) -> DayEntryDraft {
        let options = context.options
        let fields = origin.fields
        let file = origin.shownAs
        guard let kind = fields.kind ?? options.dayKind else {
            throw IngestError(.badMetadata, file: file, message: "it does not say what sort of day entry it is",
                              hint: "Add \"kind\": \"check-in\" (or \(DayEntry.Kind.choices)) to the file, or pass --kind.")
        }
        guard let person = fields.person ?? options.person else {
            throw IngestError(.badMetadata, file: file, message: "it does not say whose \(kind.phrase) this is",
                              hint: "Add \"person\": \"NAME\" to the file, or pass --person NAME for everything in this run.")
        }
        if kind.needsAudio, origin.audio == nil {
            throw IngestError(.badMetadata, file: file, message: "a \(kind.phrase) is a recording, but there is none beside this file",
                              hint: "Put the recording beside it with the same name (NAME.m4a next to NAME.json), or leave the file out.")
        }
        try checkWritten(kind, fields: fields, file: file)
        var warnings: [IngestReport.Warning] = []
        let (day, recorded) = try when(origin, context: context, warnings: &warnings)
        var moodFields = fields
        if let flag = options.flags.mood {
            moodFields.mood = flag.rawValue
            moodFields.moodWord = nil
        }
        let mood = try rating(moodFields, kind: kind, scales: context.moodScales, file: file)
        let transcript = try transcript(origin, options: options, warnings: &warnings)
        let audioFile = origin.audio.map { AudioFile(probed: $0) }
        let entry = DayEntry(id: "", kind: kind, person: person, day: day, recorded: recorded,
                             prompt: options.flags.prompt ?? fields.prompt, mood: mood, factors: fields.factors ?? [],
                             notes: fields.notes.nonEmpty, caption: fields.caption, answers: fields.answers,
                             language: options.flags.language ?? fields.language ?? transcript?.language,
                             duration: origin.audio.map { StoryDraft.rounded($0.duration) }, audio: audioFile,
                             transcript: transcript?.file,
                             source: Source(originalFile: origin.recording?.audio.lastPathComponent ?? origin.fileName ?? URL(fileURLWithPath: file).lastPathComponent,
                                            importedAt: context.importedAt))
        return DayEntryDraft(entry: entry, transcript: transcript, warnings: warnings)
    }

    /// The entry's local day and the time its recording started. The journal's `date` is the
    /// day (a past day may be filled in later), but for a recording begun in the last hour
    /// before midnight whose app gave the next day: the day a recording *started* is its day.
    /// Without a `date`, `recorded` says it (a time in UTC is first put in the keeper's zone),
    /// else the recording itself (tags, a date in its name, its file time).
    private static func when(_ origin: Origin, context: DraftContext,
                             warnings: inout [IngestReport.Warning]) throws(IngestError) -> (RecordedDate, RecordedDate?) {
        let options = context.options
        let zone = options.timeZone
        let flagged = options.flags.recorded.map { local($0, in: zone) }
        var recorded = flagged ?? origin.fields.recorded.map { local($0, in: zone) }
        let day: RecordedDate
        if let given = flagged == nil ? origin.fields.day?.dayOnly : nil {
            day = try dayOf(given, started: recorded, shownAs: origin.shownAs, warnings: &warnings)
            recorded = recorded ?? origin.audio.flatMap { context.resolver.tagLayer($0.tags).recorded }.map { local($0, in: zone) }
        } else if let start = recorded {
            day = start.dayOnly
        } else if let audio = origin.audio, let recording = origin.recording {
            let resolved = context.resolver.resolve(flags: MetadataFields(), sidecar: MetadataFields(), audio: audio, file: recording.audio)
            recorded = local(resolved.recorded, in: zone)
            day = resolved.recorded.dayOnly
            warnings += resolved.warnings.map { IngestReport.Warning(file: recording.displayName, message: $0) }
        } else {
            throw IngestError(.badMetadata, file: origin.shownAs, message: "it does not say which day the entry belongs to",
                              hint: "Add \"date\": \"2024-03-05\" (or \"recorded\" with the time) to the file, or pass --date.")
        }
        try checkNotInFuture(day, recorded: recorded, options: options, shownAs: origin.shownAs)
        return (day, recorded)
    }

    /// The journal's `date`, unless the recording began in the hour before midnight and the app
    /// gave the day it ended.
    private static func dayOf(_ given: RecordedDate, started: RecordedDate?, shownAs: String,
                              warnings: inout [IngestReport.Warning]) throws(IngestError) -> RecordedDate {
        guard let started, let seconds = started.secondsIntoDay, seconds >= 23 * 3600,
              given == started.dayOnly.nextDay else { return given }
        warnings.append(IngestReport.Warning(file: shownAs, message:
            "its date \(given.dayString) is the day after the recording started (\(started.description)); the entry belongs to \(started.dayString), the day it started"))
        return started.dayOnly
    }

    /// A time in UTC (`Z`) is no one's local time: it is put in the keeper's time zone.
    private static func local(_ date: RecordedDate, in zone: TimeZone) -> RecordedDate {
        date.utcOffset == 0 && date.secondsIntoDay != nil ? RecordedDate(date.instant, in: zone) : date
    }

    /// Refuses an entry from after now: its start when known, else its day against the keeper's
    /// tomorrow (a relative's day can be ahead of the keeper's by the time zones between them).
    private static func checkNotInFuture(_ day: RecordedDate, recorded: RecordedDate?, options: IngestOptions,
                                         shownAs: String) throws(IngestError) {
        let today = RecordedDate(options.now, in: options.timeZone).dayOnly
        let future: Bool
        if let recorded, recorded.secondsIntoDay != nil, recorded.utcOffset != nil {
            future = recorded.instant > options.now.addingTimeInterval(300)
        } else {
            future = day > today.nextDay
        }
        guard future else { return }
        throw IngestError(.badMetadata, file: shownAs, message: "its day \(day.dayString) is in the future (today is \(today.dayString))",
                          hint: "Check the date in the file (or the clock of the device that made it), fix it, and run ingest again.")
    }

    /// A written entry says something: the morning what is needed, the evening a mood or words,
    /// the day's answers at least one answer.
    private static func checkWritten(_ kind: DayEntry.Kind, fields: DayFields, file: String) throws(IngestError) {
        let empty = switch kind {
        case .partnersMorning: fields.notes.need == nil
        case .partnersEvening: fields.mood == nil && fields.moodWord == nil && fields.notes.nonEmpty == nil
        case .answers: fields.answers.isEmpty
        default: false
        }
        guard empty else { return }
        let wanted = switch kind {
        case .partnersMorning: "\"need\" (one thing I need today)"
        case .partnersEvening: "\"mood\" (Great, Okay or Difficult), \"gratitude\" or \"tomorrow\""
        default: "answers"
        }
        throw IngestError(.badMetadata, file: file, message: "this \(kind.phrase) is empty: it has no \(wanted)",
                          hint: "Fill it in, or leave the entry out; nothing was added for it.")
    }

    private static func rating(_ fields: DayFields, kind: DayEntry.Kind, scales: MoodScales,
                               file: String) throws(IngestError) -> MoodRating? {
        guard fields.mood != nil || fields.moodWord != nil else { return nil }
        switch scales.rating(fields.mood, word: fields.moodWord, scale: fields.moodScale ?? kind.defaultMoodScale) {
        case .success(let rating): return rating
        case .failure(let mismatch):
            throw IngestError(.badMetadata, file: file, message: mismatch.message,
                              hint: "Fix \"mood\" in the file (or give its scale with \"mood_scale\", described in the archive's \(MoodScales.fileName)), then run ingest again; nothing was added for it.")
        }
    }

    /// `--transcript`, the text inside the journal file, else a transcript beside the recording.
    private static func transcript(_ origin: Origin, options: IngestOptions,
                                   warnings: inout [IngestReport.Warning]) throws(IngestError) -> TranscriptImporter.Imported? {
        var imported: TranscriptImporter.Imported?
        var shownAs = origin.shownAs
        if let explicit = options.transcript {
            shownAs = explicit
            imported = try TranscriptImporter.load(URL(fileURLWithPath: explicit), shownAs: explicit, reader: options.reader)
        } else if case .text(let text) = origin.fields.transcript {
            imported = try TranscriptImporter.inline(text, shownAs: origin.shownAs)
        } else if let recording = origin.recording, let beside = recording.transcript {
            shownAs = recording.displayName(of: beside)
            imported = try TranscriptImporter.load(beside, shownAs: shownAs, reader: options.reader)
        }
        warnings += (imported?.warnings ?? []).map { IngestReport.Warning(file: shownAs, message: $0) }
        return imported
    }
}

extension DayEntryDraft {
    /// An entry from a StoryChop bundle or a copied entry folder: its `entry.json` as it was.
    /// `read`: the entry.json at `file`, as the classifier decoded it.
    static func reimport(_ file: URL, _ read: Result<DayEntry, ItemProblem>, shownAs: String, recording: Recording?, audio: AudioInfo?,
                         context: DraftContext) throws(IngestError) -> DayEntryDraft {
        var entry: DayEntry
        switch read {
        case .success(let decoded): entry = decoded
        case .failure(let problem): throw IngestError(.badMetadata, file: shownAs, message: problem.message, hint: "Fix entry.json by hand, then run ingest again.")
        }
        let expected = entry.audio?.sha256
        entry.schema = DayEntry.schemaVersion
        if let audio, let stored = entry.audio {
            entry.audio = AudioFile(probed: audio, sha256: stored.sha256)
            entry.duration = StoryDraft.rounded(audio.duration)
        }
        var transcript: TranscriptImporter.Imported?
        if let recording, let beside = recording.transcript {
            transcript = try TranscriptImporter.load(beside, shownAs: recording.displayName(of: beside), reader: context.options.reader)
        } else if recording == nil, let named = entry.transcript?.file, StoryFileName.isPlain(named) {
            let beside = file.deletingLastPathComponent().appendingPathComponent(named, isDirectory: false)
            if FileManager.default.fileExists(atPath: beside.path) {
                transcript = try TranscriptImporter.load(beside, shownAs: String(shownAs.dropLast("entry.json".count)) + named,
                                                         reader: context.options.reader)
            }
        }
        entry.transcript = transcript?.file(keepingMarkOf: entry.transcript)
        return DayEntryDraft(entry: entry, transcript: transcript, warnings: [], preferredID: entry.id,
                             expectedSHA256: expected.flatMap { $0.isEmpty ? nil : $0 })
    }
}
