import Foundation
import StoryArchive

/// The archive's day entries as an export needs them: where each one's files are in the site
/// (`days/<yyyy-mm-dd>/<id>/`, beside its day's page), its audio's recorded checksum, and its
/// metadata printed for `manifest.json`. Held in memory: an entry's summary is a few hundred
/// bytes, and ten years of two people's check-ins are 7,300 of them.
struct ExportDays {
    struct Summary: Sendable {
        var id: String
        /// `days/<yyyy-mm-dd>/<id>/` in the site.
        var folder: String
        var audioFile: String?
        var expected: PayloadFile.Expected?
        var transcriptFile: String?
        /// `entry.json`, as `manifest.json` prints it inside a day item.
        var metadata: String
    }

    /// In day order.
    let summaries: [Summary]
    private let indexByFolder: [String: Int]

    var count: Int { summaries.count }

    func index(ofFolder folder: String) -> Int? { indexByFolder[folder] }

    /// Reads every entry; one that cannot be read stops the export, since the bundle would
    /// silently lack it.
    init(archive: Archive) throws(BundleError) {
        let catalog: DayCatalog
        do {
            catalog = try archive.loadDays()
        } catch {
            throw BundleError(error)
        }
        if let problem = catalog.problems.first {
            let more = catalog.problems.count > 1 ? " (and \(catalog.problems.count - 1) more)" : ""
            throw BundleError(.badStory, file: problem.file, message: "this day entry cannot be read: \(problem.message)\(more)",
                              hint: "Fix entry.json by hand, then export again.")
        }
        var summaries: [Summary] = []
        for entry in catalog.entries {
            let folder = "days/\(entry.day.dayString)/\(entry.id)/"
            let metadata: String
            do {
                metadata = try OrderedJSONEncoder().encode(entry).prettyPrinted(nestedAt: BundleManifest.metadataIndent)
            } catch {
                throw BundleError(.badStory, file: "\(BundleLayout.payloadFolder)/\(folder)entry.json",
                                  message: "cannot write this day entry into manifest.json (\(error))",
                                  hint: "This is a bug in StoryChop; please report it with this message.")
            }
            let expected = entry.audio.flatMap { $0.sha256.isEmpty ? nil : PayloadFile.Expected(sha256: $0.sha256.lowercased(), bytes: $0.bytes) }
            summaries.append(Summary(id: entry.id, folder: folder, audioFile: entry.audio?.file, expected: expected,
                                     transcriptFile: entry.transcript?.file, metadata: metadata))
        }
        self.summaries = summaries
        indexByFolder = Dictionary(summaries.enumerated().map { ($1.folder, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// What a file of an entry's folder is to it, by its name: entry.json, its audio, its transcript.
    func role(of name: Substring, in entry: Int) -> StoryFileFacts.Role? {
        let summary = summaries[entry]
        if name == "entry.json" { return .metadata }
        if name == summary.audioFile ?? "" { return .audio }
        if name == summary.transcriptFile ?? "" { return .transcript }
        return nil
    }
}

extension StoryFileFacts.Role {
    /// The file's name in a day entry's folder; nil when the entry has none.
    func fileName(in entry: ExportDays.Summary) -> String? {
        switch self {
        case .metadata: "entry.json"
        case .audio: entry.audioFile
        case .transcript: entry.transcriptFile
        }
    }
}
