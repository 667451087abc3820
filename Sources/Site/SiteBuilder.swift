import Crypto
import Foundation
import StoryArchive

/// Builds the family's website from the archive: `storychop build`.
///
/// Stages: stamp the archive's files while the templates and theme are read, and stop there
/// when nothing changed since the last build → read the stories (those unchanged from the
/// last build's cache) → publish each story's files (all cores) → plan every page with what it
/// is made from → render the changed ones (all cores; transcripts read only for those) →
/// search index and feeds (a core each) → remove what no longer belongs, and record what the
/// site was made from. A rebuild with nothing changed writes no file; one after edits to a few
/// stories only is `StoryEditRebuild`'s.
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
        let layers = ResourceLayers(archiveRoot: archive.root)
        // What shapes the site besides the archive's files, read while the archive's files are
        // compared with the last build's stamps.
        let readSettings = { () -> Result<Settings, SiteError> in
            Result { () throws(SiteError) in try Settings(builder: self, layers: layers, options: options) }
        }
        let state = BuildState.read(from: output)
        let (check, settingsRead) = state.map {
            UpToDate.check(state: $0, archiveRoot: archive.root.path + "/", alongside: readSettings) { read in
                (try? read.get()).map { ($0.digest, $0.storyListStamp) }
            }
        } ?? (nil, readSettings())
        let found = try settingsRead.get()
        let (templateSources, theme, ffmpeg, settings, storyFolders, storyListStamp) =
            (found.templateSources, found.theme, found.ffmpeg, found.digest, found.storyFolders, found.storyListStamp)

        // Nothing changed since the last build: say what it said, write nothing.
        if let check, check.isUpToDate, FileManager.default.fileExists(atPath: output.appendingPathComponent(SitePaths.home).path) {
            let last = check.summary
            return SiteReport(outputDirectory: output, stories: last.storyCount, files: last.fileCount,
                              fingerprints: { BuildState.load(from: output).files.dictionary }, written: 0, removed: 0,
                              warnings: last.warnings, templates: templateSources.origins.mapValues(\.description), scope: .upToDate)
        }
        let templates = try TemplateSet(templateSources)
        // After edits to some stories only, the last build's records that rebuild starts from
        // are read on the cores the site writer looks at the site's folders with; the stories'
        // cache, read whole the longest of these, in two parts.
        let edits = check.flatMap { $0.settingsMatch ? StoryEdits(changed: $0.changed) : nil }
        let records = Locked(StoryEditRebuild.Records())
        let storyCache = edits == nil ? nil : StoryCache.mapped(in: output)
        let storyParts = Locked([StoryCache.Loaded.Part](repeating: .init(), count: 2))
        let readRecords = edits == nil ? [] : (0..<2).map { part in
            SiteTask { () throws(SiteError) in
                guard let storyCache else { return }
                let entries = StoryCache.entries(in: storyCache, part: part, of: 2)
                storyParts.withLock { $0[part] = entries }
            }
        } + [
            SiteTask { () throws(SiteError) in
                let (keys, transcripts) = (StoryKeyRecord.load(from: output), TranscriptCache(from: output))
                records.withLock { $0.keys = keys.keys; $0.keyOrder = keys.order; $0.transcripts = transcripts }
            },
            SiteTask { [archive] () throws(SiteError) in
                // The edited stories' story.json too: decoding one was half a millisecond.
                var edited: [String: Result<Story, StoryProblem>] = [:]
                for id in edits?.ids ?? [] { edited[id] = archive.loadStory(folder: id) }
                records.withLock { $0.edited = edited }
            },
        ]
        let writer = try SiteWriter(root: output, state: state, alongside: readRecords)
        if edits != nil { records.withLock { $0.stories = StoryCache.Loaded(file: storyCache, parts: storyParts.withLock { $0 }) } }
        if let check, let edits {
            let rebuild = StoryEditRebuild(builder: self, edits: edits, changedInputs: check.changed, writer: writer,
                                           records: records.withLock { $0 }, templates: templates, theme: theme,
                                           layers: layers, ffmpeg: ffmpeg, options: options)
            if let report = try rebuild.run() {
                FreedMemory.leave(records)   // every story as the last build read it
                return report
            }
        }
        var inputs = SiteInputs(archive: archive, storyFolders: storyFolders, storyListStamp: storyListStamp,
                                previous: writer.previous.inputs, changed: check?.changed ?? [:])

        // Stories whose story.json is as the last build read it come from its cache (read
        // already when the rebuild after edits found it could not do it alone).
        let known = edits == nil ? StoryCache.load(from: output) : records.withLock { $0.stories }
        let storyStamps = inputs.storyFileStamps
        let catalog: StoryCatalog
        do {
            catalog = try archive.loadStories { name in
                known[name].flatMap { $0.stamp == storyStamps[name] ? $0.story : nil }
            }
        } catch {
            throw SiteError(error)
        }
        var warnings = catalog.problems.map { SiteWarning(file: $0.file, message: "left out of the site: \($0.message)") }
        try writeAssets(theme: theme, layers: layers, writer: writer)

        // Each story's files into its folder of the site, on all cores.
        let publisher = MediaPublisher(archive: archive, writer: writer, ffmpeg: ffmpeg, stamps: inputs.knownStamps)
        options.progress?(SiteProgress(stage: "Copying recordings", done: 0, total: catalog.stories.count))
        let published = catalog.stories.parallelMap { story in
            Result { () throws(SiteError) in
                let publication = try publisher.publish(story)
                return (publication, publication.key(storyStamp: storyStamps[story.id] ?? ""))
            }
        }
        var media: [String: PublishedMedia] = [:], transcriptStamps: [String: String] = [:], storyKeys: [String: String] = [:]
        media.reserveCapacity(catalog.stories.count)
        transcriptStamps.reserveCapacity(catalog.stories.count)
        storyKeys.reserveCapacity(catalog.stories.count)
        for (story, result) in zip(catalog.stories, published) {
            let (publication, key) = try result.get()
            writer.keep(publication.kept)
            media[story.id] = publication.media
            warnings += publication.warnings
            transcriptStamps[story.id] = publication.transcriptStamp
            storyKeys[story.id] = key
            for (path, stamp) in publication.inputs { inputs.add(path, stamp: stamp) }
        }

        let planner = PagePlanner(stories: catalog.stories, media: media, transcriptStamps: transcriptStamps,
                                  storyKeys: storyKeys, contexts: contexts, featuredID: archive.config.featured)
        let jobs = planner.plan()
        let fragments = FragmentStore(root: output)
        let renderer = PageRenderer(templates: templates, writer: writer, archive: archive,
                                    knownTranscripts: TranscriptCache(from: output), fragments: fragments)
        let transcripts = try renderer.render(jobs, progress: options.progress)
        warnings += planner.stories.reversed().compactMap { transcripts.warning($0.id) }

        try writeSearchIndexAndFeeds(stories: planner.stories, words: transcripts.words, pieceKeys: planner.pieceKeys,
                                     media: { media[$0.id] }, pages: jobs.map(\.path), options: options,
                                     writer: writer, fragments: fragments)

        // The caches are written only when they would change: each is megabytes at 10,000 stories.
        try fragments.save()
        try transcripts.save(to: output)
        if known.count != catalog.stories.count || catalog.stories.contains(where: { known[$0.id]?.stamp != storyStamps[$0.id] }) {
            try StoryCache.save(catalog.stories, stamps: storyStamps, known: known, to: output)
        }
        try StoryKeyRecord.save(storyKeys, to: output)
        let totals = try writer.finish(settings: settings, storyCount: catalog.stories.count, inputs: inputs.stamps,
                                       warnings: warnings, groupOrder: planner.groups.order)
        return SiteReport(outputDirectory: output, stories: catalog.stories.count, files: totals.files.count,
                          fingerprints: { totals.files },
                          written: totals.written, removed: totals.removed, warnings: warnings,
                          templates: templates.origins.mapValues(\.description), scope: .whole)
    }

    /// What a build reads before it knows whether anything changed: the templates' texts, the
    /// theme, ffmpeg, the digest of all that (`settingsDigest`), the story folders' names and
    /// their stamp (`SiteInputs.storyListStamp`: the SHA-256 of 40 KB of names at 1,000 stories,
    /// made here, beside the archive's stamps, and not after them).
    private struct Settings {
        var templateSources: TemplateSet.Sources
        var theme: Theme
        var ffmpeg: String?
        var digest: String
        var storyFolders: [String]
        var storyListStamp: String

        init(builder: SiteBuilder, layers: ResourceLayers, options: SiteOptions) throws(SiteError) {
            templateSources = TemplateSet.Sources.read(layers)
            theme = try Theme.load(named: options.theme ?? builder.archive.config.theme, from: layers)
            ffmpeg = options.transcode ? MediaPublisher.findFFmpeg() : nil
            digest = builder.settingsDigest(templates: templateSources.digest, theme: theme, layers: layers, options: options,
                                            ffmpeg: ffmpeg)
            storyFolders = builder.listedStoryFolders ?? (try? builder.archive.storyFolderNames()) ?? []
            storyListStamp = SiteInputs.storyListStamp(storyFolders)
        }
    }

    /// Everything besides the archive's files that shapes the site: StoryChop's version, the
    /// templates (`templates`: their digest), the theme and scripts, the base URL, whether
    /// CAF/ALAC get playable copies.
    private func settingsDigest(templates: String, theme: Theme, layers: ResourceLayers, options: SiteOptions,
                                ffmpeg: String?) -> String {
        let scripts = Theme.scripts.map { script in
            layers.text("assets/" + script, in: "Templates").map { ResourceLayers.digestPart($0.text, origin: $0.origin) } ?? ""
        }
        let parts = [SiteBuilder.version, templates, theme.name, theme.sources, options.baseURL ?? "",
                     ffmpeg ?? "no ffmpeg"] + scripts
        return FileDigest.hex(SHA256.hash(data: Data(parts.joined(separator: "\u{0}").utf8)))
    }

    /// The search index and, with a base URL, the feeds, at the same time: each is a file
    /// listing every story. `pages`: every page, for the sitemap; nil when none came or went.
    func writeSearchIndexAndFeeds(stories: [Story], words: @escaping (String) -> String, pieceKeys: [UInt64],
                                  media: @escaping (Story) -> PublishedMedia?, pages: [String]?, options: SiteOptions,
                                  writer: SiteWriter, fragments: FragmentStore) throws(SiteError) {
        try SiteTasks.run(searchIndexAndFeedTasks(stories: stories, words: words, pieceKeys: pieceKeys, media: media,
                                                  pages: pages, options: options, writer: writer, fragments: fragments))
    }

    /// The work of `writeSearchIndexAndFeeds`, a file a task, to be run beside other work.
    func searchIndexAndFeedTasks(stories: [Story], words: @escaping (String) -> String, pieceKeys: [UInt64],
                                 media: @escaping (Story) -> PublishedMedia?, pages: [String]?, options: SiteOptions,
                                 writer: SiteWriter, fragments: FragmentStore) -> [SiteTask] {
        let feeds = (options.baseURL ?? archive.config.baseURL).map { baseURL in
            FeedWriter(config: archive.config, stories: stories, media: media, pieceKeys: pieceKeys, pages: pages, baseURL: baseURL)
        }
        let index = SiteTask { () throws(SiteError) in
            try SearchIndex.write(stories: stories, words: words, pieceKeys: pieceKeys, to: writer, fragments: fragments)
        }
        return (feeds?.tasks(to: writer, fragments: fragments) ?? []) + [index]
    }

    /// What every page shows of the site.
    var contexts: PageContextFactory {
        PageContextFactory(siteTitle: archive.config.title, lang: archive.config.language,
                           generator: "StoryChop \(SiteBuilder.version)")
    }

    func writeAssets(theme: Theme, layers: ResourceLayers, writer: SiteWriter) throws(SiteError) {
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
