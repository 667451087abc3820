import Foundation
import StoryArchive
import ZipIO

/// Writes the archive and its built site as one ZIP bundle: `storychop export`.
///
/// The run reads as its stages: lock → read the stories and day entries → walk `data/` once to
/// count it (the site, with each story's files from the archive) → write the ZIP under a temporary name,
/// walking `data/` again in sorted order, every file streamed once while its SHA-256 is taken
/// and the audio checked against `story.json` → flush → rename into place. Any failure
/// removes the temporary file. Memory does not grow with the payload: see `PayloadWalk`,
/// `ExportItems`, `StoryFileFacts` and `SpoolFile` for what is kept on disk instead.
public struct BundleExporter {
    public let archive: Archive
    /// The lock the caller holds (`init(locked:)`); nil when `export` takes the lock itself.
    private let held: ArchiveLock?

    /// The exporter that takes the archive's lock for the time of its `export`.
    public init(archive: Archive) {
        self.archive = archive
        held = nil
    }

    /// The exporter for a caller that holds the archive's lock already (it cannot be taken
    /// twice) and keeps it until the bundle is written: the archive is the lock's own.
    public init(locked lock: ArchiveLock) {
        archive = lock.archive
        held = lock
    }

    /// Writes the bundle of `siteDirectory` (a site built from this archive) to `zipPath`,
    /// under the archive's lock: the one the caller holds, else one taken until the end.
    public func export(siteDirectory: URL, to zipPath: String, options: ExportOptions = ExportOptions()) throws(BundleError) -> ExportReport {
        let taken = try lock()
        defer { taken?.release() }

        let output = URL(fileURLWithPath: zipPath).standardizedFileURL
        try checkOutput(output, site: siteDirectory.standardizedFileURL)
        let top = options.topFolder.map(BundleNaming.safeName) ?? BundleNaming.topFolder(forZip: zipPath, title: archive.config.title)
        guard !top.isEmpty else {
            throw BundleError(.badOption, file: options.topFolder, message: "this cannot be the name of the bundle's folder",
                              hint: "Choose a name without slashes or a leading dot.")
        }

        let temporary = try TemporaryZip(beside: output.path)
        do {
            let stories = try ExportStories(archive: archive, spoolPath: temporary.path + ".stories.json", today: options.today)
            let days = try ExportDays(archive: archive, spoolPath: temporary.path + ".days.json")
            let walk = PayloadWalk(archive: archive, stories: stories, days: days, site: siteDirectory.standardizedFileURL, book: options.book)
            let payload = try walk.survey()
            let modified = Self.entryTime(options.modified, newest: stories.newest)
            let written = try write(walk, payload: payload, to: temporary.path, top: top, modified: modified, options: options)
            try temporary.commit(sync: options.syncToDisk)
            var info = stat()
            let zipBytes = stat(output.path, &info) == 0 ? Int64(info.st_size) : 0
            return ExportReport(zipPath: output.path, topFolder: top, stories: stories.count, dayEntries: walk.days.count,
                                payloadFiles: payload.files,
                                payloadBytes: payload.bytes, entries: written.entries, entryBytes: written.bytes, zipBytes: zipBytes, modified: modified,
                                privateStories: stories.leftOut, sealedStories: stories.sealed)
        } catch {
            temporary.discard()
            // The hidden name the ZIP had while it was written means nothing to the keeper.
            throw error.file?.hasPrefix(temporary.path) == true ? BundleError(error.reason, file: output.path, message: error.message, hint: error.hint) : error
        }
    }

    /// The lock `export` takes and lets go itself, or nil when it runs under the caller's,
    /// which must still be held: a bundle is never written while another command may come in.
    private func lock() throws(BundleError) -> ArchiveLock? {
        guard let held else { return try ArchiveLock.forBundle(archive) }
        do {
            try held.checkHeld()
        } catch {
            throw BundleError(error)
        }
        return nil
    }

    /// Every entry, in byte order of its name: bag-info.txt, bagit-profile.json, bagit.txt, data/…, index.html,
    /// manifest-sha256.txt, manifest-sha512.txt, manifest.json, tagmanifest-sha256.txt,
    /// tagmanifest-sha512.txt. The manifests come after `data/` in that order, so each file's
    /// checksums are taken as it is written, in one read.
    /// `payload`: what the walk's survey counted, which `bag-info.txt` gives before the payload.
    private func write(_ walk: PayloadWalk, payload: PayloadWalk.Totals, to path: String, top: String,
                       modified: Int, options: ExportOptions) throws(BundleError) -> (entries: Int, bytes: Int64) {
        let zip: ZipWriter
        do {
            zip = try ZipWriter(path: path, sortedNames: true)
        } catch {
            throw BundleError(error)
        }
        let stories = walk.stories
        let writer = BundleWriter(zip: zip, topFolder: top, modified: modified,
                                  progress: ProgressTicker(total: payload.bytes, report: options.progress))
        let config = archive.config
        var tagged: [String: BagDigests] = [:]
        tagged[BundleLayout.bagInfo] = try writer.add(BundleLayout.bagInfo, text: BagInfo.forExport(
            title: config.title, generator: options.generator, baggingDate: Self.utcText(modified, format: "yyyy-MM-dd"),
            payloadBytes: payload.bytes, payloadFiles: payload.files, stories: stories.count, dayEntries: walk.days.count).text)
        tagged[BagItProfile.fileName] = try writer.add(BagItProfile.fileName, text: BagItProfile.text)
        tagged[BundleLayout.bagDeclaration] = try writer.add(BundleLayout.bagDeclaration, text: BundleLayout.bagDeclarationText)
        let spools = try writePayload(walk, payload: payload, with: writer, spoolingBeside: path)

        tagged[BundleLayout.openMe] = try writer.add(BundleLayout.openMe, text: OpenMePage.html(
            title: config.title, language: config.language, stories: stories.count, dayEntries: walk.days.count))
        for (algorithm, manifest) in spools.manifests {
            try manifest.flush()
            tagged[algorithm.payloadManifest] = try writer.add(algorithm.payloadManifest, fileAt: manifest.path)
        }
        let header = BundleManifest.Header(title: config.title, language: config.language, generator: options.generator,
                                           created: Self.utcText(modified, format: "yyyy-MM-dd'T'HH:mm:ss'Z'"))
        let storychopManifest = try SpoolFile(path: path + "." + BundleLayout.storychopManifest)
        try BundleManifest.write(header, payloadFiles: payload.files, payloadBytes: payload.bytes, stories: stories,
                                 storyFiles: spools.storyFiles, days: walk.days, entryFiles: spools.entryFiles,
                                 fileItems: spools.fileItems, into: storychopManifest)
        try storychopManifest.flush()
        tagged[BundleLayout.storychopManifest] = try writer.add(BundleLayout.storychopManifest, fileAt: storychopManifest.path)
        for algorithm in BagAlgorithm.allCases {
            let lines = BundleLayout.taggedFiles.sorted().compactMap { name in
                tagged[name]?.digest(algorithm).map { ManifestLine(digest: $0, path: name) }
            }
            try writer.add(algorithm.tagManifest, text: ManifestLine.text(lines))
        }
        do {
            try zip.close()
        } catch {
            throw BundleError(error)
        }
        return (writer.entries, writer.bytes)
    }

    /// What writing `data/` leaves for the files written after it, spooled to disk beside the
    /// ZIP: each payload manifest, `manifest.json`'s `files` items and each item's own files.
    private struct PayloadSpools {
        var manifests: [(BagAlgorithm, SpoolFile)]
        var fileItems: SpoolFile
        var storyFiles: StoryFileFacts
        var entryFiles: StoryFileFacts
    }

    /// Writes `data/` (the walk's files, sorted) and spools what the manifests say of it.
    private func writePayload(_ walk: PayloadWalk, payload: PayloadWalk.Totals, with writer: BundleWriter,
                              spoolingBeside path: String) throws(BundleError) -> PayloadSpools {
        var manifests: [(BagAlgorithm, SpoolFile)] = []
        for algorithm in BagAlgorithm.allCases {
            manifests.append((algorithm, try SpoolFile(path: path + "." + algorithm.payloadManifest)))
        }
        let spools = PayloadSpools(manifests: manifests, fileItems: try SpoolFile(path: path + ".files.json"),
                                   storyFiles: try StoryFileFacts(path: path + ".story-files"),
                                   entryFiles: try StoryFileFacts(path: path + ".entry-files"))
        var index = 0
        let written = try walk.forEach { file throws(BundleError) in
            let name = BundleLayout.payloadFolder + "/" + file.path
            let digests = try writer.add(file)
            for (algorithm, manifest) in spools.manifests {
                try manifest.append(ManifestLine(digest: digests.digest(algorithm) ?? "", path: name).text + "\n")
            }
            try spools.fileItems.append(BundleManifest.fileItem(path: name, fact: digests.fact, role: file.role, first: index == 0))
            if let slot = file.slot { try spools.storyFiles.record(digests.fact, at: slot) }
            if let slot = file.entrySlot { try spools.entryFiles.record(digests.fact, at: slot) }
            index += 1
        }
        // A file added to or removed from the site since the survey: Payload-Oxum is wrong.
        guard written == payload else { throw BundleWriter.changedWhileWriting(walk.site.path) }
        return spools
    }

    /// The ZIP must go where it will not end up inside what it packs.
    private func checkOutput(_ output: URL, site: URL) throws(BundleError) {
        let parent = output.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw BundleError.io(output.path, "cannot write the ZIP here", errno: ENOENT)
        }
        if FileManager.default.fileExists(atPath: output.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw BundleError(.badOption, file: output.path, message: "this is a folder, not a ZIP file name",
                              hint: "Give a file name ending in .zip, for example -o Family-Stories.zip.")
        }
        for inside in [site, archive.storiesDirectory] where (output.path + "/").hasPrefix(inside.path + "/") {
            throw BundleError(.badOption, file: output.path, message: "the ZIP would be written inside \(inside.path), which goes into the bundle itself",
                              hint: "Write it somewhere else, for example next to the archive folder.")
        }
    }

    /// `SOURCE_DATE_EPOCH` (via options), else the newest story's recording time, kept within
    /// the years a ZIP's DOS time can hold.
    static func entryTime(_ fixed: Int?, newest: Int?) -> Int {
        let chosen = fixed ?? newest ?? BundleLayout.earliestTime
        return min(max(chosen, BundleLayout.earliestTime), BundleLayout.latestTime)
    }

    static func utcText(_ seconds: Int, format: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = format
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }
}
