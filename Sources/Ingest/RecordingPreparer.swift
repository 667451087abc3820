import AudioProbe
import Foundation
import StoryArchive

/// The part of adding a recording that needs nothing from the rest of the run: probe, length
/// check, metadata, transcript, and the audio copied (and hashed on the way) into a staging
/// folder. Recordings are prepared on every core; `RecordingAdder` then takes the results in
/// the order the recordings were found, so ids, messages and the report are what adding them
/// one at a time gave.
///
/// Each failure is kept, not thrown, so the adder can report the one it would have met first.
struct RecordingPreparer: Sendable {
    let archive: Archive
    let options: IngestOptions
    let context: DraftContext
    /// SHA-256 → story or entry id, of what the archive held before the run.
    let itemByHash: [String: String]
    /// Their sizes: a recording of another size cannot be one of them, so it is hashed while it
    /// is copied (one read); one of a held size is hashed first, so a duplicate is never copied.
    let sizesHeld: Set<Int64>

    init(archive: Archive, options: IngestOptions, held: HeldItems, prompts: PromptLibrary, moodScales: MoodScales,
         questions: DailyQuestions) {
        self.archive = archive
        self.options = options
        context = DraftContext(options: options,
                               resolver: MetadataResolver(prompts: prompts, timeZone: options.timeZone, now: options.now),
                               moodScales: moodScales, questions: questions,
                               importedAt: ISO8601DateFormatter().string(from: options.now))
        let audio = held.stories.compactMap { story in story.audio.map { ($0, story.id) } }
            + held.days.compactMap { entry in entry.audio.map { ($0, entry.id) } }
        itemByHash = Dictionary(audio.map { ($0.0.sha256, $0.1) }, uniquingKeysWith: { first, _ in first })
        sizesHeld = Set(audio.map(\.0.bytes))
    }

    func prepare(_ recording: Recording) -> PreparedItem {
        let name = recording.displayName
        let audio: AudioInfo
        do {
            audio = try AudioProbe.probe(fileAt: recording.audio.path)
        } catch {
            return PreparedItem(displayName: name,
                                     outcome: .rejected(IngestError(.badAudio, file: name, message: error.message, hint: error.hint),
                                                        audioWarnings: []))
        }
        let minimum = archive.config.minDuration
        if audio.duration < minimum {
            let error = IngestError(.tooShort, file: name,
                message: "the recording lasts \(Seconds.text(audio.duration)), shorter than the archive's minimum of \(Seconds.text(minimum))",
                hint: recording.isChatNote
                    ? "A chat's voice notes are often short: to keep them, lower min_duration in storychop.yml (min_duration: 1); a note cut off in the export lasts less than it should: export the chat again."
                    : "If it is a real story, lower min_duration in storychop.yml; otherwise leave it out.")
            return PreparedItem(displayName: name, outcome: .rejected(error, audioWarnings: audio.warnings))
        }

        var hashedFirst: FileDigest.Result?
        if sizesHeld.contains(audio.bytes) {
            switch Self.hash(recording, shownAs: name) {
            case .failure(let error):
                return PreparedItem(displayName: name, outcome: .rejected(error, audioWarnings: audio.warnings))
            case .success(let digest):
                if let existing = itemByHash[digest.sha256] {
                    return PreparedItem(displayName: name,
                                             outcome: .skipped(why: PreparedItem.duplicate(of: existing), audioWarnings: audio.warnings))
                }
                hashedFirst = digest
            }
        }

        let draft = Result { () throws(IngestError) in
            try ItemDraft.make(recording: recording, audio: audio, context: context)
        }
        let read: Result<PreparedItem.Read, IngestError>
        if case .success(let draft) = draft, !options.dryRun {
            read = copy(recording, draft: draft, audio: audio)
        } else {
            // A dry run copies nothing; a recording that will be rejected is still hashed, so
            // one that repeats an earlier recording of this run is named as skipped, not wrong.
            read = hashedFirst.map { .success(.init(digest: $0, staged: nil)) }
                ?? Self.hash(recording, shownAs: name).map { .init(digest: $0, staged: nil) }
        }
        let withPhotos = read.map { read in
            var read = read
            read.photos = Self.photos(of: recording, draft: draft, into: read.staged)
            return read
        }
        return PreparedItem(displayName: name, outcome: .ready(audioWarnings: audio.warnings, draft: draft, read: withPhotos))
    }

    /// The photos of a recording that makes a story, taken into its staged folder; a day
    /// entry keeps none, and says so for each.
    private static func photos(of recording: Recording, draft: Result<ItemDraft, IngestError>, into staged: StagedFolder?) -> PhotoIntake.Taken {
        guard case .success(let draft) = draft else { return PhotoIntake.Taken() }
        guard case .story = draft else {
            let warnings = recording.photos.map { IngestReport.Warning(file: $0.shownAs, message: "this photo was not added: photos are kept with stories, and \(recording.displayName) became a journal's entry") }
            return PhotoIntake.Taken(warnings: warnings)
        }
        var taken = PhotoIntake.take(recording.photos, into: staged)
        taken.warnings = recording.photoWarnings + taken.warnings
        return taken
    }

    /// The audio copied into a new staging folder, with the transcript beside it.
    private func copy(_ recording: Recording, draft: ItemDraft, audio: AudioInfo) -> Result<PreparedItem.Read, IngestError> {
        stage(draft, shownAs: recording.displayName) { staged throws(ArchiveError) in
            try staged.copyAudio(from: recording.audio.path, named: "audio." + audio.format.fileExtension)
        }
    }

    /// A new staging folder for the draft's item with its transcript, and what `fill` puts in it.
    func stage(_ draft: ItemDraft, shownAs name: String,
                       fill: (StagedFolder) throws(ArchiveError) -> FileDigest.Result?) -> Result<PreparedItem.Read, IngestError> {
        let staged: StagedFolder
        do throws(ArchiveError) {
            staged = try StagedFolder(in: archive, for: draft.collection)
        } catch {
            return .failure(IngestError(error, file: name))
        }
        do throws(ArchiveError) {
            let digest = try fill(staged)
            if let transcript = draft.transcript {
                try staged.write(transcript.contents, named: transcript.file.file)
            }
            return .success(PreparedItem.Read(digest: digest, staged: staged))
        } catch {
            staged.discard()
            return .failure(IngestError(error, file: name))
        }
    }

    private static func hash(_ recording: Recording, shownAs name: String) -> Result<FileDigest.Result, IngestError> {
        do throws(ArchiveError) {
            return .success(try FileDigest.sha256(ofFileAt: recording.audio.path))
        } catch {
            return .failure(IngestError(error, file: name))
        }
    }
}

/// Durations for messages: "2.1 s", "5 s".
enum Seconds {
    static func text(_ seconds: Double) -> String {
        let rounded = (seconds * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) s" : "\(rounded) s"
    }
}
