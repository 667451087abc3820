import Foundation

/// Names for the ZIP and its top folder.
public enum BundleNaming {
    /// The top folder for a ZIP at `zipPath`: its file name without `.zip`
    /// (`Family-Stories.zip` → `Family-Stories`), or one made from `title` when that name
    /// cannot be a folder name.
    public static func topFolder(forZip zipPath: String, title: String) -> String {
        var name = URL(fileURLWithPath: zipPath).lastPathComponent
        if name.lowercased().hasSuffix(".zip") { name = String(name.dropLast(4)) }
        let cleaned = safeName(name)
        return cleaned.isEmpty ? fileName(forTitle: title) : cleaned
    }

    /// `The Miller Family Stories` → `The-Miller-Family-Stories`: letters (any script) and
    /// digits kept, everything else a single `-`; `Family-Stories` when nothing is left.
    public static func fileName(forTitle title: String) -> String {
        var out = ""
        for character in title {
            if character.isLetter || character.isNumber {
                out.append(character)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        return out.isEmpty ? "Family-Stories" : String(out.prefix(80))
    }

    /// The default output, in the current folder: `<title>.zip`.
    public static func defaultZipPath(title: String) -> String {
        fileName(forTitle: title) + ".zip"
    }

    /// A name that is safe as a ZIP entry's first part: no slashes, control characters or dots alone.
    static func safeName(_ name: String) -> String {
        let kept = String(name.unicodeScalars.filter { $0.value >= 0x20 && $0 != "/" && $0 != "\\" && $0.value != 0x7F })
            .trimmingCharacters(in: .whitespaces)
        return kept == "." || kept == ".." || kept.hasPrefix(".") ? "" : kept
    }
}
