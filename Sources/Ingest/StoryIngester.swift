import Foundation
import StoryArchive

/// Adds recordings to an archive: `storychop ingest`.
///
/// The run reads as its stages: lock → read the archive → find recordings → prepare a few dozen
/// at a time on every core (probe → check → metadata → transcript → copy under a temporary
/// name) → add them in the order found (duplicates, ids, story.json), then, for a batch of
/// stories at a time, one flush to disk and a rename of each into place.
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
        // While one run of recordings is added (story.json, and a batch waiting for the disk),
        // the next is already being prepared, so the cores are rarely idle.
        let runs = recordings.chunked(by: Self.preparedAhead)
        var preparing = runs.first.map { run in Background { run.parallelMap(preparer.prepare) } }
        var index = 0
        for position in runs.indices {
            guard let ready = preparing?.wait() else { break }
            preparing = position + 1 < runs.count
                ? Background { [run = runs[position + 1]] in run.parallelMap(preparer.prepare) } : nil
            for prepared in ready {
                index += 1
                options.progress?(IngestProgress(current: index, total: recordings.count, file: prepared.recording.displayName))
                adder.add(prepared, into: &report)
            }
        }
        adder.finish(into: &report)
        return report
    }

    /// Recordings prepared (on every core) as one run: enough that the cores rarely wait for the
    /// slowest, few enough that the progress line keeps moving and few stories sit staged but
    /// not yet in a `StoryBatch` (two runs, half of one by count).
    static let preparedAhead = 32

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
