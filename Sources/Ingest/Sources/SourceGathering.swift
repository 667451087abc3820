import Foundation
import StoryArchive

extension StoryIngester {
    /// Expands the sources into recordings and loose journal files, unpacking ZIPs into scratch
    /// folders. A StoryChop bundle is checked first (`BundleSource`): a damaged one gives
    /// nothing, or with `takeIntact` only its intact stories and day entries.
    func gather(_ sources: [String], options: IngestOptions, scratch: inout [ZipSource],
                report: inout IngestReport) -> ([Recording], [LooseDocument]) {
        var finder = RecordingFinder()
        finder.excludedDirectories = [archive.storiesDirectory.path, archive.daysDirectory.path, archive.workDirectory.path,
                                      archive.trashDirectory.path,
                                      archive.root.appendingPathComponent(archive.config.siteDirectory).standardizedFileURL.path]
        var recordings: [Recording] = []
        var documents: [LooseDocument] = []
        ZipSource.removeLeftovers(in: archive)
        for source in sources {
            let url = URL(fileURLWithPath: source).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                report.rejected.append(IngestError(.missingSource, file: source, message: "no such file or folder",
                                                   hint: "Check the spelling of the path (quote names with spaces)."))
                continue
            }
            do {
                guard let found = try findings(in: source, at: url, isDirectory: isDirectory.boolValue, finder: finder,
                                               options: options, scratch: &scratch, report: &report) else { continue }
                if found.recordings.isEmpty, found.rejected.isEmpty, !found.documents.contains(where: { DayFields.mayBeEntry($0, kindGiven: options.dayKind != nil) }) {
                    report.rejected.append(IngestError(.missingSource, file: source,
                        message: "no recordings or journal entries found here (looked for \(FileKinds.audioExtensions.sorted().joined(separator: ", ")), .json files with a \"kind\", and daily questions .csv files)",
                        hint: "Point ingest at the folder or ZIP that holds the audio files."))
                }
                recordings += found.recordings
                documents += found.documents
                report.warnings += found.warnings
                report.rejected += found.rejected
            } catch {
                report.rejected.append(error)
            }
        }
        return (recordings, documents)
    }

    /// What one source holds; nil for a damaged bundle that was refused (its problems are in `report`).
    private func findings(in source: String, at url: URL, isDirectory: Bool, finder: RecordingFinder, options: IngestOptions,
                          scratch: inout [ZipSource], report: inout IngestReport) throws(IngestError) -> RecordingFinder.Findings? {
        var finder = finder
        let isZip = !isDirectory && FileKinds.isZip(url.lastPathComponent)
        var leavesOut: (@Sendable (String) -> Bool)?
        if isDirectory || isZip {
            switch try BundleSource.check(url.path, shownAs: source, takeIntact: options.takeIntact, into: &report) {
            case .refused: return nil
            case .notABundle: break
            case .take(let leftOut): leavesOut = leftOut
            }
        }
        if isDirectory {
            finder.leavesOut = leavesOut
            return try finder.find(under: url, displayRoot: source)
        }
        if isZip {
            let zip = try ZipSource(zip: url, shownAs: source, archive: archive, limits: options.zipLimits, leavingOut: leavesOut)
            scratch.append(zip)
            var found = try finder.find(under: zip.directory, displayRoot: source + ":")
            let inside = { (name: String) in name.replacingOccurrences(of: source + ":/", with: source + ":") }
            for index in found.recordings.indices { found.recordings[index].displayName = inside(found.recordings[index].displayName) }
            for index in found.documents.indices { found.documents[index].displayName = inside(found.documents[index].displayName) }
            for index in found.warnings.indices { found.warnings[index].file = inside(found.warnings[index].file) }
            found.warnings += zip.warnings
            return found
        }
        if url.lastPathComponent == "entry.json" {
            // A day entry's file names its recording beside it: the folder is the entry.
            let folder = source.hasSuffix("/entry.json") ? String(source.dropLast("/entry.json".count)) : "."
            return try finder.find(under: url.deletingLastPathComponent(), displayRoot: folder)
        }
        if FileKinds.isDocument(url.lastPathComponent) {
            return RecordingFinder.Findings(documents: [LooseDocument(file: url, displayName: source, isEntryJSON: false)])
        }
        return RecordingFinder.Findings(recordings: [finder.recording(file: url, display: source)])
    }
}
