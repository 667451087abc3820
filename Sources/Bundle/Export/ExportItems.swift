import Foundation
import StoryCore
import StoryArchive

/// The archive's stories, or its day entries, as an export needs them, without holding them
/// all at once.
///
/// Why: at 10,000 stories the decoded stories were 11 MB of an export's peak memory, and they
/// are needed for three small things: each one's file names and audio checksum (for the
/// walk), its date (for the order of `manifest.json` and the entries' time), and its metadata
/// as JSON (for `manifest.json`). They are read a batch at a time; each is kept as a `Summary`,
/// and its metadata is printed at once into a spool file on disk, to be copied into
/// `manifest.json` at the end.
struct ExportItems<Item: ArchiveItem> {
    /// What the export keeps of one story or entry.
    struct Summary: Sendable {
        var id: String
        /// Where its files are in the site: `stories/<id>/`, or `days/<yyyy-mm-dd>/<id>/`.
        var folder: String
        /// Its place in `manifest.json`'s list (a story's recording date, an entry's day).
        var date: RecordedDate
        var audioFile: String?
        /// The audio's size and SHA-256 as the metadata records them (nil: none recorded).
        var expected: PayloadFile.Expected?
        var transcriptFile: String?
        /// A story's photos: each one's file and the size and SHA-256 story.json records (nil:
        /// none recorded, a photo added to story.json by hand).
        var photos: [(file: String, expected: PayloadFile.Expected?)] = []
        /// Where its metadata, printed for `manifest.json`, is in `metadata`.
        var metadataRange: Range<Int64> = 0..<0
    }

    /// In the order of their folder names.
    private(set) var summaries: [Summary] = []
    /// Indexes into `summaries`, oldest first (the archive's order, as `list` shows it).
    private(set) var catalogOrder: [Int] = []
    private var indexByFolder: [String: Int] = [:]
    /// Every one's metadata, as `manifest.json` prints it inside an item.
    let metadata: SpoolFile
    /// The newest date (seconds since 1970), nil without any.
    private(set) var newest: Int?
    /// The ids of the private ones, left out of the bundle, sorted.
    private(set) var leftOut: [String] = []
    /// The sealed ones (id → the day the seal lifts): only their pages are in the bundle.
    private(set) var sealed: [String: String] = [:]

    var count: Int { summaries.count }

    /// The index in `summaries` of the one whose files are in the site's `folder`.
    func index(ofFolder folder: String) -> Int? { indexByFolder[folder] }

    /// Read in parallel at a time: enough to use every core, few enough to hold.
    static var batchSize: Int { 256 }

    /// Reads every one; one that cannot be read stops the export, since the bundle would
    /// silently lack it. `spoolPath` is a new file for the metadata; `place` gives an item's
    /// folder in the site and its date.
    init(archive: Archive, spoolPath: String, today: RecordedDate,
         place: @escaping @Sendable (Item) -> (folder: String, date: RecordedDate)) throws(BundleError) {
        metadata = try SpoolFile(path: spoolPath)
        let names: [String]
        do {
            names = try archive.folderNames(of: Item.collection)
        } catch {
            throw BundleError(error)
        }
        var problems: [ItemProblem] = []
        for batch in names.chunked(by: Self.batchSize) {
            let loaded = batch.parallelMap { name in archive.loadItem(Item.self, folder: name).map { Self.read($0, today: today, place: place) } }
            for result in loaded {
                switch result {
                case .success(var summary, let text)?:
                    let start = metadata.count
                    try metadata.append(text)
                    summary.metadataRange = start..<metadata.count
                    add(summary)
                case .failure(let problem)?: problems.append(problem)
                case .leftOut(let id)?: leftOut.append(id)
                case .sealed(let id, let until)?: sealed[id] = until
                case .badMetadata(let error)?: throw error
                case nil: continue
                }
            }
        }
        if let problem = problems.first {
            let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
            let what = Item.collection == .stories ? "story" : "day entry"
            throw BundleError(.badStory, file: problem.file, message: "this \(what) cannot be read: \(problem.message)\(more)",
                              hint: "Fix \(Item.collection.metadataFileName) by hand, then export again.")
        }
        leftOut.sort()
        catalogOrder = summaries.indices.sorted {
            (summaries[$0].date, summaries[$0].id) < (summaries[$1].date, summaries[$1].id)
        }
    }

    private mutating func add(_ summary: Summary) {
        indexByFolder[summary.folder] = summaries.count
        summaries.append(summary)
        let time = Int(summary.date.instant.timeIntervalSince1970)
        newest = max(newest ?? time, time)
    }

    private enum Loaded: Sendable {
        case success(Summary, metadata: String)
        /// A private item: kept in the archive, not in the bundle.
        case leftOut(String)
        /// A sealed one: its page is in the site, its own files are not.
        case sealed(String, until: String)
        case failure(ItemProblem)
        case badMetadata(BundleError)
    }

    /// What is kept of one read from its folder.
    private static func read(_ result: Result<Item, ItemProblem>, today: RecordedDate,
                             place: (Item) -> (folder: String, date: RecordedDate)) -> Loaded {
        let item: Item
        switch result {
        case .failure(let problem): return .failure(problem)
        case .success(let read): item = read
        }
        if item.isPrivate { return .leftOut(item.id) }
        if item.isSealed(on: today), let until = item.sealedUntil { return .sealed(item.id, until: until.dayString) }
        let (folder, date) = place(item)
        var summary = Summary(id: item.id, folder: folder, date: date, audioFile: item.audio?.file,
                              transcriptFile: item.transcript?.file)
        if let audio = item.audio, !audio.sha256.isEmpty {
            summary.expected = .init(sha256: audio.sha256.lowercased(), bytes: audio.bytes)
        }
        if let story = item as? Story {
            summary.photos = story.photos.map { photo in
                (photo.file, photo.sha256.isEmpty ? nil : .init(sha256: photo.sha256.lowercased(), bytes: photo.bytes, what: "photo"))
            }
        }
        do {
            return .success(summary, metadata: try OrderedJSONEncoder().encode(item).prettyPrinted(nestedAt: BundleManifest.metadataIndent))
        } catch {
            return .badMetadata(BundleError(.badStory, file: "\(BundleLayout.payloadFolder)/\(folder)\(Item.collection.metadataFileName)",
                                            message: "cannot write this into manifest.json (\(error))",
                                            hint: "This is a bug in StoryChop; please report it with this message."))
        }
    }
}

/// The stories: each in `stories/<id>/`, ordered by when it was recorded.
typealias ExportStories = ExportItems<Story>

extension ExportItems where Item == Story {
    init(archive: Archive, spoolPath: String, today: RecordedDate) throws(BundleError) {
        try self.init(archive: archive, spoolPath: spoolPath, today: today) { story in (story.publishedFolder, story.recorded) }
    }
}

/// The day entries: each beside its day's page, in `days/<yyyy-mm-dd>/<id>/`, ordered by day.
typealias ExportDays = ExportItems<DayEntry>

extension ExportItems where Item == DayEntry {
    init(archive: Archive, spoolPath: String) throws(BundleError) {
        try self.init(archive: archive, spoolPath: spoolPath, today: RecordedDate(Date(), in: .current)) { entry in (entry.publishedFolder, entry.day) }
    }
}
