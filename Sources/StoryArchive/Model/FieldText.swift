import Foundation
import StoryCore

/// The one cleaning of a text field, whatever gave it (a flag, a sidecar, an audio tag,
/// `edit`, a hand-edited story.json): control characters out, trimmed, at most `limit`
/// characters. Every source calls it, so a title reads the same wherever it was typed.
public enum FieldText {
    /// A field's text after cleaning: nil when blank (a blank optional field is no field).
    /// Longer than `limit` Unicode scalars is refused, naming `field`, as the README promises.
    public static func cleaned(_ text: String, field: String,
                               limit: Int = InputLimits.fieldCharacters) -> Result<String?, FieldTooLong> {
        let kept = needsCleaning(text) ? text.withoutControlCharacters : text
        let trimmed = isTrimmed(kept) ? kept : kept.trimmingCharacters(in: .whitespacesAndNewlines)
        let count = trimmed.unicodeScalars.count
        guard count <= limit else { return .failure(FieldTooLong(field: field, characters: count, limit: limit)) }
        return .success(trimmed.isEmpty ? nil : trimmed)
    }

    /// A list's items (tags), each cleaned; blank ones are left out.
    public static func cleaned(_ items: [String], field: String) -> Result<[String], FieldTooLong> {
        var kept: [String] = []
        for item in items {
            switch cleaned(item, field: field) {
            case .success(let text): if let text { kept.append(text) }
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(kept)
    }

    /// Whether `scalar` is a control character no field keeps: C0 (below a space) but tab and
    /// line feed, DEL, and C1 (U+0080–U+009F, which a terminal may also obey).
    public static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    /// Most fields hold none: they are then kept as they are, not copied.
    private static func needsCleaning(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isDropped)
    }

    /// Whether nothing is to trim (most fields), which is quicker to see than to trim.
    private static func isTrimmed(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return true }
        return !CharacterSet.whitespacesAndNewlines.contains(first) && !CharacterSet.whitespacesAndNewlines.contains(last)
    }
}

/// A field longer than the README allows: the sentence every source shows for it.
public struct FieldTooLong: Error, Sendable, Equatable {
    public var field: String
    public var characters: Int
    public var limit: Int

    public var message: String {
        "\"\(field)\" is \(characters) characters long; it may have at most \(limit)"
    }
}

extension String {
    /// The text without the control characters no title, name or note needs (see
    /// `FieldText.isDropped`): a NUL or an escape in a story's title would break its page and
    /// could drive a terminal that prints it.
    public var withoutControlCharacters: String {
        replacingScalars { FieldText.isDropped($0) ? "" : nil }
    }
}
