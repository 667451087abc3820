import Foundation
import StoryCore
import StoryArchive
import Transcript

/// What in the archive needs mending: each story's and day entry's recording that is missing or
/// whose bytes do not give the SHA-256 its metadata records, and each transcript its metadata
/// names that is missing or cannot be read. Found before the bundle is opened, so an archive
/// that is whole costs no reading of the bundle at all.
struct RepairSurvey {
    /// One file to put back, keyed by where the bundle holds it (`stories/<id>/audio.m4a`,
    /// `days/<yyyy-mm-dd>/<id>/transcript.vtt`, under `data/`).
    struct Need: Sendable {
        enum Kind: Sendable {
            /// A recording or a photo: the bundle's copy is taken when it gives this checksum and size.
            case audio(sha256: String, bytes: Int64)
            /// Taken when the bundle's metadata of the same item records this recording (or,
            /// for an item without one, names the same transcript).
            case transcript(audioSHA256: String?)
        }
        var kind: Kind
        /// Archive-relative: `stories/<id>/audio.m4a`.
        var archivePath: String
        /// The bundle's metadata file of the same item: `stories/<id>/story.json`.
        var bundleMetadata: String
        /// "missing", "damaged", "unreadable".
        var why: String
        /// A private story's, or a sealed one's: no bundle holds its files.
        var neverInBundle = false
    }

    private(set) var needs: [String: Need] = [:]
    /// Files a bundle cannot mend: a recording missing or damaged with no checksum recorded.
    private(set) var unmendable: [RepairReport.Unmended] = []

    init(archive: Archive) throws(BundleError) {
        let stories: StoryCatalog, entries: DayCatalog
        do {
            (stories, entries) = (try archive.loadStories(), try archive.loadDays())
        } catch {
            throw BundleError(error)
        }
        // Its metadata unreadable, an item's files cannot be checked: said, never passed over.
        unmendable = (stories.problems + entries.problems).map {
            .init(path: $0.file.replacingOccurrences(of: archive.root.path + "/", with: ""),
                  why: "cannot be read (\($0.message)), so its recording and transcript were not checked: fix it by hand, or copy it from a backup")
        }
        let items = stories.stories.map { (item: $0 as any ArchiveItem, bundleFolder: $0.publishedFolder) }
            + entries.entries.map { (item: $0 as any ArchiveItem, bundleFolder: $0.publishedFolder) }
        let found = items.parallelMap { Self.needs(of: $0.item, bundleFolder: $0.bundleFolder, archive: archive) }
        for (needs, unmendable) in found {
            for (path, need) in needs { self.needs[path] = need }
            self.unmendable += unmendable
        }
    }

    /// The files of one item that need mending.
    private static func needs(of item: any ArchiveItem, bundleFolder: String, archive: Archive)
        -> ([(String, Need)], [RepairReport.Unmended]) {
        let collection = type(of: item).collection
        let folder = ItemLayout.archiveFolder(collection, id: item.id)
        let root = archive.root.path + "/"
        let metadata = bundleFolder + collection.metadataFileName
        let hidden = item.isPrivate || item.isSealed(on: RecordedDate(Date(), in: .current))
        var needs: [(String, Need)] = [], unmendable: [RepairReport.Unmended] = []
        if let audio = item.audio, let why = audio.problem(at: root + folder + audio.file)?.word {
            if audio.sha256.isEmpty {
                unmendable.append(.init(path: folder + audio.file, why: "\(why), and its metadata records no checksum to know the right copy by"))
            } else {
                needs.append((bundleFolder + audio.file, Need(kind: .audio(sha256: audio.sha256.lowercased(), bytes: audio.bytes),
                                                              archivePath: folder + audio.file, bundleMetadata: metadata, why: why, neverInBundle: hidden)))
            }
        }
        for photo in (item as? Story)?.photos ?? [] {
            guard let why = photo.problem(at: root + folder + photo.file)?.word else { continue }
            guard !photo.sha256.isEmpty, StoryFileName.isPlain(photo.file) else {
                unmendable.append(.init(path: folder + photo.file, why: "\(why), and story.json records no checksum to know the right copy by"))
                continue
            }
            needs.append((bundleFolder + photo.file, Need(kind: .audio(sha256: photo.sha256.lowercased(), bytes: photo.bytes),
                                                          archivePath: folder + photo.file, bundleMetadata: metadata, why: why, neverInBundle: hidden)))
        }
        if let transcript = item.transcript, let why = transcriptProblem(root + folder + transcript.file) {
            needs.append((bundleFolder + transcript.file, Need(kind: .transcript(audioSHA256: item.audio?.sha256.lowercased()),
                                                               archivePath: folder + transcript.file, bundleMetadata: metadata, why: why,
                                                               neverInBundle: hidden)))
        }
        return (needs, unmendable)
    }

    /// Where a file is written before it is renamed over `target`: hidden beside it, and named
    /// so the next command that takes the archive's lock removes it (`ArchiveLeftovers`) when a
    /// killed repair left it.
    static func temporaryPath(for target: String) -> String {
        let url = URL(fileURLWithPath: target)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).repair-\(getpid()).tmp").path
    }

    /// "missing" or "unreadable", or nil for a transcript that reads (or is only over a limit:
    /// its bytes may be just as they were, and a bundle's copy would be the same).
    static func transcriptProblem(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path, readingAtMost: TranscriptLimits.maxBytes) else { return "missing" }
        let format = TranscriptFormat(fileExtension: URL(fileURLWithPath: path).pathExtension) ?? .txt
        do {
            _ = try TranscriptParser.parse(data, format: format)
            return nil
        } catch {
            return error.isOverLimit ? nil : "unreadable"
        }
    }
}
