extension DayEntry {
    /// What sort of entry, as `entry.json` writes it.
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// The daily voice check-in: one per person per day, with a mood and the day's prompt.
        case checkIn = "check-in"
        /// A quick voice capture at any time of day; any number a day.
        case voiceNote = "voice-note"
        /// The evening wind-down: a mood and the factors picked, one per person per day.
        case evening
        /// The partners' check-in in the morning: "one thing I need today" (`notes.need`).
        case partnersMorning = "partners-morning"
        /// The partners' check-in in the evening: a mood on the `partners` scale, a gratitude
        /// for the partner and one thing to make tomorrow great (`notes`).
        case partnersEvening = "partners-evening"
        /// The day's answers to a person's own daily questions (`answers`).
        case answers

        /// The partners' check-in of a time of day, as its export names it ("morning", "evening").
        public init?(partnersTime time: String) {
            switch time.lowercased() {
            case "morning": self = .partnersMorning
            case "evening": self = .partnersEvening
            default: return nil
            }
        }

        /// Whether a person has at most one of these a day.
        public var isOncePerDay: Bool { self != .voiceNote }
        /// Whether it is a recording (and so needs one).
        public var needsAudio: Bool { self == .checkIn || self == .voiceNote }
        /// Whether it is written, not spoken: a partners' check-in or the day's answers.
        public var isWritten: Bool { !needsAudio && self != .evening }
        /// The mood scale a mood of this kind is given on when the file names none.
        public var defaultMoodScale: String {
            switch self {
            case .evening: "evening"
            case .partnersEvening, .partnersMorning: "partners"
            default: "check-in"
            }
        }

        /// "check-in", "voice note", "evening mood": for sentences and headings.
        public var phrase: String {
            switch self {
            case .checkIn: "check-in"
            case .voiceNote: "voice note"
            case .evening: "evening mood"
            case .partnersMorning: "partners' morning check-in"
            case .partnersEvening: "partners' evening check-in"
            case .answers: "answers to the daily questions"
            }
        }

        /// "a check-in", "an evening mood", "answers to the daily questions".
        public var phraseWithArticle: String {
            switch self {
            case .answers: phrase
            case .evening: "an " + phrase
            default: "a " + phrase
            }
        }

        /// "check-in, voice-note, evening, …", for messages about a wrong kind.
        public static let choices = allCases.map(\.rawValue).joined(separator: ", ")
    }
}

/// The words of a partners' check-in: in the morning what the person needs today, in the
/// evening a gratitude for the partner and one thing to make tomorrow great.
public struct PartnerNotes: Codable, Sendable, Equatable {
    /// "One thing I need today".
    public var need: String?
    /// "One gratitude for your partner".
    public var gratitude: String?
    /// "One thing to make tomorrow great".
    public var tomorrow: String?

    public init(need: String? = nil, gratitude: String? = nil, tomorrow: String? = nil) {
        self.need = need
        self.gratitude = gratitude
        self.tomorrow = tomorrow
    }

    /// Nil when every field is empty: an entry without words has no notes.
    public var nonEmpty: PartnerNotes? {
        need == nil && gratitude == nil && tomorrow == nil ? nil : self
    }
}
