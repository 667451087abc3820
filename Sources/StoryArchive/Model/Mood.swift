/// How the narrator felt: a rating on the built-in story scale (`MoodScales.story`, the 0–4 the
/// StoryChop app records), as a day entry's mood is a rating on its scale. story.json keeps the
/// value alone (`"mood": 3`), so the file reads and writes as it always has.
public struct Mood: Codable, Sendable, Comparable {
    public let rating: MoodRating

    /// The mood with this value, or nil when the story scale has no such step.
    public init?(rawValue: Int) {
        guard case .success(let rating) = MoodScales.story.rating(rawValue, word: nil) else { return nil }
        self.rating = rating
    }

    public var rawValue: Int { rating.value }

    /// The word shown beside the colour, so mood never relies on colour alone.
    public var label: String { rating.word }

    /// "a whole number from 0 to 4 (0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing)", for messages
    /// about a wrong value.
    public static let scaleDescription: String = {
        let values = MoodScales.story.steps.map(\.value)
        return "a whole number from \(values.min() ?? 0) to \(values.max() ?? 0) (\(MoodScales.story.choices))"
    }()

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let value = try container.decode(Int.self)
        guard let mood = Mood(rawValue: value) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "should be \(Mood.scaleDescription), not \(value)")
        }
        self = mood
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: Mood, rhs: Mood) -> Bool { lhs.rawValue < rhs.rawValue }
}
