import Foundation
import StoryArchive

/// What ingest reads from a journal's file (`storychop probe NAME.json`), without adding it:
/// each field as a line, and what is wrong with it. Fields the file leaves to the command line
/// (`--kind`, `--person`) are said to be missing, not wrong.
public enum JournalFileProbe {
    public struct Reading: Sendable {
        /// "a journal's entry", "a journal's export".
        public var what: String
        /// ("kind", "check-in"), ("mood", "3 Happy, on the daily check-in scale") …
        public var fields: [(String, String)]
        public var problems: [String]
    }

    /// Whether `path` is a file this probe reads (JSON, YAML or CSV), not a recording.
    public static func reads(_ path: String) -> Bool {
        FileKinds.isDocument(URL(fileURLWithPath: path).lastPathComponent)
    }

    /// `kind` and `person`: what `--kind` and `--person` would say for a file that does not.
    public static func read(_ path: String, scales: MoodScales, kind given: DayEntry.Kind? = nil,
                            person: String? = nil) throws(IngestError) -> Reading {
        let url = URL(fileURLWithPath: path)
        let input = InputClassifier(kindGiven: given != nil).classify(LooseFile(url: url, displayName: path))
        let isExport = switch input {
        case .journalExport, .answersTable, .oversized: true
        case .refused(_, let error): error.reason == .tooLarge
        default: FileKinds.isTable(url.lastPathComponent)   // another app's CSV is said to be none
        }
        if isExport {
            return readExport(input, shownAs: path, scales: scales, kind: given, person: person)
        }
        let document = try SidecarReader.document(url, shownAs: path, isNotes: false)
        let (fields, problems, unknown) = DayFields.read(document.value)
        var reading = Reading(what: "a journal's entry", fields: [], problems: problems + unknown.map { "unknown field \"\($0)\" is ignored" })
        let kind = fields.kind ?? given
        reading.fields.append(("kind", fields.kind?.rawValue ?? given.map { "\($0.rawValue) (from --kind)" } ?? "not given (pass --kind at ingest)"))
        reading.fields.append(("person", fields.person ?? person.map { "\($0) (from --person)" } ?? "not given (pass --person at ingest)"))
        if let day = fields.day { reading.fields.append(("day", day.dayString)) }
        if let recorded = fields.recorded { reading.fields.append(("recorded", recorded.description)) }
        if let prompt = fields.prompt { reading.fields.append(("prompt", prompt)) }
        if let value = fields.mood {
            if let name = fields.moodScale ?? kind?.defaultMoodScale {
                switch scales.rating(value, word: fields.moodWord, scale: name) {
                case .success(let rating): reading.fields.append(("mood", "\(rating.value) \(rating.word), on the \(scales.scale(named: name)?.title.lowercased() ?? name) scale"))
                case .failure(let mismatch): reading.problems.append(mismatch.message)
                }
            } else {
                // Which scale depends on the kind given at ingest.
                reading.fields.append(("mood", "\(value)" + (fields.moodWord.map { " \($0)" } ?? "") + ", on the scale of the kind given at ingest"))
            }
        }
        if let factors = fields.factors, !factors.isEmpty { reading.fields.append(("factors", factors.joined(separator: ", "))) }
        switch fields.transcript {
        case .absent: reading.fields.append(("transcript", "none in the file (a NAME.txt beside the recording is used)"))
        case .unavailable: reading.fields.append(("transcript", "unavailable (the app could not transcribe it)"))
        case .text(let text): reading.fields.append(("transcript", "\(text.split(whereSeparator: \.isWhitespace).count) words"))
        }
        return reading
    }
}
