import Crypto
import Foundation
import StoryArchive

/// A theme: `Themes/base.css` (layout, print, reduced motion), `Themes/player.css` (the
/// player, lists that play, the transcript) and `Themes/days.css` (the journals' pages) and `Themes/photos.css` (photos and portraits), shared by all, plus the theme's own
/// `Themes/<name>/theme.css` (colours and type), joined into the site's `assets/style.css`.
/// Any of them may be replaced by a file of the same name in the archive's `themes/`.
struct Theme: Sendable {
    static let builtInNames = ["default", "calm", "high-contrast"]
    /// The stylesheets every theme is laid over, in this order.
    static let sharedFiles = ["base.css", "player.css", "days.css", "photos.css"]

    let name: String
    /// The theme's CSS, with the mood scales' colours added by `SiteSettings`.
    var stylesheet: String
    /// What the stylesheet was made from, for the digest of the build's settings: built-in
    /// files by their fingerprints (see `ResourceLayers.digestPart`).
    let sources: String

    static func load(named name: String, from layers: ResourceLayers) throws(SiteError) -> Theme {
        guard let (themeCSS, themeOrigin) = try layers.text("\(name)/theme.css", in: "Themes") else {
            let known = layers.names(in: "Themes", suffix: "").union(builtInNames).sorted()
            throw SiteError(.unknownTheme, file: ArchiveConfig.fileName, message: "there is no theme called \"\(name)\"",
                            hint: "Use one of \(Self.builtInNames.joined(separator: ", ")), or add themes/\(name)/theme.css to the archive. (Known here: \(known.joined(separator: ", ")))")
        }
        var stylesheet = "/* StoryChop theme: \(name) */\n", parts: [String] = []
        for file in sharedFiles {
            let shared = try layers.text(file, in: "Themes")
            stylesheet += (shared?.text ?? "") + "\n"
            parts.append(shared.map { ResourceLayers.digestPart($0.text, origin: $0.origin) } ?? "")
        }
        parts.append(ResourceLayers.digestPart(themeCSS, origin: themeOrigin))
        return Theme(name: name, stylesheet: stylesheet + themeCSS, sources: parts.joined(separator: "\u{0}"))
    }

    /// The scripts every page may load; pages work without them.
    static let scripts = ["player.js", "storychop.js", "playlist.js", "story-codes.js", "search.js"]
}
