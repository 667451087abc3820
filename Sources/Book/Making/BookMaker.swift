import Foundation
import Site
import StoryArchive
import StoryCore

/// What `storychop book` did: where the book is, what it holds, and what the keeper should know.
public struct BookResult: Sendable {
    public var folder: URL
    public var record: BookRecord
    /// True when nothing had changed and the book made before was kept.
    public var reused: Bool
    /// Stories printed without a transcript or a photo, and why.
    public var warnings: [String]
    /// What the choices would have taken but the book leaves out ("2 private stories").
    public var leftOut: [String]
    /// Whether the codes hold the published site's address (storychop.yml's base_url).
    public var hasAddress: Bool
    /// The book this one took the place of, when it held other stories (a trial of one person's
    /// stories made where the family's book was).
    public var replaced: BookRecord?
}

/// Makes the book: chooses the stories, sets each as a chapter, shares them among volumes,
/// has the engine typeset each volume in turn (so memory holds one volume at a time) and puts
/// the PDFs, their previews and `book.json` in place only once every volume is done: a book
/// that fails leaves the one before it as it was.
public struct BookMaker {
    let archive: Archive
    let options: BookOptions

    public init(archive: Archive, options: BookOptions) {
        self.archive = archive
        self.options = options
    }

    /// Where the book goes.
    public var folder: URL { options.output ?? archive.root.appendingPathComponent(BookRecord.folder, isDirectory: true) }

    public func make(progress: (@Sendable (String) -> Void)? = nil) throws(BookError) -> BookResult {
        let lock: ArchiveLock
        do { lock = try ArchiveLock(archive: archive) } catch { throw BookError(error) }
        defer { lock.release() }
        let (stories, prompts) = try loadStories()
        let selection = try BookSelection.choose(from: stories, options: options, prompts: prompts)
        // The codes are those the site shows, made over every story it has a page of.
        let codes = StoryCode.codes(for: stories.filter { !$0.isPrivate })
        let enginePath = try BookEngine.locate(configured: archive.config.bookEngine, archiveRoot: archive.root)
        let document = try BookDocument.load(archiveRoot: archive.root)
        let months = options.days ? try BookMonths.make(archive: archive, person: options.person, year: options.year) : []
        let fingerprint = BookFingerprint(archive: archive, options: options)
            .of(selection.stories, codes: codes, engine: BookEngine.identity(of: enginePath), document: document.digest, months: months)
        let hasAddress = StoryChapter.published(archive.config.baseURL) != nil
        removeLeftovers()
        let previous = BookRecord.read(in: folder)
        if !options.force, let kept = previous, kept.fingerprint == fingerprint, isWhole(kept) {
            return BookResult(folder: folder, record: kept, reused: true, warnings: kept.warnings ?? [], leftOut: selection.leftOut,
                              hasAddress: hasAddress)
        }
        try prepareFolder(holding: previous)
        let engine = try BookEngine.start(enginePath, configured: archive.config.bookEngine != nil)
        progress?("Setting \(BookSelection.count(selection.stories.count, "story", "stories")) with \(engine.name)")
        let record = try typeset(selection.stories, codes: codes, months: months, engine: engine, document: document,
                                 fingerprint: fingerprint, previous: previous, progress: progress)
        let replaced = previous.flatMap { Set($0.storyIDs) == Set(record.storyIDs) ? nil : $0 }
        return BookResult(folder: folder, record: record, reused: false, warnings: record.warnings ?? [], leftOut: selection.leftOut,
                          hasAddress: hasAddress, replaced: replaced)
    }

    /// Sets the chapters, has the engine typeset the volumes and puts them in place.
    private func typeset(_ stories: [Story], codes: [String: String], months: [BookMonthModel], engine: BookEngine, document: BookDocument,
                         fingerprint: String, previous: BookRecord?, progress: (@Sendable (String) -> Void)?) throws(BookError) -> BookRecord {
        let cover = try options.cover.map { path throws(BookError) in try printPhotos.cover(path) }
        var (chapters, warnings) = chapters(of: stories, codes: codes)
        if options.days, months.isEmpty { warnings.append("there are no journal entries to print\(options.person.map { " of \($0)" } ?? "")\(options.year.map { " in \($0)" } ?? ""), so the book has no journals") }
        let parts = BookParts(archive: archive, options: options, engine: engine.name, cover: cover, months: months)
        let typesetter = VolumeTypesetter(folder: folder, document: document, engine: engine, parts: parts, plan: plan)
        let volumes = try typesetter.typeset(chapters, progress: progress)
        warnings += typesetter.notes
        let record = BookRecord(made: Self.now(), engine: engine.name, trim: options.trim.rawValue, largePrint: options.largePrint,
                                fingerprint: fingerprint, volumes: volumes.map(\.volume), warnings: warnings.isEmpty ? nil : warnings)
        try typesetter.place(volumes, record: record, previous: previous,
                             keepingImages: Set(chapters.flatMap { $0.photos.map(\.src) } + [cover?.src].compactMap { $0 }))
        chapters.removeAll()
        return record
    }

    var plan: VolumePlan { VolumePlan(trim: options.trim, largePrint: options.largePrint, limit: options.maxPages) }
    var printPhotos: PrintPhotos {
        PrintPhotos(folder: folder.appendingPathComponent(PrintPhotos.folderName, isDirectory: true), program: PhotoRecipe.findProgram())
    }

    /// Every story (the selection leaves out private and sealed ones, and says so), and prompts.yml.
    private func loadStories() throws(BookError) -> ([Story], PromptLibrary) {
        do {
            let catalog = try archive.loadStories()
            let prompts = (try? PromptLibrary.load(from: archive)) ?? PromptLibrary(categories: [])
            return (catalog.stories, prompts)
        } catch {
            throw BookError(error)
        }
    }

    /// Each story's chapter, its photos copied for print first; what was left out of each, as warnings.
    private func chapters(of stories: [Story], codes: [String: String]) -> ([BookStoryModel], [String]) {
        let originals = stories.flatMap { story in
            story.photos.map { PrintPhotos.Original(path: archive.storyDirectory(story.id).appendingPathComponent($0.file).path,
                                                    sha256: $0.sha256, owner: "the story \"\(story.id)\"", bytes: $0.bytes) }
        }
        let (copies, photoWarnings) = printPhotos.make(originals)
        let chapter = StoryChapter(archive: archive, baseURL: StoryChapter.published(archive.config.baseURL))
        var warnings = photoWarnings
        let models = stories.map { story in
            let photos = story.photos.compactMap { photo in
                copies[photo.sha256].map { BookPhotoModel(src: $0, alt: photo.alt ?? "", caption: Self.caption(of: photo)) }
            }
            let (model, warning) = chapter.model(of: story, code: codes[story.id] ?? StoryCode.code(for: story), photos: photos)
            if let warning { warnings.append(warning) }
            return model
        }
        return (models, warnings)
    }

    /// A photo's caption as printed: its words, then its date and who is in it.
    static func caption(of photo: StoryPhoto) -> String? {
        var parts = [photo.caption].compactMap { $0 }
        if let date = photo.date { parts.append(DisplayText.photoDate(date)) }
        if !photo.people.isEmpty { parts.append("With " + DisplayText.listed(photo.people)) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }

    /// Whether every file the record names is there at its recorded size.
    private func isWhole(_ record: BookRecord) -> Bool {
        record.volumes.allSatisfy { volume in
            let attributes = try? FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(volume.file).path)
            return (attributes?[.size] as? NSNumber)?.int64Value == volume.bytes
                && FileManager.default.fileExists(atPath: folder.appendingPathComponent(volume.preview).path)
        }
    }

    /// Makes the book's folder; refuses one that holds files a book did not put there (`-o` may
    /// name a folder of the keeper's own, whose `book.html` must not be written over).
    private func prepareFolder(holding previous: BookRecord?) throws(BookError) {
        // A book stopped before its book.json was written leaves only photo copies: not the keeper's.
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { name in
            !name.hasPrefix(".") && !(name == PrintPhotos.folderName && PrintPhotos.holdsOnlyCopies(folder.appendingPathComponent(name).path))
        }
        if previous == nil, !names.isEmpty {
            let shown = names.sorted().prefix(3).joined(separator: ", ") + (names.count > 3 ? " …" : "")
            throw BookError(.badChoice, file: folder.path, message: "this folder holds files that no book made (\(shown)), and a book would write over them",
                            hint: "Name a new or empty folder with -o, or move those files away.")
        }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw BookError(.io, file: folder.path, message: "cannot make the book's folder (\(error.localizedDescription))",
                            hint: "Check that you may write there, or name another folder with -o.")
        }
    }

    /// Removes what a run that was stopped left in the book's folder: its hidden temporary files
    /// (`.book-2.pdf.PID.N.tmp`, `.book.json.PID.N.tmp`) and photo staging folders, nothing else
    /// (`-o` may name a folder with files of the keeper's own).
    private func removeLeftovers() {
        for place in [folder, folder.appendingPathComponent(PrintPhotos.folderName)] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: place.path)) ?? []
            for name in names where (name.hasPrefix(".book") && name.hasSuffix(".tmp")) || name.hasPrefix(".staging-") {
                try? FileManager.default.removeItem(at: place.appendingPathComponent(name))
            }
        }
    }

    static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: Date())
    }
}
