import Crypto
import Foundation
import StoryArchive

/// Builds the family's website from the archive: `storychop build`.
///
/// Stages: read the stories → load templates and theme → publish each story's files →
/// plan every page → render the changed ones on all cores → search index and feeds →
/// remove what no longer belongs. A rebuild with nothing changed writes no file.
public struct SiteBuilder {
    public let archive: Archive

    public init(archive: Archive) {
        self.archive = archive
    }

    /// The folder the site is written to, given `options`.
    public func outputDirectory(_ options: SiteOptions) -> URL {
        options.outputDirectory ?? archive.root.appendingPathComponent(archive.config.siteDirectory)
    }

    public func build(options: SiteOptions) throws(SiteError) -> SiteReport {
        let output = outputDirectory(options)
        let catalog: StoryCatalog
        do {
            catalog = try archive.loadStories()
        } catch {
            throw SiteError(error)
        }
        var warnings = catalog.problems.map { SiteWarning(file: $0.file, message: "left out of the site: \($0.message)") }

        let layers = ResourceLayers(archiveRoot: archive.root)
        let templates = try TemplateSet.load(layers)
        let theme = try Theme.load(named: options.theme ?? archive.config.theme, from: layers)
        let writer = try SiteWriter(root: output)
        try writeAssets(theme: theme, layers: layers, writer: writer)

        let publisher = MediaPublisher(archive: archive, writer: writer,
                                       ffmpeg: options.transcode ? MediaPublisher.findFFmpeg() : nil)
        var media: [String: PublishedMedia] = [:]
        var transcripts: [String: TranscriptView] = [:]
        var searchText: [String: String] = [:]
        for (index, story) in catalog.stories.enumerated() {
            options.progress?(SiteProgress(stage: "Copying recordings", done: index + 1, total: catalog.stories.count))
            let (published, mediaWarnings) = try publisher.publish(story)
            media[story.id] = published
            warnings += mediaWarnings
            let (view, warning) = TranscriptViews.make(for: story, in: archive, audioSrc: published.audio?.src)
            transcripts[story.id] = view
            if let warning { warnings.append(warning) }
            if let view { searchText[story.id] = (view.lead + view.rest).map(\.text).joined(separator: " ") }
        }

        let generator = "StoryChop \(SiteBuilder.version)"
        let contexts = PageContextFactory(siteTitle: archive.config.title, lang: archive.config.language, generator: generator)
        let planner = PagePlanner(stories: catalog.stories, media: media, transcripts: transcripts, contexts: contexts,
                                  featuredID: archive.config.featured)
        let jobs = planner.plan()
        try PageRenderer(templates: templates, writer: writer).render(jobs, progress: options.progress)

        let index = SearchIndex.script(stories: planner.stories, transcriptText: searchText, from: SitePaths.search)
        try writer.write(Data(index.utf8), to: SitePaths.searchIndex, fingerprint: "")
        if let baseURL = options.baseURL ?? archive.config.baseURL {
            try FeedWriter(config: archive.config, stories: planner.stories, media: media, pages: jobs.map(\.path),
                           baseURL: baseURL).write(to: writer)
        }

        let totals = try writer.finish()
        return SiteReport(outputDirectory: output, stories: catalog.stories.count, files: totals.files,
                          written: totals.written, removed: totals.removed, warnings: warnings,
                          templates: templates.origins.mapValues(\.description))
    }

    private func writeAssets(theme: Theme, layers: ResourceLayers, writer: SiteWriter) throws(SiteError) {
        try writer.write(Data(theme.stylesheet.utf8), to: "assets/style.css", fingerprint: "")
        for script in Theme.scripts {
            if let (text, _) = layers.text("assets/" + script, in: "Templates") {
                try writer.write(Data(text.utf8), to: "assets/" + script, fingerprint: "")
            }
        }
    }

    /// The version written into pages' generator tag and the bundle's manifest.
    public static let version = "0.1.0"
}
