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

    /// Nil when the file is not a journal's at all (a bundle's manifest.json, another app's CSV).
    static func read(_ document: LooseDocument, context: DraftContext) -> JournalDocument? {
        do throws(IngestError) {
            let size = (try? FileManager.default.attributesOfItem(atPath: document.file.path)[.size] as? Int) ?? 0
            guard size <= InputLimits.journalBytes else {
                throw IngestError(.badMetadata, file: document.displayName,
                                  message: "this file is larger than \(InputLimits.journalBytes / 1_000_000) MB, the most a journal's export may be",
                                  hint: "Check that it is the app's export; split it by year and ingest each part.")
            }
            if FileKinds.isTable(document.file.lastPathComponent) {
                return try answers(document, context: context)
            }
            return try entries(document, context: context)
        } catch {
            return JournalDocument(parts: [Part(shownAs: document.displayName, draft: .failure(error))])
        }
    }

    /// A daily questions CSV: a draft per person and day, a problem per bad row.
    private static func answers(_ document: LooseDocument, context: DraftContext) throws(IngestError) -> JournalDocument? {
        let name = document.displayName
        guard let data = FileManager.default.contents(atPath: document.file.path, readingAtMost: InputLimits.journalBytes) else {
            throw IngestError(.io, file: name, message: "cannot read this file", hint: "Check that you may read the file.")
        }
        guard isAnswersTable(data) else { return nil }   // another app's CSV is passed over
        let text: DelimitedText
        do {
            text = try DelimitedText(data)
        } catch {
            throw IngestError(.badMetadata, file: name, message: "it cannot be read as CSV: \(error.message)",
                              hint: "Save it again from the app or spreadsheet as CSV (UTF-8), then run ingest again.")
        }
        let table = try AnswersTable(text, shownAs: name, person: context.options.person, known: context.questions)
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
                                                           fileName: document.file.lastPathComponent), context: context))
            }
            result.parts.append(Part(shownAs: shownAs, draft: draft))
        }
        result.parts += table.problems.map { Part(shownAs: $0.file ?? name, draft: .failure($0)) }
        return result
    }

    /// A JSON or YAML file: a re-imported `entry.json`, an export listing `entries`, or one entry.
    private static func entries(_ document: LooseDocument, context: DraftContext) throws(IngestError) -> JournalDocument? {
        let name = document.displayName
        if document.isEntryJSON {
            let draft = try DayEntryDraft.reimport(document.file, shownAs: name, recording: nil, audio: nil, context: context)
            if let audio = draft.entry.audio {
                throw IngestError(.badAudio, file: name, message: "the recording it names (\(audio.file)) is not in its folder",
                                  hint: "Put the recording back beside entry.json (from a backup or another copy of the bundle), then run ingest again.")
            }
            return JournalDocument(parts: [Part(shownAs: name, draft: .success(.day(draft)))])
        }
        if document.file.lastPathComponent == DailyQuestions.fileName {
            return try listedQuestions(document)
        }
        let kindGiven = context.options.dayKind != nil
        let parsed: SidecarReader.Document
        do {
            parsed = try SidecarReader.document(document.file, shownAs: name, limit: InputLimits.journalBytes)
        } catch {
            // Without --kind a file that cannot be read is not known to be an entry: it is passed over.
            if kindGiven { throw error }
            return nil
        }
        if listsEntries(parsed.value, kindGiven: kindGiven), case .array(let items)? = parsed.value["entries"] {
            let parts = items.enumerated().map { index, item in
                let shownAs = "\(name), entry \(index + 1)"
                return Part(shownAs: shownAs, draft: Result { () throws(IngestError) in
                    try one(SidecarReader.Document(value: item, shownAs: shownAs, isJSON: parsed.isJSON),
                            fileName: document.file.lastPathComponent, context: context)
                })
            }
            return JournalDocument(parts: parts)
        }
        guard DayFields.isLooseEntry(parsed.value, kindGiven: kindGiven) else {
            // A journal's entry that does not say its kind (an evening mood without "kind") is
            // refused rather than passed over; any other file (a bundle's manifest.json) is.
            let hasDay = parsed.value["date"] ?? parsed.value["day"] ?? parsed.value["recorded"] ?? parsed.value["mood"]
            if hasDay != nil, let key = DayFields.journalOnlyKey(in: parsed.value) { throw DayFields.kindMissing(key, file: name) }
            return nil
        }
        return JournalDocument(parts: [Part(shownAs: name, draft: Result { () throws(IngestError) in try one(parsed, context: context) })])
    }

    /// A questions.yml (a bundle carries the archive's beside the questions' pages): its
    /// questions join the archive's, archived ones marked so.
    private static func listedQuestions(_ document: LooseDocument) throws(IngestError) -> JournalDocument {
        let data = FileManager.default.contents(atPath: document.file.path, readingAtMost: InputLimits.metadataBytes) ?? Data()
        do throws(ArchiveError) {
            return JournalDocument(questions: try DailyQuestions.parse(data, file: document.displayName).questions)
        } catch {
            throw IngestError(.badMetadata, file: document.displayName, message: error.message, hint: error.hint)
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

extension JournalDocument {
    /// Whether a CSV's first row names question and answer columns (read leniently: a file not
    /// in UTF-8 is still known by its header, to be refused with why rather than passed over).
    /// Only the first row that is not blank is read here, so a file broken further down (an
    /// unclosed quote) is known by its header too.
    static func isAnswersTable(_ data: Data) -> Bool {
        let text = String(decoding: data.prefix(64 * 1024), as: UTF8.self)
        let header = text.split(whereSeparator: \.isNewline).first { !$0.allSatisfy(\.isWhitespace) } ?? ""
        return (try? DelimitedText(Data(header.utf8))).map(AnswersTable.looksLikeAnswers) ?? false
    }

    /// Whether a document is an export listing `entries` of a journal's: one of them names a
    /// day kind or a time of day, or `--kind` says what they are. Another app's "entries" is not.
    static func listsEntries(_ document: JSONValue, kindGiven: Bool) -> Bool {
        guard case .array(let items)? = document["entries"] else { return false }
        return kindGiven || items.contains { DayFields.namesDayKind($0) || DayFields.namesPartnersTime($0) }
    }

    /// Whether a file is an export of many entries (a daily questions CSV, or a list of `entries`).
    static func isExport(_ file: URL, kindGiven: Bool) -> Bool {
        guard let data = FileManager.default.contents(atPath: file.path, readingAtMost: InputLimits.journalBytes) else { return false }
        // Over the limit it cannot be looked into: read as an export, it is refused naming the limit.
        if data.count > InputLimits.journalBytes { return true }
        if FileKinds.isTable(file.lastPathComponent) { return isAnswersTable(data) }
        let value = try? MetadataDocument.parse(data, isJSON: file.pathExtension.lowercased() == "json", limit: InputLimits.journalBytes)
        return value.map { listsEntries($0, kindGiven: kindGiven) } ?? false
    }
}

extension RecordingPreparer {
    /// A journal's file without recordings, each of its entries read, checked and staged.
    func prepare(_ document: LooseDocument) -> (items: [PreparedItem], questions: [DailyQuestions.Question]) {
        guard let journal = JournalDocument.read(document, context: context) else { return ([], []) }
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
