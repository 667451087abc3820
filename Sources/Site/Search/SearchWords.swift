import Foundation

/// The words a reader can search by, as the index keys them and `search.js` splits a query:
/// lower-cased, accents removed (NFD, then U+0300–U+036F dropped), a final sigma as any sigma,
/// and cut into runs of letters, marks and digits (`[\p{L}\p{M}\p{N}]+` in the script). The
/// two must agree to the character, or a word typed would not find itself.
enum SearchWords {
    /// The distinct words of `texts`, in no particular order.
    static func distinct(in texts: [String]) -> Set<String> {
        var words = Set<String>()
        for text in texts { split(text) { words.insert($0) } }
        return words
    }

    /// The words of one text, in order.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        split(text) { words.append($0) }
        return words
    }

    /// Calls `found` with each word. ASCII, nearly every byte of a family's transcripts, is
    /// lower-cased byte by byte; a run with anything else goes through `normalised` whole.
    private static func split(_ text: String, _ found: (String) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            var run: [UInt8] = []
            var plain = true
            func end() {
                guard !run.isEmpty else { return }
                if plain {
                    found(String(decoding: run, as: UTF8.self))
                } else {
                    for word in slowWords(String(decoding: run, as: UTF8.self)) { found(word) }
                }
                run.removeAll(keepingCapacity: true)
                plain = true
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): run.append(byte)
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): run.append(byte + 32)
                case 0x80...: run.append(byte); plain = false
                default: end()
                }
            }
            end()
        }
    }

    /// The words of a run holding more than ASCII: normalised, then cut where a scalar is
    /// neither letter, mark nor digit (a curly apostrophe, a dash, an ideographic full stop).
    static func slowWords(_ run: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        for scalar in normalised(run).unicodeScalars {
            if isWordScalar(scalar) {
                word.append(scalar)
            } else if !word.isEmpty {
                words.append(String(word))
                word = String.UnicodeScalarView()
            }
        }
        if !word.isEmpty { words.append(String(word)) }
        return words
    }

    /// `normalise` in search.js: lower case, canonical decomposition without the combining
    /// diacritics block, final sigma as sigma.
    static func normalised(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            switch scalar.value {
            case 0x300...0x36F: continue
            case 0x3C2: scalars.append(Unicode.Scalar(0x3C3)!)
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .enclosingMark,
             .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }
}
