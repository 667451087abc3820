import Foundation
import StoryCore

/// Reads typed fields out of a hand-written document and gathers every problem at once,
/// so a keeper fixing a sidecar sees all its mistakes in one run, not one per run.
public struct FieldReader {
    public let document: JSONValue
    /// One sentence per wrong field: `"mood" should be … , not "happy"`.
    public private(set) var problems: [String] = []

    public init(_ document: JSONValue) {
        self.document = document
    }

    /// Keys present in the document that the reader was never asked for (likely typos).
    public func unknownKeys(known: Set<String>) -> [String] {
        document.keys.filter { !known.contains($0) }
    }

    /// Text, cleaned as every field is (`FieldText`); numbers are taken as text too (YAML reads
    /// `title: 1984` as a number). Blank is nil. Longer than `maxCharacters` is a problem: no
    /// page should carry a megabyte title.
    public mutating func string(_ key: String, maxCharacters: Int = InputLimits.fieldCharacters) -> String? {
        guard let value = present(key) else { return nil }
        switch value {
        case .string(let text): return cleaned(FieldText.cleaned(text, field: key, limit: maxCharacters)) ?? nil
        case .int, .double: return value.shortDescription
        default:
            complain(key, "should be text", value)
            return nil
        }
    }

    /// A whole number within `range`.
    public mutating func int(_ key: String, in range: ClosedRange<Int>, expected: String) -> Int? {
        guard let value = present(key) else { return nil }
        if case .int(let number) = value, range.contains(Int(number)) { return Int(number) }
        if case .double(let number) = value, number == number.rounded(), range.contains(Int(number)) { return Int(number) }
        complain(key, "should be \(expected)", value)
        return nil
    }

    /// A number (whole or not) within `range`.
    public mutating func number(_ key: String, in range: ClosedRange<Double>, expected: String) -> Double? {
        guard let value = present(key) else { return nil }
        switch value {
        case .int(let number) where range.contains(Double(number)): return Double(number)
        case .double(let number) where range.contains(number): return number
        default:
            complain(key, "should be \(expected)", value)
            return nil
        }
    }

    /// A list of text, each item cleaned as a field is (blank ones left out); a single text is
    /// taken as a list of one. `item`: what one is called ("tag"), to say which is too long.
    public mutating func stringList(_ key: String, item: String) -> [String]? {
        guard let value = present(key) else { return nil }
        switch value {
        case .string(let text): return cleaned(FieldText.cleaned([text], field: key, item: item))
        case .array(let items):
            guard items.count <= InputLimits.listItems else {
                problems.append("\"\(key)\" has \(items.count) items; it may have at most \(InputLimits.listItems)")
                return nil
            }
            var texts: [String] = []
            for item in items {
                switch item {
                case .string(let text): texts.append(text)
                case .int, .double: texts.append(item.shortDescription)
                default:
                    complain(key, "should be a list of words", value)
                    return nil
                }
            }
            return cleaned(FieldText.cleaned(texts, field: key, item: item))
        default:
            complain(key, "should be a list of words, like [family, travel]", value)
            return nil
        }
    }

    /// An ISO 8601 date or date and time.
    public mutating func date(_ key: String) -> RecordedDate? {
        guard let value = present(key) else { return nil }
        if case .string(let text) = value, let date = RecordedDate(parsing: text) { return date }
        complain(key, "should be a date like 2024-03-05 or 2024-03-05T14:30:00+01:00", value)
        return nil
    }

    /// A mood on the 0–4 scale.
    public mutating func mood(_ key: String) -> Mood? {
        int(key, in: 0...4, expected: Mood.scaleDescription).flatMap(Mood.init(rawValue:))
    }

    /// A BCP 47 language tag (`de`, `zh-Hant`), checked by `LanguageTag.isWellFormed`.
    public mutating func language(_ key: String) -> String? {
        guard let value = present(key) else { return nil }
        if case .string(let text) = value, LanguageTag.isWellFormed(text) { return text }
        complain(key, "should be \(LanguageTag.expected)", value)
        return nil
    }

    /// A yes/no value.
    public mutating func bool(_ key: String) -> Bool? {
        guard let value = present(key) else { return nil }
        if case .bool(let flag) = value { return flag }
        complain(key, "should be true or false", value)
        return nil
    }

    // MARK: - Private

    private func present(_ key: String) -> JSONValue? {
        guard let value = document[key], value != .null else { return nil }
        return value
    }

    /// The cleaned value, or nil with the problem noted when it is too long.
    private mutating func cleaned<Value>(_ result: Result<Value, FieldTooLong>) -> Value? {
        switch result {
        case .success(let value): return value
        case .failure(let problem):
            problems.append(problem.message)
            return nil
        }
    }

    private mutating func complain(_ key: String, _ expectation: String, _ value: JSONValue) {
        problems.append("\"\(key)\" \(expectation), not \(value.shortDescription)")
    }
}
