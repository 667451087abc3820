import Foundation

/// How a `--from NAME` is compared with a chat's senders: forgiving of case, of the invisible
/// direction marks phones put around names (U+200E, U+202A…), of odd spaces (a no-break
/// space, two spaces), of the `~` WhatsApp puts before a number not in the contacts, and of
/// how an accent is encoded (é as one character or two).
enum SenderName {
    /// The name as it is compared.
    static func key(_ name: String) -> String {
        let visible = String(String.UnicodeScalarView(name.unicodeScalars.filter { !isInvisible($0) }))
        let words = visible.precomposedStringWithCanonicalMapping
            .split(whereSeparator: { $0.isWhitespace })
            .joined(separator: " ")
        let unmarked = words.hasPrefix("~") ? words.dropFirst().trimmingCharacters(in: .whitespaces) : words
        return unmarked.lowercased()
    }

    /// Zero-width and direction marks: U+200B–U+200F, U+202A–U+202E, U+2060–U+2069, U+FEFF, U+00AD.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2069, 0xFEFF, 0x00AD: true
        default: false
        }
    }
}
