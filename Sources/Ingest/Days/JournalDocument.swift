import Foundation
import StoryCore
import StoryArchive

/// A journal's file without recordings, read into its day entries: an evening mood or a
/// re-imported entry (one each), a partners' check-in export (`"entries": [...]`, one per
/// element) or a daily questions CSV (one per person and day). Each entry, or each bad row or
/// element, is an item of its own, so one wrong line never keeps the rest out.
struct JournalDocument {
    /// One entry's draft, or why it cannot be one, with how it is named to the keeper.
    struct Part {
        var shownAs: String
        var draft: Result<ItemDraft, IngestError>
    }

    var parts: [Part] = []
    /// The questions a daily questions export names, for `questions.yml`.
    var questions: [DailyQuestions.Question] = []

    /// The entries of a journal's file as `InputClassifier` classified it (and read it, once;
    /// a large one is read again here, its turn: `Kept`); nil for an input that is not a journal's file.
    static func read(_ input: IngestInput, context: DraftContext) -> JournalDocument? {
        let reader = context.options.reader
        do throws(IngestError) {
            switch input {
            case .answersTable(let file, let kept): return try answers(file, try kept.table(of: file, reader: reader), context: context)
            case .journalExport(let file, let kept): return export(file, try kept.document(of: file, reader: reader), context: context)
            case .dayEntry(let file, let kept):
                return JournalDocument(parts: [Part(shownAs: file.displayName, draft: Result { () throws(IngestError) in
                    try one(try kept.document(of: file, reader: reader), context: context)
                })])
            case .storedEntry(let file, let read): return try stored(file, read, context: context)
            case .questionList(let file, let data): return try listedQuestions(file, data)
            case .oversized(let file):
                throw IngestError(.badMetadata, file: file.displayName,
                                  message: "this file is larger than \(InputLimits.journalBytes / 1_000_000) MB, the most a journal's export may be",
                                  hint: "Check that it is the app's export; split it by year and ingest each part.")
            case .refused(_, let error): throw error
            case .recording, .storyMetadata, .unreadableStory, .strayNote, .ignored, .peopleBook, .chat, .unreadableChat: return nil
            }
        } catch {
            return JournalDocument(parts: [Part(shownAs: error.file ?? "", draft: .failure(error))])
        }
    }

    /// A daily questions CSV: a draft per person and day, a problem per bad row.
    private static func answers(_ file: LooseFile, _ data: Data, context: DraftContext) throws(IngestError) -> JournalDocument {
        let name = file.displayName
        let table = try AnswersTable(data, shownAs: name, person: context.options.person, known: context.questions)
        var result = JournalDocument(questions: table.questions)
        for day in table.days {
            let shownAs = "\(name), row \(day.firstRow)"
            var fields = DayFields()
            fields.kind = .answers
            fields.person = day.person
            fields.day = day.day
            fields.answers = day.answers
            let draft = Result { () throws(IngestError) in
                ItemDraft.day(try DayEntryDraft.make(.init(fields: fields, shownAs: shownAs, recording: nil, audio: nil,
                                                           fileName: file.url.lastPathComponent), context: context))
            }
            result.parts.append(Part(shownAs: shownAs, draft: draft))
        }
        result.parts += table.problems.map { Part(shownAs: $0.file ?? name, draft: .failure($0)) }
        return result
    }

    /// A re-imported `entry.json` whose recording is not beside it: a written entry, taken as it was.
    private static func stored(_ file: LooseFile, _ read: Result<DayEntry, ItemProblem>,
                               context: DraftContext) throws(IngestError) -> JournalDocument {
        let name = file.displayName
        let draft = try DayEntryDraft.reimport(file.url, read, shownAs: name, recording: nil, audio: nil, context: context)
        if let audio = draft.entry.audio {
            throw IngestError(.badAudio, file: name, message: "the recording it names (\(audio.file)) is not in its folder",
                              hint: "Put the recording back beside entry.json (from a backup or another copy of the bundle), then run ingest again.")
        }
        return JournalDocument(parts: [Part(shownAs: name, draft: .success(.day(draft)))])
    }

    /// An export listing `entries`: a draft, or why not, per element; past
    /// `AnswersTable.maxProblems` wrong elements, the rest are counted in one more problem.
    private static func export(_ file: LooseFile, _ parsed: SidecarReader.Document, context: DraftContext) -> JournalDocument {
        guard case .array(let items)? = parsed.value["entries"] else { return JournalDocument() }
        var result = JournalDocument()
        var wrong = 0
        for (index, item) in items.enumerated() {
            let shownAs = "\(file.displayName), entry \(index + 1)"
            let draft = Result { () throws(IngestError) in
                try one(SidecarReader.Document(value: item, shownAs: shownAs, isJSON: parsed.isJSON),
                        fileName: file.url.lastPathComponent, context: context)
            }
            if case .failure = draft { wrong += 1 }
            if case .failure = draft, wrong > AnswersTable.maxProblems { continue }
            result.parts.append(Part(shownAs: shownAs, draft: draft))
        }
        let unlisted = wrong - AnswersTable.maxProblems
        if unlisted > 0 {
            result.parts.append(Part(shownAs: file.displayName, draft: .failure(IngestError(
                .badMetadata, file: file.displayName,
                message: "\(unlisted) more \(unlisted == 1 ? "entry is" : "entries are") wrong, not listed one by one (the first \(AnswersTable.maxProblems) are)",
                hint: "Check that this is the app's export; fix the entries listed, then run ingest again to see the rest. Its good entries were added and are not added twice."))))
        }
        return result
    }

    /// A questions.yml (a bundle carries the archive's beside the questions' pages): its
    /// questions join the archive's, archived ones marked so.
    private static func listedQuestions(_ file: LooseFile, _ data: Data) throws(IngestError) -> JournalDocument {
        do throws(ArchiveError) {
            return JournalDocument(questions: try DailyQuestions.parse(data, file: file.displayName).questions)
        } catch {
            throw IngestError(.badMetadata, file: file.displayName, message: error.message, hint: error.hint)
        }
    }

    /// One entry's fields, read and checked.
    private static func one(_ document: SidecarReader.Document, fileName: String? = nil,
                            context: DraftContext) throws(IngestError) -> ItemDraft {
        let (fields, warnings) = try SidecarReader.dayFields(document)
        var draft = try DayEntryDraft.make(.init(fields: fields, shownAs: document.shownAs, recording: nil, audio: nil,
                                                 fileName: fileName), context: context)
        draft.warnings = warnings.map { IngestReport.Warning(file: document.shownAs, message: $0) } + draft.warnings
        return .day(draft)
    }
}

extension RecordingPreparer {
    /// A journal's file without recordings, each of its entries read, checked and staged.
    func prepare(_ input: IngestInput) -> (items: [PreparedItem], questions: [DailyQuestions.Question]) {
        guard let journal = JournalDocument.read(input, context: context) else { return ([], []) }
        let items = journal.parts.map { part in
            guard case .success(let draft) = part.draft else {
                return PreparedItem(displayName: part.shownAs, outcome: .ready(audioWarnings: [], draft: part.draft,
                                                                               read: part.draft.map { _ in .init(digest: nil, staged: nil) }))
            }
            let read: Result<PreparedItem.Read, IngestError> = options.dryRun
                ? .success(PreparedItem.Read(digest: nil, staged: nil))
                : stage(draft, shownAs: part.shownAs) { _ throws(ArchiveError) in nil }
            return PreparedItem(displayName: part.shownAs, outcome: .ready(audioWarnings: [], draft: .success(draft), read: read))
        }
        return (items, journal.questions)
    }
}
