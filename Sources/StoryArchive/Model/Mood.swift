/// How the narrator felt, on the 0–4 scale the StoryChop app records.
public enum Mood: Int, Codable, Sendable, CaseIterable, Comparable {
    case low = 0, down, okay, happy, amazing

    /// The word shown beside the colour, so mood never relies on colour alone.
    public var label: String {
        switch self {
        case .low: "Low"
        case .down: "Down"
        case .okay: "Okay"
        case .happy: "Happy"
        case .amazing: "Amazing"
        }
    }

    /// "0 (Low) … 4 (Amazing)", for messages about a wrong value.
    public static let scaleDescription = "a whole number from 0 to 4 (0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing)"

    public static func < (lhs: Mood, rhs: Mood) -> Bool { lhs.rawValue < rhs.rawValue }
}
