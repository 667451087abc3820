/// Decodes the character references WebVTT allows in cue text and voice names.
enum CharacterReference {
    /// The named references that caption tools actually write (WebVTT names the first six).
    private static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "nbsp": "\u{00A0}", "lrm": "\u{200E}", "rlm": "\u{200F}",
        "quot": "\"", "apos": "'",
    ]

    /// Decodes the reference starting at byte `start` (an "&"), returning the text and the offset
    /// after the ";". Nil when it is not a reference we know: then the "&" is an ordinary character.
    static func decode(in bytes: UTF8Bytes, at start: Int) -> (String, Int)? {
        guard let (bodyRange, next) = body(in: bytes, after: start) else { return nil }
        let body = Substring(String(decoding: bytes[bodyRange], as: UTF8.self))
        if let value = named[body] { return (value, next) }
        guard body.first == "#" else { return nil }
        let number = body.dropFirst()
        let code: UInt32?
        if number.first == "x" || number.first == "X" {
            code = UInt32(number.dropFirst(), radix: 16)
        } else {
            code = UInt32(number, radix: 10)
        }
        // NUL and unpaired surrogates are not characters; leave such text as it was written.
        guard let code, code != 0, let scalar = Unicode.Scalar(code) else { return nil }
        return (String(Character(scalar)), next)
    }

    /// Decodes every reference in `text`.
    static func decodeAll(_ text: String) -> String {
        let source = Substring(text)
        var result = ""
        source.withUTF8Bytes { bytes in
            var copied = 0, from = 0
            while let ampersand = bytes.firstOffset(in: from..<bytes.count, where: { $0 == ASCII.ampersand }) {
                from = ampersand + 1
                guard bytes.standsAlone(ampersand), let (decoded, next) = decode(in: bytes, at: ampersand) else { continue }
                result += source[offsets: copied..<ampersand] + decoded
                copied = next
                from = next
            }
            result += source[offsets: copied..<bytes.count]
        }
        return result
    }

    /// Where the name or number between the "&" at `start` and a ";" within the next 12
    /// Characters is, and the offset after the ";". Nil if there is no ";", or if what comes
    /// before it is not ASCII: no reference we know has such a body. The Greek question mark
    /// (U+037E) is canonically the same as ";", so Swift took it for one, and so does this.
    private static func body(in bytes: UTF8Bytes, after start: Int) -> (Range<Int>, Int)? {
        for offset in (start + 1)..<min(start + 13, bytes.count) {
            let byte = bytes[offset]
            let semicolonLength = byte == ASCII.semicolon ? 1 : bytes[offset...].starts(with: [0xCD, 0xBE]) ? 2 : 0
            if semicolonLength > 0 {
                // A mark joined to the ";" makes a different Character.
                let next = offset + semicolonLength
                return bytes.isCharacterBoundary(next) ? ((start + 1)..<offset, next) : nil
            }
            guard byte < 0x80 else { return nil }
        }
        return nil
    }

    /// Escapes text for WebVTT cue text or a voice name: "&", "<" and ">" become references,
    /// which also keeps a literal "-->" from ending the cue.
    static func escape(_ text: String) -> String {
        // Most cue text has none of the three: a byte scan avoids walking its Characters.
        // In place where the text allows it: stepping through its `utf8` view byte by byte cost
        // more than the rest of writing the cue.
        let special = { (byte: UInt8) in byte == ASCII.ampersand || byte == ASCII.lessThan || byte == ASCII.greaterThan }
        guard text.utf8.withContiguousStorageIfAvailable({ $0.contains(where: special) }) ?? text.utf8.contains(where: special) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
