import Foundation

/// Story ids: the recording's local day and a slug of its title, `2024-03-05-the-day-we-moved`.
/// They are folder names and URL parts, so they stay lower-case ASCII, short and unique.
public enum StoryID {
    /// Longest slug part; long titles are cut at a word boundary.
    static let maxSlugLength = 60

    /// A new id for a story recorded on `day` titled `title`, not among `taken`.
    public static func make(day: RecordedDate, title: String, taken: (String) -> Bool) -> String {
        let base = day.dayString + "-" + slug(title)
        if !taken(base) { return base }
        var number = 2
        while taken("\(base)-\(number)") { number += 1 }
        return "\(base)-\(number)"
    }

    /// `"Grandma's Kitchen & Garden!"` → `grandmas-kitchen-garden`; accents folded (`é` → `e`);
    /// a title with no Latin letters (Arabic, CJK) becomes `story`.
    public static func slug(_ title: String) -> String {
        // Folding changes nothing in ASCII that the lower-casing below does not: most titles skip it.
        let folded = title.utf8.allSatisfy { $0 < 0x80 } ? title
            : title.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive],
                            locale: Locale(identifier: "en_US_POSIX"))
        var words: [String] = []
        var current = ""
        for scalar in folded.unicodeScalars {
            if isASCIIAlphanumeric(scalar) {
                current.unicodeScalars.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue   // "grandma's" reads better as "grandmas" than "grandma-s"
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        var slug = ""
        for word in words {
            let next = slug.isEmpty ? word : slug + "-" + word
            if next.count > maxSlugLength { break }
            slug = next
        }
        if slug.isEmpty, let first = words.first { slug = String(first.prefix(maxSlugLength)) }
        return slug.isEmpty ? "story" : slug.lowercased()
    }

    /// A name's part of an id or a path (a person, a category): its slug, or for a name with no
    /// Latin letters (`Бабушка`, `奶奶`) a stable hash of it, so two such names stay apart.
    public static func nameSlug(_ name: String) -> String {
        let slug = slug(name)
        guard slug == "story" else { return slug }
        var hash: UInt32 = 2_166_136_261   // FNV-1a: stable across runs, unlike Hasher
        for byte in name.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        return "g" + String(hash, radix: 36)
    }

    /// A-Z, a-z, 0-9: the ASCII part of `CharacterSet.alphanumerics`, without its lookup.
    private static func isASCIIAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
    }

    /// True for names that could be an id: what `loadStories` and the site accept as folders.
    public static func isValid(_ id: String) -> Bool {
        !id.isEmpty && !id.hasPrefix(".") && id.unicodeScalars.allSatisfy {
            $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
        }
    }
}
