/// Reads plain YAML — one mapping of `key: value` lines, each value a plain scalar on its line
/// or a quoted one without escapes, with comments and blank lines between — straight from the bytes into
/// the `JSONValue` that Yams and `YAMLScalars` give for it. Anything else (an indented line,
/// a list, a flow collection, an anchor or tag, a block scalar, a document marker, a duplicate
/// key, a character YAML treats specially) gives nil, and Yams reads the document instead, with
/// its own messages for what is wrong.
///
/// Why: every command reads `storychop.yml` first, and Yams' composing of its dozen lines took
/// ~1.8M instructions (half a millisecond here), a twentieth of a rebuild that finds nothing
/// changed. `storychop init` writes it in this plain form, and so do the other files people
/// keep by hand (`prompts.yml` aside, a list, which goes to Yams).
enum PlainYAMLReader {
    /// `bytes`: the file, valid UTF-8.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> JSONValue? {
        guard !hasCharacterYAMLReadsApart(bytes) else { return nil }
        var members: [String: JSONValue] = [:]
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: 10) ?? bytes.count
            switch line(UnsafeBufferPointer(rebasing: bytes[start..<end])) {
            case .member(let key, let value)?: if members.updateValue(value, forKey: key) != nil { return nil }
            case .blank?: break
            case nil: return nil
            }
            start = end + 1
        }
        // Sorted by key, as `YAMLScalars` gives a mapping; an empty or all-comments file is null.
        return members.isEmpty ? .null : .object(members.keys.sorted().map { JSONValue.Member($0, members[$0] ?? .null) })
    }

    private enum Line {
        case member(String, JSONValue)
        /// Nothing but spaces, or a comment.
        case blank
    }

    /// What a line holds; nil for anything but a blank line, a comment and a plain member.
    private static func line(_ text: UnsafeBufferPointer<UInt8>) -> Line? {
        var cursor = 0
        skipSpaces(text, &cursor)
        if cursor == text.count || text[cursor] == UInt8(ascii: "#") { return .blank }
        // A key at the start of the line: letters, digits and "_", a letter first.
        guard cursor == 0, isLetter(text[0]) else { return nil }
        while cursor < text.count, isLetter(text[cursor]) || isDigit(text[cursor]) || text[cursor] == UInt8(ascii: "_") {
            cursor += 1
        }
        let key = String(decoding: UnsafeBufferPointer(rebasing: text[..<cursor]), as: UTF8.self)
        // A key YAML would type (`yes`, `null`, …) is not one this reader names.
        guard case .string = YAMLScalars.plain(key), cursor < text.count, text[cursor] == UInt8(ascii: ":") else { return nil }
        cursor += 1
        let afterColon = cursor
        skipSpaces(text, &cursor)
        guard cursor == text.count || cursor > afterColon else { return nil }   // "key:value" is one plain scalar
        guard let value = value(text, from: cursor) else { return nil }
        return .member(key, value)
    }

    /// The value from `start` to the end of the line, where a comment may follow a space.
    private static func value(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> JSONValue? {
        guard start < text.count else { return .null }   // "key:" alone (nothing indented may follow: see `line`)
        let first = text[start]
        if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
            guard let close = text[(start + 1)...].firstIndex(of: first) else { return nil }
            var rest = close + 1
            skipSpaces(text, &rest)
            guard rest == text.count || (rest > close + 1 && text[rest] == UInt8(ascii: "#")),
                  let string = quoted(UnsafeBufferPointer(rebasing: text[(start + 1)..<close]), escaping: first == UInt8(ascii: "\""))
            else { return nil }
            return .string(string)
        }
        // A plain scalar: it ends where " #" begins a comment, its trailing spaces dropped.
        guard isPlainStart(first, next: start + 1 < text.count ? text[start + 1] : nil) else { return nil }
        var end = start
        var position = start
        while position < text.count {
            let byte = text[position]
            if byte == UInt8(ascii: "#"), text[position - 1] == UInt8(ascii: " ") { break }
            guard isPrintable(byte) else { return nil }
            // ": " (or ":" last) would begin a mapping inside the value.
            if byte == UInt8(ascii: ":"), position + 1 == text.count || text[position + 1] == UInt8(ascii: " ") { return nil }
            if byte != UInt8(ascii: " ") { end = position + 1 }
            position += 1
        }
        return YAMLScalars.plain(String(decoding: UnsafeBufferPointer(rebasing: text[start..<end]), as: UTF8.self))
    }

    /// The text between quotes when it is taken as it is: printable, and in double quotes no
    /// backslash (an escape); nil otherwise.
    private static func quoted(_ text: UnsafeBufferPointer<UInt8>, escaping: Bool) -> String? {
        for byte in text where !isPrintable(byte) || (escaping && byte == UInt8(ascii: "\\")) { return nil }
        return String(decoding: text, as: UTF8.self)
    }

    /// What may begin a plain scalar here: not one of YAML's indicators, but "-", "+" and "."
    /// before a digit (numbers) are. (Inside one, anything printable but ": " and " #".)
    private static func isPlainStart(_ byte: UInt8, next: UInt8?) -> Bool {
        if isLetter(byte) || isDigit(byte) || byte >= 0x80 || byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") { return true }
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") { return next.map(isDigit) ?? false }
        return false
    }

    /// A byte of a printable character: no control character (a tab included), no DEL. (The
    /// characters beyond ASCII that YAML does not print or reads as line breaks were looked
    /// for first: see `hasCharacterYAMLReadsApart`.)
    private static func isPrintable(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte != 0x7F
    }

    /// Whether `bytes` hold a character YAML reads otherwise than as text: one it does not print
    /// (U+0080 to U+009F, the byte order mark, U+FFFE and U+FFFF) or a line break of its own
    /// (U+0085 among those, U+2028, U+2029). Such a file is left to Yams.
    private static func hasCharacterYAMLReadsApart(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in bytes.indices where bytes[index] == 0xC2 || bytes[index] == 0xE2 || bytes[index] == 0xEF {
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0, last = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch bytes[index] {
            case 0xC2 where (0x80...0x9F).contains(next): return true
            case 0xE2 where next == 0x80 && (last == 0xA8 || last == 0xA9): return true
            case 0xEF where (next == 0xBB && last == 0xBF) || (next == 0xBF && (last == 0xBE || last == 0xBF)): return true
            default: continue
            }
        }
        return false
    }

    private static func skipSpaces(_ text: UnsafeBufferPointer<UInt8>, _ cursor: inout Int) {
        while cursor < text.count, text[cursor] == UInt8(ascii: " ") { cursor += 1 }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
