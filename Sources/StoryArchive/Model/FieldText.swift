import Foundation
import StoryCore

/// The one cleaning of a text field, whatever gave it (a flag, a sidecar, an audio tag,
/// `edit`, a hand-edited story.json or entry.json): control characters out, trimmed, at most
/// `limit` characters (Unicode scalars). Every source calls it, so a title reads the same
/// wherever it was typed.
///
/// What happens to a text over the cap is the source's: what a person gives now (an option,
/// a sidecar, `edit`) is refused with one sentence (`cleaned`), so they can shorten it; text
/// nobody types now (an audio tag, a story.json or entry.json an older StoryChop wrote
/// without the cap) is cut to it (`cut`), so no story is lost for a long title.
public enum FieldText {
    /// A field's text after cleaning: nil when blank (a blank optional field is no field).
    /// Longer than `limit` is refused, naming `field`, as the README promises.
    public static func cleaned(_ text: String, field: String,
                               limit: Int = InputLimits.fieldCharacters) -> Result<String?, FieldTooLong> {
        let tidied = tidy(text)
        let count = tidied.unicodeScalars.count
        guard count <= limit else { return .failure(FieldTooLong(field: field, characters: count, limit: limit)) }
        return .success(tidied.isEmpty ? nil : tidied)
    }

    /// A list's items (tags), each cleaned; blank ones are left out. One too long is refused,
    /// named by what an item is called (`item`: "tag") and how it begins.
    public static func cleaned(_ items: [String], field: String, item: String) -> Result<[String], FieldTooLong> {
        var kept: [String] = []
        for text in items {
            let tidied = tidy(text)
            let count = tidied.unicodeScalars.count
            guard count <= InputLimits.fieldCharacters else {
                return .failure(FieldTooLong(field: field, characters: count, limit: InputLimits.fieldCharacters,
                                             item: .init(name: item, text: tidied)))
            }
            if !tidied.isEmpty { kept.append(tidied) }
        }
        return .success(kept)
    }

    /// A field's text after cleaning, cut to `limit` at the last whole character that fits
    /// (an emoji or an accented letter is never split); nil when blank.
    public static func cut(_ text: String, limit: Int = InputLimits.fieldCharacters) -> String? {
        let tidied = tidy(text)
        guard tidied.unicodeScalars.count > limit else { return tidied.isEmpty ? nil : tidied }
        var end = tidied.startIndex
        var kept = 0
        while end < tidied.endIndex {
            let next = tidied.index(after: end)
            kept += tidied.unicodeScalars[end..<next].count
            guard kept <= limit else { break }
            end = next
        }
        // The cut may end in a space: trimmed again, as every field is.
        let shortened = String(tidied[..<end]).trimmingCharacters(in: .whitespacesAndNewlines)
        return shortened.isEmpty ? nil : shortened
    }

    /// A list's items, each cut as `cut` cuts a text; blank ones are left out.
    public static func cut(_ items: [String]) -> [String] {
        items.compactMap { cut($0) }
    }

    /// Whether `scalar` is a control character no field keeps: C0 (below a space) but tab and
    /// line feed, DEL, and C1 (U+0080–U+009F, which a terminal may also obey).
    public static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09 && value != 0x0A) || (0x7F...0x9F).contains(value)
    }

    /// The rule itself: control characters out, then trimmed.
    private static func tidy(_ text: String) -> String {
        let kept = needsCleaning(text) ? text.withoutControlCharacters : text
        return isTrimmed(kept) ? kept : kept.trimmingCharacters(in: .whitespacesAndNewlines)
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
    /// For a list, the item that is too long: a keeper with fifty tags needs to know which.
    public var item: Item?

    /// A list's item: what one is called ("tag") and its text, cleaned.
    public struct Item: Sendable, Equatable {
        public var name: String
        public var text: String
    }

    public init(field: String, characters: Int, limit: Int, item: Item? = nil) {
        self.field = field
        self.characters = characters
        self.limit = limit
        self.item = item
    }

    /// `"title" is 1200 characters long; it may have at most 1000`, or for a list's item
    /// `a tag ("Grandma's long…") is 1200 characters long; it may have at most 1000`.
    public var message: String {
        "\(subject) is \(characters) characters long; it may have at most \(limit)"
    }

    private var subject: String {
        guard let item else { return "\"\(field)\"" }
        let article = item.name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
        // Its first words, on one line, are enough to find it in the file.
        let beginning = item.text.prefix(20).map { $0.isNewline || $0 == "\t" ? " " : String($0) }.joined()
        return "\(article) \(item.name) (\"\(beginning)…\")"
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
