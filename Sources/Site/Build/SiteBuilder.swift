import Foundation
import StoryArchive

/// Builds the family's website from the archive: `storychop build`.
///
/// The build is a list of stages, each in a file of its own and each returning what the next
/// needs: read the settings (`SiteSettings`) → check what changed since the last build
/// (`BuildRecord`, `ChangeCheck`: nothing → write nothing) → load the stories → publish each
/// story's files (`MediaPublisher`) → plan every page (`PagePlanner`) → render the pages
/// (`PageRenderer`) → write what differs and remove what no longer belongs (`SiteWriter`, the
/// one place that writes to the site folder). The check of the written site is `SiteCheck`'s.
public struct SiteBuilder {
    public let archive: Archive
    /// The story folders' names when the caller has them already (`ArchiveLock.storyFolders`).
    private let listedStoryFolders: [String]?

    public init(archive: Archive, storyFolders: [String]? = nil) {
        self.archive = archive
        listedStoryFolders = storyFolders
    }

    /// The folder the site is written to, given `options`.
    public func outputDirectory(_ options: SiteOptions) -> URL {
        options.outputDirectory ?? archive.root.appendingPathComponent(archive.config.siteDirectory)
    }

    public func build(options: SiteOptions) throws(SiteError) -> SiteReport {
        let output = outputDirectory(options)
        let settings = try SiteSettings.read(archive: archive, options: options)
        let storyFolders = listedStoryFolders ?? (try? archive.storyFolderNames()) ?? []
        let record = BuildRecord.load(from: output)
        if ChangeCheck.isUpToDate(record, settings: settings.digest, storyFolders: storyFolders, archive: archive, site: output) {
            return SiteReport(outputDirectory: output, stories: record.storyCount, files: record.fileCount,
                              fingerprints: { BuildRecord.files(in: output) }, written: 0, removed: 0, warnings: record.warnings,
                              templates: settings.templateOrigins, scope: .upToDate)
        }
        let templates = try TemplateSet(settings.templateSources)
        // Stamped before the stories are read: an edit made during the build shows next time.
        var inputs = ChangeCheck.storyFileStamps(archive: archive, storyFolders: storyFolders)
        let (catalog, problems) = try loadStories()
        var warnings = problems

        let previousFiles = BuildRecord.files(in: output)
        BuildRecord.setAside(in: output)
        let writer = try SiteWriter(root: output, previous: previousFiles)
        try writer.writeAssets(settings.theme, scripts: settings.scripts)
        options.progress?(SiteProgress(stage: "Copying recordings", done: 0, total: catalog.stories.count))
        let published = try MediaPublisher(archive: archive, writer: writer, ffmpeg: settings.ffmpeg).publish(catalog.stories)
        warnings += published.warnings
        inputs.merge(published.inputs) { _, new in new }

        let planner = PagePlanner(stories: catalog.stories, media: published.media, contexts: contexts(options),
                                  featuredID: archive.config.featured)
        let jobs = planner.plan()
        // The feeds show no page, only the stories: written on a thread of their own beside the pages.
        let feeds = Background { [archive] in
            Result { () throws(SiteError) in
                guard let baseURL = options.baseURL ?? archive.config.baseURL else { return }
                try FeedWriter(config: archive.config, stories: planner.stories, media: published.media, baseURL: baseURL)
                    .write(pages: jobs.map(\.path), to: writer)
            }
        }
        let knownWords = KnownWords.read(site: output, record: record, settings: settings.digest, stamps: published.inputs,
                                         stories: catalog.stories, archive: archive)
        let pages = Result { () throws(SiteError) in
            let rendered = try PageRenderer(templates: templates, writer: writer, archive: archive, knownWords: knownWords,
                                            stamps: published.inputs)
                .render(jobs, progress: options.progress)
            try SearchIndex.write(stories: planner.stories, words: rendered.words, to: writer)
            return rendered
        }
        // Waited for whatever happened: no thread writes to the site once the build has returned.
        let feedsWritten = feeds.wait()
        let rendered = try pages.get()
        try feedsWritten.get()
        warnings += planner.stories.reversed().compactMap { rendered.warnings[$0.id] }

        let newRecord = BuildRecord(settings: settings.digest, storyCount: catalog.stories.count, storyFolders: storyFolders,
                                    warnings: warnings, inputs: inputs)
        let totals = try writer.finish(recording: newRecord)
        return SiteReport(outputDirectory: output, stories: catalog.stories.count, files: totals.files.count,
                          fingerprints: { totals.files }, written: totals.written, removed: totals.removed,
                          warnings: warnings, templates: settings.templateOrigins, scope: .whole)
    }

    /// The stories, and a warning for each folder left out or file name refused (see `StoryFileNames`).
    private func loadStories() throws(SiteError) -> (StoryCatalog, [SiteWarning]) {
        var catalog: StoryCatalog
        do {
            catalog = try archive.loadStories()
        } catch {
            throw SiteError(error)
        }
        var warnings = catalog.problems.map { SiteWarning(file: $0.file, message: "left out of the site: \($0.message)") }
        catalog.stories = catalog.stories.map { StoryFileNames.checked($0, in: archive, warnings: &warnings) }
        return (catalog, warnings)
    }

    /// What every page shows of the site.
    func contexts(_ options: SiteOptions) -> PageContextFactory {
        PageContextFactory(siteTitle: archive.config.title, lang: archive.config.language,
                           generator: "StoryChop \(SiteBuilder.version)", baseURL: options.baseURL ?? archive.config.baseURL)
    }

    /// The version written into pages' generator tag and the bundle's manifest.
    public static let version = "0.1.0"
}
