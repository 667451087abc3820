import Foundation
import StoryCore
import StoryArchive

/// Adds recordings to an archive: `storychop ingest`.
///
/// The run reads as its stages: lock → read the archive → find the inputs, each file
/// classified once (`IngestInput`; a StoryChop bundle checked first: `SourceGathering.swift`) →
/// prepare the recordings on every core, a few dozen ahead (probe → check → metadata →
/// transcript → copy under a temporary name) → add them in the order found (duplicates, ids,
/// story.json), then the journals' files without a recording; a batch of items at a time is
/// flushed to disk and renamed into place on a thread of its own.
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
        let days = try archive.loadDays()
        for problem in catalog.problems + days.problems {
            report.warn(problem.file, ["this could not be read and was left as it is: \(problem.message)"])
        }
        // A broken settings file does not stop the run: only what depends on it is refused.
        let moodScales = load(MoodScales.load, MoodScales.fileName, "moods.yml is ignored and the built-in mood scales are used",
                              report: &report) ?? .builtIn
        let prompts = load(PromptLibrary.load, PromptLibrary.fileName, "prompts.yml is ignored", report: &report)
            ?? PromptLibrary(categories: [])
        // Left as it is (never rewritten) until the keeper mends it; answers are still added.
        let questions = load(DailyQuestions.load, DailyQuestions.fileName,
                             "questions.yml cannot be read, so new questions are not added to it", report: &report)

        var scratch: [ZipSource] = []
        defer { scratch.forEach { $0.remove() } }
        var chats = ChatIntake(options: options)
        let inputs = gather(sources, options: options, scratch: &scratch, chats: &chats, report: &report)
        guard chats.finish(into: &report) else { return report }
        let recordings = inputs.compactMap { input in if case .recording(let recording) = input { recording } else { nil } }
        if options.transcript != nil, recordings.count > 1 {
            report.rejected.append(IngestError(.badMetadata, file: options.transcript,
                message: "--transcript belongs to one recording, but \(recordings.count) were found",
                hint: "Ingest that recording on its own, or put the transcript beside it as NAME.vtt / NAME.txt."))
            return report
        }

        let held = HeldItems(stories: catalog.stories, days: days.entries)
        let preparer = RecordingPreparer(archive: archive, options: options, held: held, prompts: prompts, moodScales: moodScales,
                                         questions: questions ?? DailyQuestions())
        var adder = RecordingAdder(archive: archive, options: options, held: held, itemByHash: preparer.itemByHash)
        // While one recording is added (story.json; a full batch waits for the disk on a thread
        // of its own), the ones after it are already being prepared on every core.
        let prepared = OrderedParallelMap(recordings, window: Self.preparedAhead, transform: preparer.prepare)
        var index = 0
        while let next = prepared.next() {
            index += 1
            options.progress?(IngestProgress(current: index, total: recordings.count, file: next.displayName))
            adder.add(next, into: &report)
        }
        let asked = addLoose(inputs, preparer: preparer, adder: &adder, dryRun: options.dryRun, report: &report)
        adder.finish(into: &report)
        chats.summarizeRepeats(in: &report)
        if var list = questions, !options.dryRun {
            note(asked, in: &list, report: &report)
        }
        return report
    }

    /// Journal files without a recording (evening moods, exports), one at a time: a large one
    /// is read again at its turn (`Kept`), so one is held at a time, not every one found; a
    /// bundle's people, brought back. Returns the daily questions the journals asked.
    private func addLoose(_ inputs: [IngestInput], preparer: RecordingPreparer, adder: inout RecordingAdder, dryRun: Bool,
                          report: inout IngestReport) -> [DailyQuestions.Question] {
        var asked: [DailyQuestions.Question] = []
        for input in inputs {
            if case .peopleBook(let folder) = input {
                PeopleImport(archive: archive, dryRun: dryRun).bringBack(folder, into: &report)
                continue
            }
            if case .strayNote(let file) = input {
                report.warnings.append(.init(file: file.displayName, message: "this note has no recording beside it with the same name (such as \(file.url.deletingPathExtension().lastPathComponent).m4a), so it was not used — name it after its recording, or pass its details with --title and the like"))
            }
            let (items, questions) = preparer.prepare(input)
            items.forEach { adder.add($0, into: &report) }
            asked += questions
        }
        return asked
    }

    /// One of the archive's settings files, or nil (and a warning saying `ignored`) when it cannot be read.
    private func load<Settings>(_ read: (Archive) throws(ArchiveError) -> Settings, _ fileName: String, _ ignored: String,
                                report: inout IngestReport) -> Settings? {
        do throws(ArchiveError) {
            return try read(archive)
        } catch {
            report.warn(error.file ?? fileName, ["\(ignored): \(error.message)"])
            return nil
        }
    }

    /// Adds the questions an export names to `questions.yml` (and marks those it says are archived).
    private func note(_ asked: [DailyQuestions.Question], in questions: inout DailyQuestions, report: inout IngestReport) {
        let before = questions
        for question in asked { questions.note(question) }
        guard questions != before else { return }
        do throws(ArchiveError) {
            try questions.write(to: archive)
            report.questionsNoted = questions.questions.count - before.questions.count
            report.questionsArchived = questions.questions.count { $0.archived } - before.questions.count { $0.archived }
        } catch {
            report.warn(DailyQuestions.fileName, ["the new questions could not be written to it (their answers were added): \(error.message)"])
        }
    }

    /// How far preparing may run ahead of adding: enough that the cores rarely wait, few enough
    /// that few stories sit staged but not yet in a `StoryBatch` (half of one by count).
    static let preparedAhead = 64
}
