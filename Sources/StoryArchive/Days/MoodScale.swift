import Foundation

/// A mood scale as a journal app shows it: its steps left to right, each a value, a word and a
/// colour. Scales are data (`MoodScales`), so a new app's scale needs no new code.
public struct MoodScale: Sendable, Equatable {
    public struct Step: Sendable, Equatable {
        public var value: Int
        public var word: String
        /// `#RRGGBB`: checked, because it goes into the site's style attributes.
        public var colour: String

        public init(value: Int, word: String, colour: String) {
            self.value = value
            self.word = word
            self.colour = colour
        }
    }

    /// The key the scale is known by in `entry.json` (`check-in`).
    public var name: String
    /// What the family calls it ("Daily check-in").
    public var title: String
    public var steps: [Step]

    public init(name: String, title: String, steps: [Step]) {
        self.name = name
        self.title = title
        self.steps = steps
    }

    public func step(_ value: Int) -> Step? {
        steps.first { $0.value == value }
    }

    /// "0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing": for messages about a wrong value.
    public var choices: String {
        steps.map { "\($0.value) \($0.word)" }.joined(separator: ", ")
    }

    /// The rating for `value`, or why it is not on this scale. A `word` given with it must be
    /// the step's (case ignored): a value that does not say what the app showed is a sign the
    /// file was read with the wrong scale.
    public func rating(_ value: Int?, word: String?) -> Result<MoodRating, MoodScaleMismatch> {
        guard let value else {
            // The word alone, as an app that shows words writes it ("Great").
            guard let word, let step = steps.first(where: { Self.sameWord($0.word, word) }) else {
                return .failure(MoodScaleMismatch(message: "mood \"\(word ?? "")\" is not a word of the \(title.lowercased()) scale (\(steps.map(\.word).joined(separator: ", ")))"))
            }
            return .success(MoodRating(scale: name, value: step.value, word: step.word))
        }
        guard let step = step(value) else {
            return .failure(MoodScaleMismatch(message: "mood \(value) is not on the \(title.lowercased()) scale (\(choices))"))
        }
        if let word, !Self.sameWord(word, step.word) {
            return .failure(MoodScaleMismatch(message:
                "mood \(value) is \"\(step.word)\" on the \(title.lowercased()) scale, but the file calls it \"\(word)\""))
        }
        return .success(MoodRating(scale: name, value: value, word: step.word))
    }
}

extension MoodScale {
    /// Case and accents ignored: "great" is "Great".
    static func sameWord(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
    }
}

/// Why a mood does not fit its scale, as a sentence for the keeper.
public struct MoodScaleMismatch: Error, Sendable, Equatable {
    public var message: String
}

/// `#5B7BD5`: six hex digits after a hash.
enum ColourCode {
    static func isValid(_ text: String) -> Bool {
        text.count == 7 && text.first == "#" && text.dropFirst().allSatisfy(\.isHexDigit)
    }
}
