import Foundation
import StoryCore
import StoryArchive

/// Builds the family's website from the archive: `storychop build`.
///
/// The build is a list of stages, each in a file of its own and each returning what the next
/// needs: read the settings (`SiteSettings`) → check what changed since the last build
/// (`BuildRecord`, `ChangeCheck`: nothing → write nothing) → load the stories and day entries →
/// publish each one's files (`MediaPublisher`) → plan every page (`PagePlanner`) → render the pages
/// (`PageRenderer`) → write what differs and remove what no longer belongs (`SiteWriter`, the
/// one place that writes to the site folder). The check of the written site is `SiteCheck`'s.
public struct SiteBuilder {
    public let archive: Archive
    /// The story folders' names when the caller has them already (`ArchiveLock.storyFolders`).
    private let listedStoryFolders: [String]?
    /// The lock the build runs under, checked to be still held when the build begins.
    private let lock: ArchiveLock?

    /// A builder without the lock, for tests only: library code builds under `init(locked:)`.
    init(archive: Archive, storyFolders: [String]? = nil) {
        self.archive = archive
        listedStoryFolders = storyFolders
        lock = nil
    }

    /// The builder for a caller that holds the archive's lock (`CheckedBuild`, `export`): the
    /// story folders as the lock listed them.
    public init(locked lock: ArchiveLock) {
        archive = lock.archive
        listedStoryFolders = lock.storyFolders
        self.lock = lock
    }

    /// The folder the site is written to, given `options`.
    public func outputDirectory(_ options: SiteOptions) -> URL {
        options.outputDirectory ?? archive.root.appendingPathComponent(archive.config.siteDirectory)
    }

    public func build(options: SiteOptions) throws(SiteError) -> SiteReport {
        try checkLock()
        let output = outputDirectory(options)
        let settings = try SiteSettings.read(archive: archive, options: options)
        let folders = ItemFolders(stories: listedStoryFolders ?? (try? archive.storyFolderNames()) ?? [],
                                  days: (try? archive.folderNames(of: .days)) ?? [])
        let record = BuildRecord.load(from: output)
        if ChangeCheck.isUpToDate(record, settings: settings.digest, folders: folders, archive: archive, site: output,
                                 today: options.today) {
            return SiteReport(outputDirectory: output, stories: record.storyCount, dayEntries: record.dayCount, files: record.fileCount,
                              fingerprints: { BuildRecord.files(in: output) }, written: 0, removed: 0, warnings: record.warnings,
                              templates: settings.templateOrigins, scope: .upToDate, book: record.book)
        }
        let templates = try TemplateSet(settings.templateSources, check: options.templateNameCheck)
        // Stamped before the stories are read: an edit made during the build shows next time.
        var inputs = ChangeCheck.itemFileStamps(archive: archive, folders: folders)
        let loaded = try load(today: options.today)
        var warnings = settings.warnings + loaded.warnings

        let previousFiles = BuildRecord.files(in: output)
        if record.inputs.isEmpty { SiteLeftovers.remove(in: output) }   // the last build, if any, was cut short
        BuildRecord.setAside(in: output)
        let writer = try SiteWriter(root: output, previous: previousFiles)
        try writer.writeAssets(settings.theme, scripts: settings.scripts)
        try publishQuestionsFile(to: writer)
        options.progress?(SiteProgress(stage: "Copying recordings", done: 0, total: loaded.stories.count + loaded.days.count))
        let published = try MediaPublisher(archive: archive, writer: writer, ffmpeg: settings.ffmpeg, previousStamps: record.inputs, readStamps: inputs)
            .publish(loaded.stories.filter { $0.sealedUntil == nil }.map(MediaItem.init) + loaded.days.map(MediaItem.init))
        warnings += published.warnings
        inputs.merge(published.inputs) { _, new in new }
        try StandardFiles(archive: archive, writer: writer, baseURL: options.baseURL ?? archive.config.baseURL)
            .write(loaded.stories, media: published.media)
        let photos = try publishPhotos(of: loaded.stories, days: loaded.days, writer: writer, program: settings.vipsthumbnail, inputs: &inputs, warnings: &warnings)
        let (book, bookOnSite) = try publishBook(stories: loaded.stories + loaded.privateStories, options: options, writer: writer, inputs: &inputs, warnings: &warnings)

        var planner = PagePlanner(stories: loaded.stories, media: published.media, contexts: contexts(options, hasDays: !loaded.days.isEmpty),
                                  featuredID: archive.config.featured, prompts: try loadPrompts(), days: loaded.days,
                                  moodStyles: settings.moodStyles, questions: loadQuestions(warnings: &warnings), today: options.today)
        (planner.photoCopies, planner.portraits, planner.book) = (photos.copies, photos.portraits, book)
        if let id = archive.config.featured, planner.featured == nil {
            warnings.append(SiteWarning(file: archive.configFile.path,
                                        message: "featured: there is no story \"\(id)\", so the home page features none — write the id of a story (its folder name under stories/), or remove the line"))
        }
        let rendered = try write(planner, templates: templates, settings: settings, record: record, published: published,
                                 options: options, writer: writer)
        warnings += planner.stories.reversed().compactMap { rendered[$0.id] }
            + loaded.days.compactMap { rendered[MediaItem.key(of: $0)] }

        let newRecord = BuildRecord(settings: settings.digest, storyCount: loaded.stories.count, dayCount: loaded.days.count,
                                    storyFolders: folders.stories, dayFolders: folders.days, warnings: warnings, inputs: inputs,
                                    // The days' pages change too, when "No entry yet." turns to "No entry that day.".
                                    sealLifts: (loaded.stories.compactMap { $0.sealedUntil?.dayString }
                                        + [planner.dayViews.pagesChange()?.dayString].compactMap { $0 }).min(), book: bookOnSite)
        let totals = try writer.finish(recording: newRecord)
        var report = SiteReport(outputDirectory: output, stories: loaded.stories.count, dayEntries: loaded.days.count,
                                files: totals.files.count, fingerprints: { totals.files }, written: totals.written, removed: totals.removed,
                                warnings: warnings, templates: settings.templateOrigins, scope: .whole, book: bookOnSite)
        (report.damaged, report.archiveFilesWritten) = (published.damaged, published.metadataWritten)
        return report
    }

    /// Fails when the lock the builder was given has been let go: nothing is built without it.
    private func checkLock() throws(SiteError) {
        do {
            try lock?.checkHeld()
        } catch {
            throw SiteError(error)
        }
    }

    /// Renders every page and the search index, with the feeds written beside them on a
    /// thread of their own (they show no page, only the stories).
    private func write(_ planner: PagePlanner, templates: TemplateSet, settings: SiteSettings, record: BuildRecord,
                       published: MediaPublisher.Publication, options: SiteOptions,
                       writer: SiteWriter) throws(SiteError) -> [String: SiteWarning] {
        let jobs = planner.plan()
        let feeds = Background { [archive] in
            Result { () throws(SiteError) in
                guard let baseURL = options.baseURL ?? archive.config.baseURL else { return }
                try FeedWriter(config: archive.config, stories: planner.stories, days: planner.dayViews.book.entries,
                               media: published.media, baseURL: baseURL)
                    .write(pages: jobs.map(\.path), to: writer)
            }
        }
        let items = jobs.flatMap(\.transcripts)
        let knownLines = KnownLines(site: writer.root, record: record, settings: settings.digest, stamps: published.inputs,
                                         items: items, archive: archive)
        let pages = Result { () throws(SiteError) in
            let index = try SearchIndex(stories: planner.stories, codes: planner.codes, days: planner.dayViews.book, expected: Set(items.map(\.key)), writer: writer)
            let warnings = try PageRenderer(templates: templates, writer: writer, archive: archive, knownLines: knownLines,
                                            stamps: published.inputs, index: index)
                .render(jobs, progress: options.progress)
            try index.finish()
            return warnings
        }
        // Waited for whatever happened: no thread writes to the site once the build has returned.
        let feedsWritten = feeds.wait()
        let rendered = try pages.get()
        try feedsWritten.get()
        return rendered
    }

    /// What the site is made of: the stories and day entries, and a warning for each folder left
    /// out or file name refused (see `StoryFileNames`). A story still sealed on `today` comes
    /// without its recording and transcript; a seal that has lifted is forgotten.
    private func load(today: RecordedDate) throws(SiteError)
        -> (stories: [Story], days: [DayEntry], warnings: [SiteWarning], privateStories: [Story]) {
        let catalog: StoryCatalog
        let days: DayCatalog
        do {
            catalog = try archive.loadStories()
            days = try archive.loadDays()
        } catch {
            throw SiteError(error)
        }
        var warnings = (catalog.problems + days.problems).map { SiteWarning(file: $0.file, message: "left out of the site: \($0.message) — fix the file by hand (docs/archive.md lists its fields), then build again") }
        // The keeper is told, at every build (warnings are kept in the build's record).
        warnings += catalog.stories.filter(\.isPrivate).map {
            SiteWarning(file: archive.storyDirectory($0.id).path, message: "left out of the site, being private (storychop edit \($0.id) --public shows it)")
        }
        let stories = catalog.stories.filter { !$0.isPrivate }.map { story in
            guard story.isSealed(on: today), let until = story.sealedUntil else {
                var unsealed = StoryFileNames.checked(story, in: archive, warnings: &warnings)
                unsealed.sealedUntil = nil
                return unsealed
            }
            warnings.append(SiteWarning(file: archive.storyDirectory(story.id).path,
                                        message: "sealed until \(until.dayString): its page shows no recording or transcript until a build on or after that day"))
            var sealed = story
            (sealed.audio, sealed.transcript) = (nil, nil)
            return sealed
        }
        let entries = days.entries.map { StoryFileNames.checked($0, in: archive, warnings: &warnings) }
        return (stories, entries, warnings, catalog.stories.filter(\.isPrivate))
    }

    /// questions.yml, for the questions' order and which are archived; without it (or when it
    /// cannot be read, which is warned about) the answers alone give the questions.
    private func loadQuestions(warnings: inout [SiteWarning]) -> DailyQuestions {
        do {
            return try DailyQuestions.load(from: archive)
        } catch {
            warnings.append(SiteWarning(file: error.file ?? DailyQuestions.fileName,
                                        message: "questions.yml is ignored (no question is shown as archived): \(error.message) — \(error.hint)"))
            return DailyQuestions()
        }
    }

    /// questions.yml beside the questions' pages, as an entry's entry.json is beside its day's:
    /// for archivists, and so that ingesting a bundle brings back which questions are archived.
    private func publishQuestionsFile(to writer: SiteWriter) throws(SiteError) {
        guard let data = FileManager.default.contents(atPath: archive.root.appendingPathComponent(DailyQuestions.fileName).path) else { return }
        try writer.write(data, to: SitePaths.questionsFile)
    }

    /// prompts.yml's questions; none when the archive has no prompt library.
    private func loadPrompts() throws(SiteError) -> PromptLibrary {
        do {
            return try PromptLibrary.load(from: archive)
        } catch {
            throw SiteError(error)
        }
    }

    /// What every page shows of the site.
    func contexts(_ options: SiteOptions, hasDays: Bool = false) -> PageContextFactory {
        PageContextFactory(siteTitle: archive.config.title, lang: archive.config.language,
                           generator: "StoryChop \(SiteBuilder.version)", baseURL: options.baseURL ?? archive.config.baseURL,
                           contact: archive.config.contact, hasDays: hasDays)
    }

    /// The version written into pages' generator tag and the bundle's manifest.
    public static let version = "0.1.0"
}
