/// A BCP 47 language tag as StoryChop accepts it (`de`, `ar`, `zh-Hant`, `pt-BR`), and the
/// writing direction it implies. Checked lightly: the shape, not the IANA registry, so a tag
/// registered after this StoryChop was made is still accepted.
public enum LanguageTag {
    /// Whether `tag` looks like a BCP 47 tag: a primary language of 2–3 letters, then subtags of
    /// 1–8 letters or digits, separated by hyphens.
    public static func isWellFormed(_ tag: String) -> Bool {
        let subtags = tag.split(separator: "-", omittingEmptySubsequences: false)
        guard let primary = subtags.first, (2...3).contains(primary.count),
              primary.unicodeScalars.allSatisfy(isASCIILetter) else { return false }
        return subtags.dropFirst().allSatisfy { subtag in
            (1...8).contains(subtag.count) && subtag.unicodeScalars.allSatisfy { isASCIILetter($0) || ("0"..."9").contains($0) }
        }
    }

    /// What a keeper is told when a tag is not well formed.
    public static let expected = "a language tag such as en, de, ar, zh-Hant or pt-BR"

    /// Whether text in `tag`'s language runs right to left: a script subtag decides when there
    /// is one (`az-Arab`, `sd-Deva`), else the language (Arabic, Hebrew, Persian, Urdu, Pashto,
    /// Sindhi, Uyghur, Yiddish, Dhivehi).
    public static func isRightToLeft(_ tag: String) -> Bool {
        let subtags = tag.lowercased().split(separator: "-")
        guard let primary = subtags.first else { return false }
        if let script = subtags.dropFirst().first(where: { $0.count == 4 && $0.unicodeScalars.allSatisfy(isASCIILetter) }) {
            return rightToLeftScripts.contains(String(script))
        }
        return rightToLeftLanguages.contains(String(primary))
    }

    private static let rightToLeftLanguages: Set = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv"]
    private static let rightToLeftScripts: Set = ["arab", "hebr", "thaa", "syrc", "nkoo", "adlm", "rohg", "mand", "samr"]

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
