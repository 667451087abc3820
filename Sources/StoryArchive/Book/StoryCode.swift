import Crypto
import Foundation

/// Short codes a reader can type to find a story again from paper, when the printed web address
/// no longer works: `GR-4F7K`. The two letters are the narrator's initials, a hint for people
/// only; the characters after the dash are the start of the SHA-256 of the story's id in
/// Crockford base32 (0-9 and A-Z without I, L, O, U), so a code depends on nothing but the id and
/// never changes when the story is edited or its narrator renamed.
public enum StoryCode {
    /// Crockford's base32 digits, in value order.
    static let alphabet = Array("0123456789ABCDEFGHJKMNPQRSTVWXYZ".unicodeScalars)
    /// The fewest code characters a code has and a typed code needs to find a story.
    public static let minimumLength = 4
    /// The initials a story without a narrator has.
    static let noNarrator = "ST"

    /// `GR-4F7K`: the story's code when no other story shares its first four characters.
    public static func code(for story: Story) -> String {
        hint(for: story.narrator) + "-" + String(digest(of: story.id).prefix(minimumLength))
    }

    /// Each story's code (id → code): four characters, more only for the stories whose first four
    /// (or five …) are shared with another story of `stories`, until each is its own.
    public static func codes(for stories: [Story]) -> [String: String] {
        var narrators: [String: String?] = [:]
        for story in stories { narrators[story.id] = story.narrator }
        let sorted = narrators.keys.map { (id: $0, digest: digest(of: $0)) }.sorted { $0.digest < $1.digest }
        var hints: [String: String] = [:]
        var codes: [String: String] = [:]
        for (index, entry) in sorted.enumerated() {
            let before = index > 0 ? sharedLength(entry.digest, sorted[index - 1].digest) : 0
            let after = index + 1 < sorted.count ? sharedLength(entry.digest, sorted[index + 1].digest) : 0
            let length = min(max(minimumLength, max(before, after) + 1), entry.digest.count)
            let narrator = narrators[entry.id] ?? nil
            let initials = hints[narrator ?? ""] ?? hint(for: narrator)
            hints[narrator ?? ""] = initials
            codes[entry.id] = initials + "-" + String(entry.digest.prefix(length))
        }
        return codes
    }

    /// Whether `typed` is a code of the story `storyID`: its code characters begin the story's
    /// digest. Forgiving of case, spaces, a missing dash, O for 0 and I or L for 1; the letters
    /// before the dash are not compared (a renamed narrator's stories keep their printed codes).
    /// Fewer than four code characters match nothing.
    public static func matches(_ typed: String, storyID: String) -> Bool {
        let candidates = readings(of: typed)
        guard !candidates.isEmpty else { return false }
        let digest = digest(of: storyID)
        return candidates.contains { digest.hasPrefix($0) }
    }

    /// Whether `typed` could be a story's code at all (four or more code characters, with or
    /// without the two letters and the dash): what a command checks before looking for it.
    public static func isWellFormed(_ typed: String) -> Bool {
        !readings(of: typed).isEmpty
    }

    /// The code characters `typed` may stand for, upper case with O, I and L as 0, 1 and 1.
    /// `GR-4F7K` is read as the hint `GR` and `4F7K`; `GR4F7K` as `GR4F7K` or `4F7K`, as the
    /// hint may be left out too. A reading that is not four or more Crockford digits is dropped.
    static func readings(of typed: String) -> [String] {
        var groups: [String] = []
        var current = ""
        for scalar in typed.uppercased().unicodeScalars {
            if separators.contains(scalar) {
                if !current.isEmpty { groups.append(current) }
                current = ""
            } else if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else {
                return []
            }
        }
        if !current.isEmpty { groups.append(current) }
        guard let first = groups.first else { return [] }
        var readings: [String]
        if groups.count > 1, isHint(first) {
            readings = [groups.dropFirst().joined()]
        } else {
            let joined = groups.joined()
            readings = [joined]
            if isHint(String(joined.prefix(2))) { readings.append(String(joined.dropFirst(2))) }
        }
        return readings.compactMap(digits)
    }

    /// Spaces, dashes (a phone turns `-` into `–`), underscores and full stops split a typed code.
    private static let separators: Set<Unicode.Scalar> = [" ", "\t", "-", "_", ".", "\u{2010}", "\u{2011}", "\u{2012}",
                                                          "\u{2013}", "\u{2014}", "\u{2212}", "\u{00A0}"]

    private static func isHint(_ group: String) -> Bool {
        group.unicodeScalars.count == 2 && group.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) }
    }

    /// `group` as Crockford digits (O → 0, I and L → 1), or nil when it holds a U or is too short.
    private static func digits(_ group: String) -> String? {
        var digits = String.UnicodeScalarView()
        for scalar in group.unicodeScalars {
            let read: Unicode.Scalar = switch scalar {
            case "O": "0"
            case "I", "L": "1"
            default: scalar
            }
            guard alphabet.contains(read) else { return nil }
            digits.append(read)
        }
        return digits.count >= minimumLength ? String(digits) : nil
    }

    /// The SHA-256 of the id's UTF-8 bytes in Crockford base32, five bits at a time from the
    /// first byte's highest: 52 characters.
    static func digest(of id: String) -> String {
        let bytes = Array(SHA256.hash(data: Data(id.utf8)))
        var digits = String.UnicodeScalarView()
        var buffer: UInt32 = 0
        var bits = 0
        for byte in bytes {
            buffer = buffer << 8 | UInt32(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                digits.append(alphabet[Int(buffer >> UInt32(bits) & 31)])
            }
        }
        if bits > 0 { digits.append(alphabet[Int(buffer << UInt32(5 - bits) & 31)]) }
        return String(digits)
    }

    /// How many characters two digests share at their start.
    private static func sharedLength(_ one: String, _ other: String) -> Int {
        zip(one.utf8, other.utf8).prefix { $0 == $1 }.count
    }

    /// The narrator's initials: the first letters of their first two words (`Grandma Rose` → `GR`),
    /// or the first two letters of a one-word name (`Rose` → `RO`), in ASCII (`Žofie` → `ZO`,
    /// `Бабушка Роза` → `BR`); `ST` when there is no narrator or no letter to take.
    static func hint(for narrator: String?) -> String {
        guard let narrator else { return noNarrator }
        let ascii = narrator.unicodeScalars.allSatisfy(\.isASCII) ? narrator
            : narrator.applyingTransform(StringTransform("Any-Latin; Latin-ASCII"), reverse: false) ?? ""
        let words = ascii.uppercased().unicodeScalars.split { !("A"..."Z").contains($0) }
        let letters: [Unicode.Scalar] = switch words.count {
        case 0: []
        case 1: Array(words[0].prefix(2))
        default: [words[0].first!, words[1].first!]
        }
        return letters.count == 2 ? String(String.UnicodeScalarView(letters)) : noNarrator
    }
}
