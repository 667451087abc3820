import Crypto
import Foundation
import StoryArchive

/// The build's first stage: what shapes the site besides the stories — the templates' texts,
/// the theme, whether ffmpeg can make playable copies, the options — and one digest of all of
/// it. A different digest from the last build's means every page may look different.
struct SiteSettings {
    var layers: ResourceLayers
    var templateSources: TemplateSet.Sources
    var theme: Theme
    var ffmpeg: String?
    var digest: String

    /// Which file each template is read from (`storychop build --verbose` prints it).
    var templateOrigins: [String: String] { templateSources.origins.mapValues(\.description) }

    static func read(archive: Archive, options: SiteOptions) throws(SiteError) -> SiteSettings {
        let layers = ResourceLayers(archiveRoot: archive.root)
        let templateSources = try TemplateSet.Sources.read(layers)
        let theme = try Theme.load(named: options.theme ?? archive.config.theme, from: layers)
        let ffmpeg = options.transcode ? MediaPublisher.findFFmpeg() : nil
        var scripts: [String] = []
        for script in Theme.scripts {
            scripts.append(try layers.text("assets/" + script, in: "Templates").map { ResourceLayers.digestPart($0.text, origin: $0.origin) } ?? "")
        }
        // The archive's storychop.yml is among the inputs (see `ChangeCheck`); the base URL may
        // come from the command line instead.
        // StoryChop's own binary too: a new one may render the same pages differently.
        let program = FileStamp.of("/proc/self/exe") ?? SiteBuilder.version
        let parts = [SiteBuilder.version, program, templateSources.digest, theme.name, theme.sources, options.baseURL ?? "",
                     ffmpeg ?? "no ffmpeg"] + scripts
        let digest = FileDigest.hex(SHA256.hash(data: Data(parts.joined(separator: "\u{0}").utf8)))
        return SiteSettings(layers: layers, templateSources: templateSources, theme: theme, ffmpeg: ffmpeg, digest: digest)
    }
}
