import Foundation

/// Turns tag bytes into strings without ever failing: invalid input becomes replacement
/// characters or Latin-1, never a crash.
enum TextDecoding {
    /// Each byte as the Unicode scalar of the same number (ISO 8859-1).
    static func latin1<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
        return String(scalars)
    }

    /// UTF-8 when valid, else Latin-1 (older tools wrote tags in the local 8-bit code page).
    static func utf8OrLatin1<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        String(validating: Array(bytes), as: UTF8.self) ?? latin1(bytes)
    }

    /// UTF-16 with an optional byte-order mark; without one, `bigEndian` decides.
    static func utf16(_ bytes: [UInt8], bigEndian defaultBigEndian: Bool) -> String {
        var bigEndian = defaultBigEndian
        var start = 0
        if bytes.count >= 2 {
            if bytes[0] == 0xFF, bytes[1] == 0xFE { bigEndian = false; start = 2 }
            else if bytes[0] == 0xFE, bytes[1] == 0xFF { bigEndian = true; start = 2 }
        }
        var units: [UInt16] = []
        var i = start
        while i + 1 < bytes.count {
            let a = UInt16(bytes[i]), b = UInt16(bytes[i + 1])
            units.append(bigEndian ? a << 8 | b : b << 8 | a)
            i += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    /// The tag value as StoryChop stores it: trailing NULs and surrounding whitespace removed,
    /// nil when nothing is left.
    static func cleaned(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines.union(CharacterSet(charactersIn: "\u{0}")))
        return trimmed.isEmpty ? nil : trimmed
    }

    /// True when `head` (a file's first bytes) is text: valid UTF-8 (a cut last character
    /// allowed) with no control characters but tab, newline and carriage return.
    static func looksLikeText(_ head: ByteBuffer) -> Bool {
        guard !head.isEmpty else { return false }
        var bytes = head.bytes
        for _ in 0..<3 where String(validating: bytes, as: UTF8.self) == nil && !bytes.isEmpty { bytes.removeLast() }
        guard let text = String(validating: bytes, as: UTF8.self), !text.isEmpty else { return false }
        return text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F || [0x09, 0x0A, 0x0D].contains($0.value) }
    }
}
