import Foundation

/// One person's entry for one local day: the contents of `days/<id>/entry.json`.
///
/// The day is the one on which the recording *started*; it is written out (`day`) so a person
/// reading the file, or a recording across midnight, never leaves it in doubt. Entries are never
/// changed by StoryChop once saved, but for the transcript `transcribe` may add (or replace).
/// `Codable` is synthesized: fields are in the order the file has them, optional ones written
/// as `null` so a person editing the file sees them all; `Defaulted` says what a hand-edited
/// file may leave out, and `checkedOnLoad` what it may not hold.
public struct DayEntry: ArchiveItem, Equatable {
    public static let schemaVersion = 1
    public static var collection: ArchiveCollection { .days }

    @Defaulted<DefaultRules.EntrySchema> public var schema: Int
    /// The folder name: `2024-03-05-grandma-rose-check-in`.
    @Defaulted<DefaultRules.NoID> public var id: String
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
    @Defaulted<DefaultRules.NoWords> public var factors: [String]
    /// What a partners' check-in says in words (the morning's need, the evening's gratitude and
    /// hope for tomorrow); nil for other kinds.
    public var notes: PartnerNotes?
    /// What the person wrote with a voice note sent in a chat (the text beside it); written
    /// only when there is one, so entries from before it keep their bytes.
    @Defaulted<DefaultRules.NoCaption> public var caption: String?
    /// The day's answers to the person's daily questions, in the order the app asked them.
    @Defaulted<DefaultRules.NoAnswers> public var answers: [DailyAnswer]
    /// The BCP 47 language of the recording; nil means the archive's `language`.
    public var language: String?
    /// Seconds, from the audio's headers.
    public var duration: Double?
    public var audio: AudioFile?
    public var transcript: TranscriptFile?
    public var source: Source?

    public init(id: String, kind: Kind, person: String, day: RecordedDate, recorded: RecordedDate? = nil,
                prompt: String? = nil, mood: MoodRating? = nil, factors: [String] = [], notes: PartnerNotes? = nil, caption: String? = nil,
                answers: [DailyAnswer] = [], language: String? = nil,
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
        self.notes = notes
        self.caption = caption
        self.answers = answers
        self.language = language
        self.duration = duration
        self.audio = audio
        self.transcript = transcript
        self.source = source
    }

    /// The entry as a hand-edited file may hold it, checked: its texts cleaned as ingest cleans
    /// them (`textsCleaned`), a person named, a well-formed language, and its day without a time.
    public func checkedOnLoad() throws -> DayEntry {
        var entry = textsCleaned()
        if entry.person.isEmpty { throw Self.wrong(.person, "should name the person") }
        if let language, !LanguageTag.isWellFormed(language) {
            throw Self.wrong(.language, "should be \(LanguageTag.expected), not \"\(language)\"")
        }
        entry.day = day.dayOnly
        return entry
    }

    private static func wrong(_ key: CodingKeys, _ expectation: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [key], debugDescription: expectation))
    }

    /// Whether `other` says the same as this entry (all but its id, transcript and when it was
    /// imported): how an entry without a recording is known to be one ingested before.
    public func saysTheSame(as other: DayEntry) -> Bool {
        if kind == .answers, other.kind == .answers {
            // A newer export may list the day's questions in another order, or retype one's case.
            return day == other.day && DailyAnswer.same(answers, other.answers)
        }
        var mine = self
        var theirs = other
        mine.id = ""; theirs.id = ""
        mine.source = nil; theirs.source = nil
        mine.transcript = nil; theirs.transcript = nil
        return mine == theirs
    }

    private enum CodingKeys: String, CodingKey {
        case schema, id, kind, person, day, recorded, prompt, mood, factors, notes, caption, answers, language, duration, audio, transcript, source
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
