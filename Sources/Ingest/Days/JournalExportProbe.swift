import Foundation
import StoryArchive

extension JournalFileProbe {
    /// What ingest would make of an export: how many entries of which kinds, whose, over which
    /// days, its questions; and each entry or row it would refuse, with why.
    static func readExport(_ input: IngestInput, shownAs path: String, scales: MoodScales, kind: DayEntry.Kind?,
                           person: String?) -> Reading {
        let options = IngestOptions(dayKind: kind, person: person)
        let context = DraftContext(options: options,
                                   resolver: MetadataResolver(prompts: PromptLibrary(categories: []), timeZone: options.timeZone, now: options.now),
                                   moodScales: scales, questions: DailyQuestions(), importedAt: "")
        guard let journal = JournalDocument.read(input, context: context) else {
            return Reading(what: "not a journal's export", fields: [],
                           problems: ["its first row names no question and answer columns: ingest passes it over"])
        }
        var entries: [DayEntry] = []
        var problems: [String] = []
        for part in journal.parts {
            switch part.draft {
            case .success(.day(let draft)): entries.append(draft.entry)
            case .success(.story): break
            case .failure(let error):
                // "entry 4: …" for an element of a JSON export; a CSV row's message names its row.
                let place = part.shownAs.hasPrefix(path + ", entry ") ? String(part.shownAs.dropFirst(path.count + 2)) + ": " : ""
                problems.append(place + error.message)
            }
        }
        var reading = Reading(what: "a journal's export", fields: [], problems: problems)
        let kinds = Dictionary(grouping: entries, by: \.kind)
        reading.fields.append(("entries", entries.isEmpty ? "none" : DayEntry.Kind.allCases.compactMap { kind in
            kinds[kind].map { "\($0.count) \(kind.rawValue)" }
        }.joined(separator: ", ")))
        var people: [String] = []
        for entry in entries where !people.contains(entry.person) { people.append(entry.person) }
        if !people.isEmpty { reading.fields.append(("people", people.joined(separator: ", "))) }
        if let first = entries.map(\.day).min(), let last = entries.map(\.day).max() {
            reading.fields.append(("days", first == last ? first.dayString : "\(first.dayString) to \(last.dayString)"))
        }
        if !journal.questions.isEmpty {
            let archived = journal.questions.count(where: \.archived)
            reading.fields.append(("questions", "\(journal.questions.count)" + (archived > 0 ? " (\(archived) archived)" : "")))
        }
        return reading
    }
}
