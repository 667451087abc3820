import Foundation
import StoryCore
import StoryArchive

/// What a journal's file says about one day entry: a sidecar `NAME.json` / `NAME.yml` beside a
/// recording, or a file of its own (an evening mood has no recording). A journal app's export
/// is read as it comes:
///
///     { "date": "2024-03-05", "recorded": "2024-03-05T21:14:03+01:00",
///       "prompt": "What stayed with you today?", "mood": 3, "mood_word": "Happy",
///       "transcript": "I walked to the harbour…" }      (or null: transcription failed)
///
/// `kind` and `person` may be in the file or given as `--kind` / `--person`.
struct DayFields: Sendable {
    var kind: DayEntry.Kind?
    var person: String?
    /// The local day the journal gives (`date` or `day`).
    var day: RecordedDate?
    var recorded: RecordedDate?
    var prompt: String?
    var mood: Int?
    var moodWord: String?
    var moodScale: String?
    var factors: [String]?
    /// A partners' check-in's words (`need`, `gratitude`, `tomorrow`).
    var notes = PartnerNotes()
    /// The words sent with a voice note in a chat (`caption`).
    var caption: String?
    /// The day's answers to the daily questions (from their CSV export).
    var answers: [DailyAnswer] = []
    var language: String?
    var transcript: InlineTranscript = .absent

    /// A transcript written into the file itself.
    enum InlineTranscript: Sendable, Equatable {
        /// No `transcript` field: one beside the recording (`NAME.txt`) is used, if any.
        case absent
        /// `"transcript": null`: the app could not transcribe it.
        case unavailable
        case text(String)
    }

    /// Fields only a journal's entry has: a file with one is not a story's sidecar.
    static let journalOnlyKeys = ["person", "mood_word", "mood_scale", "factors", "transcript"]

    /// The first of `journalOnlyKeys` the document has.
    static func journalOnlyKey(in document: JSONValue) -> String? {
        journalOnlyKeys.first { document[$0] != nil }
    }

    /// Why a journal's file that does not say its kind is refused, and how to ingest it.
    static func kindMissing(_ key: String, file: String) -> IngestError {
        IngestError(.badMetadata, file: file,
                    message: "it has \"\(key)\", which a journal's entry has and a story's notes do not, but it does not say what kind of entry it is",
                    hint: "If these are a journal's entries, run ingest again with --kind KIND (check-in, voice-note or evening) and --person NAME, or add \"kind\" and \"person\" to the file.")
    }

    static let knownKeys: Set<String> = ["kind", "time", "person", "date", "day", "recorded", "prompt", "mood", "mood_word",
                                         "mood_scale", "factors", "need", "gratitude", "tomorrow", "caption", "language", "transcript"]

    /// Whether a document names one of the day entries' kinds: what tells a journal's file from
    /// a story's sidecar when no `--kind` is given.
    static func namesDayKind(_ document: JSONValue) -> Bool {
        guard case .string(let kind)? = document["kind"] else { return false }
        return DayEntry.Kind(rawValue: kind.lowercased()) != nil
    }

    /// Whether a file found on its own (no recording beside it) looks like a day entry: it names
    /// a day kind, or, with `--kind`, gives a day. Other files (a bundle's manifest.json, an
    /// app's settings) are not entries and are passed over.
    static func isLooseEntry(_ document: JSONValue, kindGiven: Bool) -> Bool {
        namesDayKind(document) || namesPartnersTime(document)
            || (kindGiven && (document["date"] ?? document["day"] ?? document["recorded"]) != nil)
    }

    /// Whether a document says it is a partners' check-in's morning or evening (`"time"`).
    static func namesPartnersTime(_ document: JSONValue) -> Bool {
        guard case .string(let time)? = document["time"] else { return false }
        return DayEntry.Kind(partnersTime: time) != nil
    }

    /// Reads every field, gathering each wrong one into `problems`.
    static func read(_ document: JSONValue) -> (DayFields, problems: [String], unknown: [String]) {
        var reader = FieldReader(document)
        var fields = DayFields()
        var problems: [String] = []
        if let kind = reader.string("kind") {
            fields.kind = DayEntry.Kind(rawValue: kind.lowercased())
            if fields.kind == nil { problems.append("\"kind\" should be \(DayEntry.Kind.choices), not \"\(kind)\"") }
        }
        if fields.kind == nil, let time = reader.string("time") {
            // A partners' check-in export says which of the day's two check-ins an entry is.
            fields.kind = DayEntry.Kind(partnersTime: time)
            if fields.kind == nil { problems.append("\"time\" should be morning or evening, not \"\(time)\"") }
        }
        fields.person = reader.string("person")
        fields.day = reader.date("date") ?? reader.date("day")
        fields.recorded = reader.date("recorded")
        fields.prompt = reader.string("prompt")
        if case .string(let word)? = document["mood"] {
            fields.moodWord = word   // an app may write the mood's word only ("Great")
        } else {
            fields.mood = reader.int("mood", in: -1000...1000, expected: "a whole number on the mood scale, or its word")
        }
        fields.moodWord = reader.string("mood_word") ?? fields.moodWord
        fields.moodScale = reader.string("mood_scale")
        fields.factors = reader.stringList("factors", item: "factor")
        let long = InputLimits.textCharacters
        fields.notes = PartnerNotes(need: reader.string("need", maxCharacters: long), gratitude: reader.string("gratitude", maxCharacters: long),
                                    tomorrow: reader.string("tomorrow", maxCharacters: long))
        fields.caption = reader.string("caption", maxCharacters: long)
        fields.language = reader.language("language")
        switch document["transcript"] {
        case nil: fields.transcript = .absent
        case .null?: fields.transcript = .unavailable
        case .string(let text)?:
            fields.transcript = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? .unavailable : .text(text)
        case let other?:
            problems.append("\"transcript\" should be the text, or null when there is none, not \(other.shortDescription)")
        }
        return (fields, reader.problems + problems, reader.unknownKeys(known: knownKeys))
    }
}
