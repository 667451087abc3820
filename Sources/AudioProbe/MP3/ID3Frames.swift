/// Collects the ID3 frames StoryChop uses and decodes their text.
struct ID3Frames {
    static let wanted: Set<String> = ["TIT2", "TDRC", "TYER", "TDAT", "COMM", "TXXX"]

    private var title: String?
    private var recordingTime: String?  // TDRC (v2.4)
    private var year: String?           // TYER (v2.3)
    private var dayMonth: String?       // TDAT, "DDMM" (v2.3)
    private var comment: String?        // COMM with an empty description
    private var otherComment: String?   // any other COMM, or TXXX:comment (how ffmpeg writes it)

    var tags: AudioTags {
        var date = recordingTime
        if date == nil, let year {
            date = year
            // v2.3 splits the date: TYER "1962" + TDAT "1406" (DDMM) → "1962-06-14".
            if let dayMonth, dayMonth.count == 4, year.count == 4, dayMonth.allSatisfy(\.isNumber) {
                date = "\(year)-\(dayMonth.suffix(2))-\(dayMonth.prefix(2))"
            }
        }
        return AudioTags(title: title, date: date, comment: comment ?? otherComment)
    }

    mutating func add(id: String, body: [UInt8]) {
        guard let encoding = body.first else { return }
        let rest = Array(body.dropFirst())
        switch id {
        case "TIT2": title = title ?? Self.first(encoding, rest)
        case "TDRC": recordingTime = recordingTime ?? Self.first(encoding, rest)
        case "TYER": year = year ?? Self.first(encoding, rest)
        case "TDAT": dayMonth = dayMonth ?? Self.first(encoding, rest)
        case "COMM":
            // Language (3 bytes), a short description, then the text.
            let (description, text) = Self.split(encoding, Array(rest.dropFirst(3)))
            let value = TextDecoding.cleaned(Self.decode(encoding, text))
            let key = Self.decode(encoding, description)
            if key.isEmpty { comment = comment ?? value }
            else if !key.hasPrefix("iTun") { otherComment = otherComment ?? value }
        case "TXXX":
            let (description, text) = Self.split(encoding, rest)
            if Self.decode(encoding, description).lowercased() == "comment" {
                otherComment = otherComment ?? TextDecoding.cleaned(Self.decode(encoding, Self.split(encoding, text).0))
            }
        default:
            break
        }
    }

    /// The first value of a text frame (v2.4 separates several values with NULs).
    private static func first(_ encoding: UInt8, _ bytes: [UInt8]) -> String? {
        TextDecoding.cleaned(decode(encoding, split(encoding, bytes).0))
    }

    /// Splits at the first terminator: one 0x00 for Latin-1/UTF-8, an aligned 0x00 0x00 for UTF-16.
    private static func split(_ encoding: UInt8, _ bytes: [UInt8]) -> ([UInt8], [UInt8]) {
        let wide = encoding == 1 || encoding == 2
        var i = 0
        while i < bytes.count {
            if wide {
                if i + 1 < bytes.count, bytes[i] == 0, bytes[i + 1] == 0 {
                    return (Array(bytes[..<i]), Array(bytes[(i + 2)...]))
                }
                i += 2
            } else {
                if bytes[i] == 0 { return (Array(bytes[..<i]), Array(bytes[(i + 1)...])) }
                i += 1
            }
        }
        return (bytes, [])
    }

    /// Text encodings: 0 Latin-1, 1 UTF-16 with BOM, 2 UTF-16BE, 3 UTF-8.
    private static func decode(_ encoding: UInt8, _ bytes: [UInt8]) -> String {
        switch encoding {
        case 1: TextDecoding.utf16(bytes, bigEndian: false)
        case 2: TextDecoding.utf16(bytes, bigEndian: true)
        case 3: TextDecoding.utf8OrLatin1(bytes)
        default: TextDecoding.latin1(bytes)
        }
    }
}
