import Crypto
import Foundation
import StoryArchive

/// The build's first stage: what shapes the site besides the stories — the templates' texts,
/// the theme, whether ffmpeg can make playable copies, the options — and one digest of all of
/// it. A different digest from the last build's means every page may look different.
struct SiteSettings {
    var templateSources: TemplateSet.Sources
    var theme: Theme
    /// The mood scales' words and colours, made once: the stylesheet's rules and the pages' classes.
    var moodStyles: MoodStyles
    /// A moods.yml that could not be read (the built-in scales are used instead).
    var warnings: [SiteWarning]
    var ffmpeg: String?
    /// Makes the photos' copies; nil when not installed (the pages then show no photos).
    var vipsthumbnail: String?
    /// The scripts pages may load: file name → text.
    var scripts: [String: String]
    var digest: String

    /// Which file each template is read from (`storychop build --verbose` prints it).
    var templateOrigins: [String: String] { templateSources.origins.mapValues(\.description) }

    static func read(archive: Archive, options: SiteOptions) throws(SiteError) -> SiteSettings {
        let layers = ResourceLayers(archiveRoot: archive.root)
        let templateSources = try TemplateSet.Sources.read(layers)
        var theme = try Theme.load(named: options.theme ?? archive.config.theme, from: layers)
        var moodScales = MoodScales.builtIn
        var warnings: [SiteWarning] = []
        do {
            moodScales = try MoodScales.load(from: archive)
        } catch {
            warnings.append(SiteWarning(file: error.file ?? MoodScales.fileName,
                                        message: "moods.yml is ignored and the built-in mood scales are used: \(error.message) — \(error.hint)"))
        }
        let moodStyles = MoodStyles(scales: moodScales)
        warnings += moodStyles.problems.map {
            SiteWarning(file: archive.root.appendingPathComponent(MoodScales.fileName).path, message: $0)
        }
        let moodColours = moodStyles.stylesheet
        theme.stylesheet += moodColours
        let ffmpeg = options.transcode ? MediaPublisher.findFFmpeg() : nil
        let vipsthumbnail = PhotoRecipe.findProgram()
        var scripts: [String: String] = [:], scriptParts: [String] = []
        for script in Theme.scripts {
            let found = try layers.text("assets/" + script, in: "Templates")
            scripts[script] = found?.text
            scriptParts.append(found.map { ResourceLayers.digestPart($0.text, origin: $0.origin) } ?? "")
        }
        // storychop.yml is among the inputs (see `ChangeCheck`), but the base URL may come from
        // the command line; StoryChop's own binary too: a new one may render pages differently.
        let program = FileStamp.of("/proc/self/exe") ?? SiteBuilder.version
        let parts = [SiteBuilder.version, program, templateSources.digest, theme.name, theme.sources, moodColours, options.baseURL ?? "",
                     ffmpeg ?? "no ffmpeg", vipsthumbnail ?? "no vipsthumbnail", options.includeBook ? "book" : "no book"] + scriptParts
        let digest = FileDigest.hex(SHA256.hash(data: Data(parts.joined(separator: "\u{0}").utf8)))
        return SiteSettings(templateSources: templateSources, theme: theme, moodStyles: moodStyles, warnings: warnings,
                            ffmpeg: ffmpeg, vipsthumbnail: vipsthumbnail, scripts: scripts,
                            digest: digest)
    }
}
