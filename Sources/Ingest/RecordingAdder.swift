import AudioProbe
import Foundation
import StoryArchive

/// Adds one recording at a time, remembering what the archive (and this run) already holds
/// so a recording is never added twice.
struct RecordingAdder {
    let archive: Archive
    let options: IngestOptions
    let resolver: MetadataResolver
    /// SHA-256 → story id, for the archive and everything added in this run.
    private var storyByHash: [String: String]
    /// Sizes of every recording held: a file of another size cannot be a duplicate, so it is
    /// hashed while it is copied (one read) instead of before (two).
    private var sizesHeld: Set<Int64>
    private var takenIDs: Set<String>
    /// Added stories waiting to be flushed to disk and moved into place together.
    private let batch: StoryBatch

    init(archive: Archive, options: IngestOptions, catalog: StoryCatalog, prompts: PromptLibrary) {
        self.archive = archive
        self.options = options
        resolver = MetadataResolver(prompts: prompts, timeZone: options.timeZone, now: options.now)
        storyByHash = Dictionary(catalog.stories.compactMap { story in story.audio.map { ($0.sha256, story.id) } },
                                 uniquingKeysWith: { first, _ in first })
        sizesHeld = Set(catalog.stories.compactMap { $0.audio?.bytes })
        takenIDs = Set(catalog.stories.map(\.id))
        batch = StoryBatch(archive: archive)
    }

    mutating func add(_ recording: Recording, into report: inout IngestReport) {
        do {
            if let outcome = try addOrSkip(recording, report: &report) {
                report.added.append(outcome)
            }
        } catch {
            report.rejected.append(error)
        }
        if batch.isFull { finish(into: &report) }
    }

    /// Makes the added stories durable and visible (see `StoryBatch`). Call after the last
    /// recording; `add` calls it whenever the batch is full.
    func finish(into report: inout IngestReport) {
        for (story, error) in batch.commit() {
            guard let index = report.added.firstIndex(where: { $0.id == story.id }) else { continue }
            let added = report.added.remove(at: index)
            report.bytesAdded -= story.audio?.bytes ?? 0
            report.rejected.append(IngestError(error, file: added.file))
        }
    }

    /// The story added, or nil when the recording was skipped as a duplicate.
    private mutating func addOrSkip(_ recording: Recording, report: inout IngestReport) throws(IngestError) -> IngestReport.Added? {
        let name = recording.displayName
        let audio: AudioInfo
        do {
            audio = try AudioProbe.probe(fileAt: recording.audio.path)
        } catch {
            throw IngestError(.badAudio, file: name, message: error.message, hint: error.hint)
        }
        report.warn(name, audio.warnings)
        let minimum = archive.config.minDuration
        if audio.duration < minimum {
            throw IngestError(.tooShort, file: name,
                message: "the recording lasts \(Seconds.text(audio.duration)), shorter than the archive's minimum of \(Seconds.text(minimum))",
                hint: "If it is a real story, lower min_duration in storychop.yml; otherwise leave it out.")
        }

        // A same-sized recording may already be here: hash first, so a duplicate is never copied.
        var knownDigest: FileDigest.Result?
        if sizesHeld.contains(audio.bytes) {
            let digest = try hash(recording.audio, shownAs: name)
            if let existing = storyByHash[digest.sha256] {
                report.skipped.append(IngestReport.Skipped(file: name, why: "the same recording is already in the archive as \(existing)"))
                return nil
            }
            knownDigest = digest
        }

        let draft = try StoryDraft.make(recording: recording, audio: audio, options: options, resolver: resolver)
        report.warnings += draft.warnings
        var story = draft.story
        story.id = chooseID(for: story, preferred: draft.preferredID)

        if options.dryRun {
            let digest = if let knownDigest { knownDigest } else { try hash(recording.audio, shownAs: name) }
            if let existing = storyByHash[digest.sha256] {
                report.skipped.append(IngestReport.Skipped(file: name, why: "the same recording is already in the archive as \(existing)"))
                return nil
            }
            remember(story, sha256: digest.sha256, bytes: digest.bytes)
            return IngestReport.Added(id: story.id, file: name, title: story.title)
        }

        let staged: StagedStory
        let digest: FileDigest.Result
        do {
            staged = try StagedStory(in: archive)
            digest = try staged.copyAudio(from: recording.audio.path, named: "audio." + audio.format.fileExtension)
        } catch {
            throw IngestError(error, file: name)
        }
        if let existing = storyByHash[digest.sha256] {
            staged.discard()   // same bytes as an earlier file of this very run
            report.skipped.append(IngestReport.Skipped(file: name, why: "the same recording is already in the archive as \(existing)"))
            return nil
        }
        if let expected = draft.expectedSHA256, expected != digest.sha256 {
            staged.discard()
            throw IngestError(.checksumMismatch, file: name,
                message: "the audio does not match the checksum in its story.json — it was changed or damaged after export",
                hint: "Use an undamaged copy of the bundle, or run `storychop verify` on it to see every damaged file.")
        }
        story.audio?.sha256 = digest.sha256
        story.audio?.bytes = digest.bytes
        do {
            if let transcript = draft.transcript {
                try staged.write(transcript.contents, named: transcript.file.file)
            }
            try batch.add(staged, story: story, bytes: digest.bytes)
        } catch {
            staged.discard()
            throw IngestError(error, file: name)
        }
        remember(story, sha256: digest.sha256, bytes: digest.bytes)
        report.bytesAdded += digest.bytes
        return IngestReport.Added(id: story.id, file: name, title: story.title)
    }

    private func hash(_ file: URL, shownAs name: String) throws(IngestError) -> FileDigest.Result {
        do {
            return try FileDigest.sha256(ofFileAt: file.path)
        } catch {
            throw IngestError(error, file: name)
        }
    }

    /// The id a re-imported story had, when it is free; otherwise day + slug, made unique.
    private func chooseID(for story: Story, preferred: String?) -> String {
        if let preferred, StoryID.isValid(preferred), !isTaken(preferred) { return preferred }
        return StoryID.make(day: story.recorded, title: story.title, taken: isTaken)
    }

    private func isTaken(_ id: String) -> Bool {
        takenIDs.contains(id) || FileManager.default.fileExists(atPath: archive.storyDirectory(id).path)
    }

    private mutating func remember(_ story: Story, sha256: String, bytes: Int64) {
        storyByHash[sha256] = story.id
        sizesHeld.insert(bytes)
        takenIDs.insert(story.id)
    }
}

/// Durations for messages: "2.1 s", "5 s".
enum Seconds {
    static func text(_ seconds: Double) -> String {
        let rounded = (seconds * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }
}
