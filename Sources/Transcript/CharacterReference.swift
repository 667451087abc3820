/// Decodes the character references WebVTT allows in cue text and voice names.
enum CharacterReference {
    /// The named references that caption tools actually write (WebVTT names the first six).
    private static let named: [Substring: String] = [
        "amp": "&", "lt": "<", "gt": ">", "nbsp": "\u{00A0}", "lrm": "\u{200E}", "rlm": "\u{200F}",
        "quot": "\"", "apos": "'",
    ]

    /// Decodes the reference starting at `start` (an "&"), returning the text and the index after
    /// the ";". Nil when it is not a reference we know: then the "&" is an ordinary character.
    static func decode(in source: String, at start: String.Index) -> (String, String.Index)? {
        let rest = source[source.index(after: start)...]
        guard let semicolon = rest.prefix(12).firstIndex(of: ";") else { return nil }
        let body = rest[..<semicolon]
        let next = source.index(after: semicolon)
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
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "&", let (decoded, next) = decode(in: text, at: index) {
                result += decoded
                index = next
            } else {
                result.append(text[index])
                index = text.index(after: index)
            }
        }
        return result
    }

    /// Escapes text for WebVTT cue text or a voice name: "&", "<" and ">" become references,
    /// which also keeps a literal "-->" from ending the cue.
    static func escape(_ text: String) -> String {
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
