import Foundation
import StoryCore

/// One answer to one of a person's daily questions, as an `answers` entry keeps it:
///
///     { "question": "Did I walk today?", "type": "yes-no", "answer": "yes" }
///     { "question": "Hours of sleep", "type": "number", "answer": 7.5 }
///     { "question": "What made me smile?", "type": "text", "answer": null }    (skipped)
///
/// The question's text and type travel with every answer, so the file reads without the app.
public struct DailyAnswer: Codable, Sendable, Equatable {
    public var question: String
    public var type: QuestionType
    /// Nil when the person skipped the question that day.
    public var answer: AnswerValue?

    public init(question: String, type: QuestionType, answer: AnswerValue?) {
        self.question = question
        self.type = type
        self.answer = answer
    }

    public var isSkipped: Bool { answer == nil }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        question = try values.decode(String.self, forKey: .question)
        type = try values.decode(QuestionType.self, forKey: .type)
        guard let raw = try values.decodeIfPresent(JSONValue.self, forKey: .answer), raw != .null else {
            answer = nil
            return
        }
        guard let value = AnswerValue(json: raw, type: type) else {
            throw DecodingError.dataCorruptedError(forKey: .answer, in: values,
                                                   debugDescription: "should be \(type.expected) or null (skipped), not \(raw.shortDescription)")
        }
        answer = value
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(question, forKey: .question)
        try values.encode(type, forKey: .type)
        switch answer {
        case .yesNo(let value)?: try values.encode(value ? "yes" : "no", forKey: .answer)
        case .number(let value)?: try values.encode(value, forKey: .answer)
        case .text(let text)?: try values.encode(text, forKey: .answer)
        case nil: try values.encodeNil(forKey: .answer)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case question, type, answer
    }
}

/// How a daily question is answered.
public enum QuestionType: String, Codable, Sendable, CaseIterable {
    case yesNo = "yes-no"
    case number
    case text

    /// What an answer of this type looks like, for messages.
    public var expected: String {
        switch self {
        case .yesNo: "yes or no"
        case .number: "a number"
        case .text: "text"
        }
    }

    /// The type a journal's export names: `yes-no` (or `yes/no`, `yesno`, `boolean`),
    /// `number` (or `numeric`), `text`; case and spaces ignored.
    public init?(named name: String) {
        let key = name.lowercased().filter { !$0.isWhitespace }
        switch key {
        case "yes-no", "yes/no", "yesno", "boolean", "bool": self = .yesNo
        case "number", "numeric": self = .number
        case "text": self = .text
        default: return nil
        }
    }

    /// "yes-no, number or text".
    public static let choices = "yes-no, number or text"
}

/// A given answer: yes or no, a number, or a short text.
public enum AnswerValue: Sendable, Equatable {
    case yesNo(Bool)
    case number(Double)
    case text(String)

    /// An answer as a journal's export writes it (`yes`, `No`, `true`, `7.5`), read as `type`;
    /// nil when it is not one. `decimalComma`: `7,5` is 7.5 (a file separated by ";", as a
    /// spreadsheet writes where the comma is the decimal mark); otherwise a comma is refused,
    /// since `10,000` could be either.
    public init?(text raw: String, type: QuestionType, decimalComma: Bool = false) {
        let text = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        switch type {
        case .yesNo:
            switch text.lowercased() {
            case "yes", "y", "true", "1": self = .yesNo(true)
            case "no", "n", "false", "0": self = .yesNo(false)
            default: return nil
            }
        case .number:
            guard decimalComma || !text.contains(","), !(text.contains(",") && text.contains(".")),
                  let number = Double(text.replacingOccurrences(of: ",", with: ".")), number.isFinite else { return nil }
            self = .number(number)
        case .text:
            guard !text.isEmpty else { return nil }
            self = .text(text)
        }
    }

    /// The value as `entry.json` holds it: "yes"/"no", a number, a text.
    init?(json: JSONValue, type: QuestionType) {
        switch (json, type) {
        case (.string(let text), _): self.init(text: text, type: type)
        case (.bool(let value), .yesNo): self = .yesNo(value)
        case (.int(let value), .number): self = .number(Double(value))
        case (.double(let value), .number): self = .number(value)
        default: return nil
        }
    }

    /// How the answer reads on a page: "Yes", "7.5", the text.
    public var shown: String {
        switch self {
        case .yesNo(let value): value ? "Yes" : "No"
        case .number(let value): AnswerValue.format(value)
        case .text(let text): text
        }
    }

    /// A number without a needless ".0", and at most two decimals.
    public static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        let rounded = (number * 100).rounded() / 100
        return String(rounded)
    }
}
