import Foundation
import StoryCore
import StoryArchive

/// The two layers a template or theme file comes from, the archive's own first:
///
///     <archive>/templates/story.mustache   overrides   Templates/story.mustache (built in)
///     <archive>/themes/calm/theme.css      overrides   Themes/calm/theme.css   (built in)
///
/// Built-in files are compiled into the binary (EmbeddedResources), so StoryChop runs anywhere.
package struct ResourceLayers: Sendable {
    package let archiveRoot: URL

    package init(archiveRoot: URL) {
        self.archiveRoot = archiveRoot
    }

    /// Where a file came from, for `--verbose` and error messages.
    package enum Origin: Sendable, Equatable {
        case archive(String)
        case builtIn(String)

        var description: String {
            switch self {
            case .archive(let path): path
            case .builtIn(let path): "built-in \(path)"
            }
        }
    }

    /// The text of `relativePath` in `folder` ("Templates" or "Themes"), the archive's copy
    /// winning; an archive's copy that is not UTF-8 text is an error, not a quiet fallback.
    package func text(_ relativePath: String, in folder: String) throws(SiteError) -> (text: String, origin: Origin)? {
        let override = archiveRoot.path + "/" + folder.lowercased() + "/" + relativePath
        if let data = FileManager.default.contents(atPath: override) {
            guard let text = String(data: data, encoding: .utf8) else {
                throw SiteError(.badTemplate, file: override, message: "this file is not UTF-8 text",
                                hint: "Save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8), or delete it to use the built-in one.")
            }
            return (text, .archive(override))
        }
        let key = folder + "/" + relativePath
        return EmbeddedResources.files[key].map { ($0, .builtIn(key)) }
    }

    /// What stands for a file's `text` in a digest of the build's settings: for a built-in file
    /// its fingerprint, made when StoryChop was built (hashing the built-in templates, theme and
    /// scripts again on every build was half of reading the settings); an archive's own file's text.
    static func digestPart(_ text: String, origin: Origin) -> String {
        guard case .builtIn(let key) = origin, let fingerprint = EmbeddedResources.fingerprints[key] else { return text }
        return "built-in " + key + " " + fingerprint
    }

    /// Names of files under `folder` (built in and overrides) ending in `suffix`, without it.
    func names(in folder: String, subfolder: String = "", suffix: String) -> Set<String> {
        let prefix = folder + "/" + subfolder
        var names = Set(EmbeddedResources.files.keys.filter { $0.hasPrefix(prefix) && $0.hasSuffix(suffix) }
            .map { String($0.dropFirst(prefix.count).dropLast(suffix.count)) }
            .filter { !$0.contains("/") })
        let overrides = archiveRoot.path + "/" + folder.lowercased() + "/" + subfolder
        for name in (try? FolderListing.names(in: overrides)) ?? [] where name.hasSuffix(suffix) {
            names.insert(String(name.dropLast(suffix.count)))
        }
        return names
    }

    /// Every built-in file, for `storychop init --templates`.
    static var builtInFiles: [String: String] { EmbeddedResources.files }
}
