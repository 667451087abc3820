/// What XML 1.0 allows in text and names.
public enum XMLText {
    /// `text` without the characters XML 1.0 forbids anywhere, even escaped: C0 controls other
    /// than tab, line feed and carriage return, and U+FFFE / U+FFFF. libxml2's writer would
    /// copy them through and make the document unreadable to every XML parser (a transcript
    /// pasted from a word processor can hold a stray U+000B).
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isAllowed($0) }) else { return text }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: text.unicodeScalars.filter(isAllowed))
        return String(result)
    }

    /// Whether `scalar` is an XML 1.0 `Char` (Swift strings hold no lone surrogates).
    public static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0..<0x20, 0xFFFE, 0xFFFF: false
        default: true
        }
    }

    /// Whether `name` is an XML name with at most one colon, not at either end (so it is also
    /// a valid qualified name for namespaces).
    public static func isQualifiedName(_ name: String) -> Bool {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, isNameStart(first) else { return false }
            return part.unicodeScalars.dropFirst().allSatisfy(isNameCharacter)
        }
    }

    /// The prefix of `itunes:author`, or nil.
    static func prefix(of name: String) -> String? {
        guard let colon = name.firstIndex(of: ":") else { return nil }
        return String(name[..<colon])
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: true                  // A-Z a-z _
        case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF,
             0xF900...0xFDCF, 0xFDF0...0xFFFD, 0x10000...0xEFFFF: true
        default: false
        }
    }

    private static func isNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x2D, 0x2E, 0xB7, 0x300...0x36F, 0x203F...0x2040: true   // 0-9 - . ·
        default: isNameStart(scalar)
        }
    }
}
