import AudioProbe
import Foundation
import StoryArchive

/// Adds prepared recordings (see `RecordingPreparer`) one at a time, in the order they were
/// found, remembering what the archive (and this run) already holds so a recording is never
/// added twice and no two stories get the same id.
struct RecordingAdder {
    let archive: Archive
    let options: IngestOptions
    /// SHA-256 → story id, for the archive and everything added in this run.
    private var storyByHash: [String: String]
    private var takenIDs: Set<String>
    /// `archive.storiesDirectory.path`, made once: a story's folder is looked for by its path.
    private let storiesPath: String
    /// Added stories waiting to be flushed to disk and moved into place together.
    private var batch: StoryBatch
    /// The batch before it, being committed on a thread of its own (see `commitInBackground`).
    private var committing: PendingCommit?

    init(archive: Archive, options: IngestOptions, catalog: StoryCatalog, storyByHash: [String: String]) {
        self.archive = archive
        self.options = options
        self.storyByHash = storyByHash
        takenIDs = Set(catalog.stories.map(\.id))
        storiesPath = archive.storiesDirectory.path
        batch = StoryBatch(archive: archive)
    }

    mutating func add(_ prepared: PreparedRecording, into report: inout IngestReport) {
        let name = prepared.recording.displayName
        switch prepared.outcome {
        case .rejected(let error, let audioWarnings):
            report.warn(name, audioWarnings)
            report.rejected.append(error)
        case .skipped(let why, let audioWarnings):
            report.warn(name, audioWarnings)
            report.skipped.append(IngestReport.Skipped(file: name, why: why))
        case .ready(let audio, let draft, let read):
            report.warn(name, audio.warnings)
            do {
                if let outcome = try addOrSkip(name, draft: draft, read: read, report: &report) {
                    report.added.append(outcome)
                }
            } catch {
                report.rejected.append(error)
            }
        }
        if batch.isFull { commitInBackground(into: &report) }
    }

    /// Makes every added story durable and visible (see `StoryBatch`). Call after the last recording.
    mutating func finish(into report: inout IngestReport) {
        commitInBackground(into: &report)
        settle(into: &report)
    }

    /// A full batch waits for the disk (`syncfs`) on a thread of its own while the next one
    /// fills: the adder waited a quarter of the run for it, with the cores idle. One batch is
    /// committed at a time, in order: the one before is settled first.
    private mutating func commitInBackground(into report: inout IngestReport) {
        settle(into: &report)
        guard !batch.isEmpty else { return }
        let full = batch
        committing = PendingCommit(work: Background { full.commit() }, rejectedBefore: report.rejected.count)
        batch = StoryBatch(archive: archive)
    }

    /// Waits for the batch being committed; a story that could not be moved into place is
    /// rejected where committing it on the spot would have put it.
    private mutating func settle(into report: inout IngestReport) {
        guard let pending = committing else { return }
        committing = nil
        report.withdraw(pending.work.wait(), rejectedAt: pending.rejectedBefore)
    }

    /// A batch being committed, and how many recordings the report had rejected when it was full.
    private struct PendingCommit {
        var work: Background<[(Story, ArchiveError)]>
        var rejectedBefore: Int
    }

    /// The story added, or nil when the recording was skipped as a duplicate.
    /// The checks come in the order a recording met them when it was added on its own.
    private mutating func addOrSkip(_ name: String, draft: Result<StoryDraft, IngestError>,
                                    read: Result<PreparedRecording.Read, IngestError>,
                                    report: inout IngestReport) throws(IngestError) -> IngestReport.Added? {
        let staged = (try? read.get())?.staged
        // Same bytes as a story added earlier in this run (the archive's were skipped when prepared).
        if case .success(let audio) = read, let existing = storyByHash[audio.digest.sha256] {
            staged?.discard()
            report.skipped.append(IngestReport.Skipped(file: name, why: PreparedRecording.duplicate(of: existing)))
            return nil
        }
        let draft = try draft.get()
        report.warnings += draft.warnings
        var story = draft.story
        story.id = chooseID(for: story, preferred: draft.preferredID)
        let digest = try read.get().digest

        if options.dryRun {
            remember(story, sha256: digest.sha256)
            return IngestReport.Added(id: story.id, file: name, title: story.title)
        }
        guard let staged else { preconditionFailure("a recording with a draft is copied unless the run is dry") }
        if let expected = draft.expectedSHA256, expected != digest.sha256 {
            staged.discard()
            throw IngestError(.checksumMismatch, file: name,
                message: "the audio does not match the checksum in its story.json — it was changed or damaged after export",
                hint: "Use an undamaged copy of the bundle, or run `storychop verify` on it to see every damaged file.")
        }
        story.audio?.sha256 = digest.sha256
        story.audio?.bytes = digest.bytes
        do {
            try batch.add(staged, story: story, bytes: digest.bytes)
        } catch {
            staged.discard()
            throw IngestError(error, file: name)
        }
        remember(story, sha256: digest.sha256)
        report.bytesAdded += digest.bytes
        return IngestReport.Added(id: story.id, file: name, title: story.title)
    }

    /// The id a re-imported story had, when it is free; otherwise day + slug, made unique.
    private func chooseID(for story: Story, preferred: String?) -> String {
        if let preferred, StoryID.isValid(preferred), !isTaken(preferred) { return preferred }
        return StoryID.make(day: story.recorded, title: story.title, taken: isTaken)
    }

    private func isTaken(_ id: String) -> Bool {
        takenIDs.contains(id) || FileManager.default.fileExists(atPath: storiesPath + "/" + id)
    }

    private mutating func remember(_ story: Story, sha256: String) {
        storyByHash[sha256] = story.id
        takenIDs.insert(story.id)
    }
}
