import Foundation
import StoryArchive

/// The archive's stories as an export needs them, without holding every `Story` at once.
///
/// Why: at 10,000 stories the decoded stories were 11 MB of an export's peak memory, and they
/// are needed for three small things: each story's file names and audio checksum (for the
/// walk), its recording date (for the order of `manifest.json` and the entries' time), and its
/// metadata as JSON (for `manifest.json`). The stories are read a batch at a time; each is
/// kept as a `Summary`, and its metadata is printed at once into a spool file on disk, to be
/// copied into `manifest.json` at the end.
struct ExportStories {
    /// What the export keeps of one story.
    struct Summary: Sendable {
        var id: String
        var recorded: RecordedDate
        var audioFile: String?
        /// The audio's size and SHA-256 as `story.json` records them (nil: none recorded).
        var expected: PayloadFile.Expected?
        var transcriptFile: String?
        /// Where the story's metadata, printed for `manifest.json`, is in `metadata`.
        var metadataRange: Range<Int64> = 0..<0
    }

    /// In the order of their folder names.
    private(set) var summaries: [Summary] = []
    /// Indexes into `summaries`, oldest story first (the archive's order, as `list` shows it).
    private(set) var catalogOrder: [Int] = []
    private var indexByID: [String: Int] = [:]
    /// Every story's metadata, as `manifest.json` prints it inside a story item.
    let metadata: SpoolFile
    /// The newest recording time (seconds since 1970), nil without stories.
    private(set) var newest: Int?

    var count: Int { summaries.count }

    /// The index in `summaries` of the story with this id.
    func index(ofID id: String) -> Int? { indexByID[id] }

    /// Stories read in parallel at a time: enough to use every core, few enough to hold.
    static let batchSize = 256

    /// Reads every story; one that cannot be read stops the export, since the bundle would
    /// silently lack it. `spoolPath` is a new file for the metadata.
    init(archive: Archive, spoolPath: String) throws(BundleError) {
        metadata = try SpoolFile(path: spoolPath)
        let names: [String]
        do {
            names = try archive.storyFolderNames()
        } catch {
            throw BundleError(error)
        }
        var problems: [ItemProblem] = []
        for batch in names.chunked(by: Self.batchSize) {
            let loaded = batch.parallelMap { name in archive.loadStory(folder: name).map(Self.read) }
            for result in loaded {
                switch result {
                case .success(var summary, let text)?:
                    let start = metadata.count
                    try metadata.append(text)
                    summary.metadataRange = start..<metadata.count
                    add(summary)
                case .failure(let problem)?: problems.append(problem)
                case .badMetadata(let error)?: throw error
                case nil: continue
                }
            }
        }
        if let problem = problems.first {
            let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
            throw BundleError(.badStory, file: problem.file, message: "this story cannot be read: \(problem.message)\(more)",
                              hint: "Fix story.json by hand, then export again.")
        }
        catalogOrder = summaries.indices.sorted {
            (summaries[$0].recorded, summaries[$0].id) < (summaries[$1].recorded, summaries[$1].id)
        }
    }

    private mutating func add(_ summary: Summary) {
        indexByID[summary.id] = summaries.count
        summaries.append(summary)
        let time = Int(summary.recorded.instant.timeIntervalSince1970)
        newest = max(newest ?? time, time)
    }

    private enum Loaded: Sendable {
        case success(Summary, metadata: String)
        case failure(ItemProblem)
        case badMetadata(BundleError)
    }

    /// What is kept of a story read from its folder.
    private static func read(_ result: Result<Story, ItemProblem>) -> Loaded {
        let story: Story
        switch result {
        case .failure(let problem): return .failure(problem)
        case .success(let read): story = read
        }
        var summary = Summary(id: story.id, recorded: story.recorded, audioFile: story.audio?.file,
                              transcriptFile: story.transcript?.file)
        if let audio = story.audio, !audio.sha256.isEmpty {
            summary.expected = .init(sha256: audio.sha256.lowercased(), bytes: audio.bytes)
        }
        do {
            return .success(summary, metadata: try OrderedJSONEncoder().encode(story).prettyPrinted(nestedAt: BundleManifest.metadataIndent))
        } catch {
            return .badMetadata(BundleError(.badStory, file: "\(BundleLayout.payloadFolder)/stories/\(story.id)/story.json",
                                            message: "cannot write this story into manifest.json (\(error))",
                                            hint: "This is a bug in StoryChop; please report it with this message."))
        }
    }
}
