import Foundation

/// One person's entry for one local day: the contents of `days/<id>/entry.json`.
///
/// The day is the one on which the recording *started*; it is written out (`day`) so a person
/// reading the file, or a recording across midnight, never leaves it in doubt. Entries are never
/// changed by StoryChop once saved. Fields are in the order the file has them; optional ones are
/// written as `null` so a person editing the file sees them all.
public struct DayEntry: ArchiveItem, Equatable {
    public static let schemaVersion = 1
    public static var collection: ArchiveCollection { .days }

    public var schema: Int
    /// The folder name: `2024-03-05-grandma-rose-check-in`.
    public var id: String
    public var kind: Kind
    /// Who made the entry, as the family calls them ("Grandma Rose").
    public var person: String
    /// The local calendar day the entry belongs to (never a time).
    public var day: RecordedDate
    /// When the recording started, when known.
    public var recorded: RecordedDate?
    /// The question of the day ("What stayed with you today?").
    public var prompt: String?
    public var mood: MoodRating?
    /// What the person picked as affecting them (Sleep, News …), in the order they picked them.
    public var factors: [String]
    /// The BCP 47 language of the recording; nil means the archive's `language`.
    public var language: String?
    /// Seconds, from the audio's headers.
    public var duration: Double?
    public var audio: AudioFile?
    public var transcript: TranscriptFile?
    public var source: Source?

    /// What sort of entry, as `entry.json` writes it. Kinds still to come (partners' morning and
    /// evening notes, answers to daily questions) are described in docs/ARCHITECTURE.md.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The daily voice check-in: one per person per day, with a mood and the day's prompt.
        case checkIn = "check-in"
        /// A quick voice capture at any time of day; any number a day.
        case voiceNote = "voice-note"
        /// The evening wind-down: a mood and the factors picked, one per person per day.
        case evening

        /// Whether a person has at most one of these a day.
        public var isOncePerDay: Bool { self != .voiceNote }
        /// Whether it is a recording (and so needs one).
        public var needsAudio: Bool { self != .evening }
        /// The mood scale a mood of this kind is given on when the file names none.
        public var defaultMoodScale: String { self == .evening ? "evening" : "check-in" }

        /// "check-in", "voice note", "evening mood": for sentences and headings.
        public var phrase: String {
            switch self {
            case .checkIn: "check-in"
            case .voiceNote: "voice note"
            case .evening: "evening mood"
            }
        }

        /// "a check-in", "an evening mood".
        public var phraseWithArticle: String {
            (self == .evening ? "an " : "a ") + phrase
        }

        /// "check-in, voice-note or evening", for messages about a wrong kind.
        public static let choices = allCases.map(\.rawValue).joined(separator: ", ")
    }

    public init(id: String, kind: Kind, person: String, day: RecordedDate, recorded: RecordedDate? = nil,
                prompt: String? = nil, mood: MoodRating? = nil, factors: [String] = [], language: String? = nil,
                duration: Double? = nil, audio: AudioFile? = nil, transcript: TranscriptFile? = nil, source: Source? = nil) {
        schema = DayEntry.schemaVersion
        self.id = id
        self.kind = kind
        self.person = person
        self.day = day.dayOnly
        self.recorded = recorded
        self.prompt = prompt
        self.mood = mood
        self.factors = factors
        self.language = language
        self.duration = duration
        self.audio = audio
        self.transcript = transcript
        self.source = source
    }

    /// Lenient where a hand-edited file may leave things out (factors, schema), strict about types.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        schema = try values.decodeIfPresent(Int.self, forKey: .schema) ?? DayEntry.schemaVersion
        id = try values.decodeIfPresent(String.self, forKey: .id) ?? ""   // the folder's name is the id
        kind = try values.decode(Kind.self, forKey: .kind)
        person = try values.decode(String.self, forKey: .person)
        if person.trimmingCharacters(in: .whitespaces).isEmpty {
            throw DecodingError.dataCorruptedError(forKey: .person, in: values, debugDescription: "should name the person")
        }
        day = try values.decode(RecordedDate.self, forKey: .day).dayOnly
        recorded = try values.decodeIfPresent(RecordedDate.self, forKey: .recorded)
        prompt = try values.decodeIfPresent(String.self, forKey: .prompt)
        mood = try values.decodeIfPresent(MoodRating.self, forKey: .mood)
        factors = try values.decodeIfPresent([String].self, forKey: .factors) ?? []
        language = try values.decodeIfPresent(String.self, forKey: .language)
        if let language, !LanguageTag.isWellFormed(language) {
            throw DecodingError.dataCorruptedError(forKey: .language, in: values,
                                                   debugDescription: "should be \(LanguageTag.expected), not \"\(language)\"")
        }
        duration = try values.decodeIfPresent(Double.self, forKey: .duration)
        audio = try values.decodeIfPresent(AudioFile.self, forKey: .audio)
        transcript = try values.decodeIfPresent(TranscriptFile.self, forKey: .transcript)
        source = try values.decodeIfPresent(Source.self, forKey: .source)
    }

    /// Whether `other` says the same as this entry (all but its id, transcript and when it was
    /// imported): how an entry without a recording is known to be one ingested before.
    public func saysTheSame(as other: DayEntry) -> Bool {
        var mine = self
        var theirs = other
        mine.id = ""; theirs.id = ""
        mine.source = nil; theirs.source = nil
        mine.transcript = nil; theirs.transcript = nil
        return mine == theirs
    }

    private enum CodingKeys: String, CodingKey {
        case schema, id, kind, person, day, recorded, prompt, mood, factors, language, duration, audio, transcript, source
    }
}

/// A mood as it was given: its value on a scale, the scale's name, and the step's word, kept
/// in the file so it reads without the scale (`{"scale": "check-in", "value": 3, "word": "Happy"}`).
public struct MoodRating: Codable, Sendable, Equatable {
    public var scale: String
    public var value: Int
    public var word: String

    public init(scale: String, value: Int, word: String) {
        self.scale = scale
        self.value = value
        self.word = word
    }
}

extension RecordedDate {
    /// The same local day, without a time or offset.
    public var dayOnly: RecordedDate {
        RecordedDate(year: year, month: month, day: day) ?? self
    }

    /// The local day after this one.
    public var nextDay: RecordedDate {
        if let next = RecordedDate(year: year, month: month, day: day + 1) { return next }
        if let next = RecordedDate(year: year, month: month + 1, day: 1) { return next }
        return RecordedDate(year: year + 1, month: 1, day: 1) ?? self
    }
}
