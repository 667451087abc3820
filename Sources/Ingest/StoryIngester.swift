import Foundation
import StoryArchive

/// Adds recordings to an archive: `storychop ingest`.
///
/// The run reads as its stages: lock → read the archive → find recordings → prepare them on
/// every core, a few dozen ahead (probe → check → metadata → transcript → copy under a
/// temporary name) → add them in the order found (duplicates, ids, story.json), then, for a
/// batch of stories at a time and on a thread of its own, one flush to disk and a rename of
/// each into place.
/// A bad recording is reported and skipped; every valid one in the same run is still added.
public struct StoryIngester {
    public let archive: Archive

    public init(archive: Archive) {
        self.archive = archive
    }

    /// Ingests `sources` (files, folders, ZIPs, as the user typed them).
    /// Throws only when the archive itself cannot be used (locked, unreadable).
    public func ingest(_ sources: [String], options: IngestOptions) throws(ArchiveError) -> IngestReport {
        let lock = try ArchiveLock(archive: archive)
        defer { lock.release() }

        var report = IngestReport(dryRun: options.dryRun)
        let catalog = try archive.loadStories()
        for problem in catalog.problems {
            report.warn(problem.file, ["this story could not be read and was left as it is: \(problem.message)"])
        }
        var prompts = PromptLibrary(categories: [])
        do throws(ArchiveError) {
            prompts = try PromptLibrary.load(from: archive)
        } catch {
            report.warn(error.file ?? PromptLibrary.fileName, ["prompts.yml is ignored: \(error.message)"])
        }

        var scratch: [ZipSource] = []
        defer { scratch.forEach { $0.remove() } }
        let recordings = gather(sources, options: options, scratch: &scratch, report: &report)
        if options.transcript != nil, recordings.count > 1 {
            report.rejected.append(IngestError(.badMetadata, file: options.transcript,
                message: "--transcript belongs to one recording, but \(recordings.count) were found",
                hint: "Ingest that recording on its own, or put the transcript beside it as NAME.vtt / NAME.txt."))
            return report
        }

        let preparer = RecordingPreparer(archive: archive, options: options, catalog: catalog, prompts: prompts)
        var adder = RecordingAdder(archive: archive, options: options, catalog: catalog, storyByHash: preparer.storyByHash)
        // While one recording is added (story.json; a full batch waits for the disk on a thread
        // of its own), the ones after it are already being prepared on every core.
        let prepared = OrderedParallelMap(recordings, window: Self.preparedAhead, transform: preparer.prepare)
        var index = 0
        while let next = prepared.next() {
            index += 1
            options.progress?(IngestProgress(current: index, total: recordings.count, file: next.recording.displayName))
            adder.add(next, into: &report)
        }
        adder.finish(into: &report)
        return report
    }

    /// How far preparing may run ahead of adding: enough that the cores rarely wait, few enough
    /// that few stories sit staged but not yet in a `StoryBatch` (half of one by count).
    static let preparedAhead = 64

    /// Expands the sources into recordings, unpacking ZIPs into scratch folders.
    private func gather(_ sources: [String], options: IngestOptions, scratch: inout [ZipSource],
                        report: inout IngestReport) -> [Recording] {
        var finder = RecordingFinder()
        finder.excludedDirectories = [archive.storiesDirectory.path, archive.workDirectory.path,
                                      archive.root.appendingPathComponent(archive.config.siteDirectory).standardizedFileURL.path]
        var recordings: [Recording] = []
        for source in sources {
            let url = URL(fileURLWithPath: source).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                report.rejected.append(IngestError(.missingSource, file: source, message: "no such file or folder",
                                                   hint: "Check the spelling of the path (quote names with spaces)."))
                continue
            }
            do {
                let found: [Recording]
                if isDirectory.boolValue {
                    found = try finder.recordings(under: url, displayRoot: source)
                } else if FileKinds.isZip(url.lastPathComponent) {
                    let zip = try ZipSource(zip: url, shownAs: source, archive: archive, limits: options.zipLimits)
                    scratch.append(zip)
                    found = try finder.recordings(under: zip.directory, displayRoot: source + ":")
                        .map { recording in
                            var named = recording
                            named.displayName = named.displayName.replacingOccurrences(of: source + ":/", with: source + ":")
                            return named
                        }
                } else {
                    found = [finder.recording(file: url, display: source)]
                }
                if found.isEmpty {
                    report.rejected.append(IngestError(.missingSource, file: source,
                        message: "no recordings found here (looked for \(FileKinds.audioExtensions.sorted().joined(separator: ", ")))",
                        hint: "Point ingest at the folder or ZIP that holds the audio files."))
                }
                recordings += found
            } catch {
                report.rejected.append(error)
            }
        }
        return recordings
    }
}
