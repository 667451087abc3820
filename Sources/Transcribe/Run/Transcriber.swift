import Foundation
import StoryCore
import StoryArchive
import Transcript

/// Runs a plan: each recording through the engine, its output checked, `transcript.vtt` and the
/// item's metadata written in one step each, marked as made by machine. A recording that fails
/// is reported and the rest go on; nothing is written for it.
public struct Transcriber: Sendable {
    public var archive: Archive
    public var engine: TranscriptionEngine
    /// The longest one recording may take; nil: two minutes plus three times its length.
    public var timeout: Double?
    public var now: @Sendable () -> Date = { Date() }

    public init(archive: Archive, engine: TranscriptionEngine, timeout: Double? = nil) {
        self.archive = archive
        self.engine = engine
        self.timeout = timeout
    }

    /// Where a run is, for a progress line.
    public struct Progress: Sendable {
        public var done: Int
        public var count: Int
        public var place: String
        /// Of all the plan's audio, how many seconds the engine has been through.
        public var audioDone: Double
        public var audioTotal: Double
        public var elapsed: Double
    }

    /// Transcribes the plan's recordings. The engine runs without the archive's lock, so a
    /// build or an edit can go on meanwhile; each result is written under the lock, after the
    /// item is read again and found as it was planned.
    public func run(_ plan: TranscriptionPlan, progress: (Progress) -> Void = { _ in }) -> TranscriptionReport {
        let started = Date()
        var report = TranscriptionReport(plan: plan)
        var audioBefore = 0.0
        for (index, job) in plan.jobs.enumerated() {
            let at = { (heard: Double) in
                Progress(done: index, count: plan.jobs.count, place: job.place, audioDone: audioBefore + min(heard, job.seconds),
                         audioTotal: plan.audioSeconds, elapsed: Date().timeIntervalSince(started))
            }
            progress(at(0))
            switch transcribe(job, heard: { progress(at($0)) }) {
            case .written(let cues):
                report.transcribed.append((job.place, cues))
                report.audioSeconds += job.seconds
            case .noWords:
                report.heardNothing.append(job.place)
            case .failed(let failure):
                report.failed.append((job.place, job.audioPath, failure))
            }
            audioBefore += job.seconds
        }
        report.elapsed = Date().timeIntervalSince(started)
        return report
    }

    /// What became of one recording.
    enum Outcome {
        case written(cues: Int)
        /// The engine found no words (music, silence): nothing is written.
        case noWords
        case failed(EngineFailure)
    }

    private func transcribe(_ job: TranscriptionJob, heard: (Double) -> Void) -> Outcome {
        let limit = timeout ?? 120 + 3 * job.seconds
        do {
            let output = try engine.transcribe(job.audioPath, language: job.language, timeout: limit) { output in
                if let time = EngineOutput.latestCueStart(in: output) { heard(time) }
            }
            guard let transcript = try EngineOutput.transcript(from: output, seconds: job.seconds) else { return .noWords }
            try save(transcript, for: job)
            return .written(cues: transcript.cues.count)
        } catch {
            return .failed(error)
        }
    }

    /// `transcript.vtt` in one step, then the metadata naming it with the machine's mark, under
    /// the lock, and only if the item is still as planned.
    private func save(_ transcript: Transcript, for job: TranscriptionJob) throws(EngineFailure) {
        let contents = Data(transcript.webVTT().utf8)
        let mark = MachineTranscription(engine: engine.name, model: engine.model,
                                        made: ISO8601DateFormatter().string(from: now()), sha256: FileDigest.sha256(of: contents))
        let file = TranscriptFile(file: "transcript.vtt", format: "vtt", machine: mark)
        do {
            let lock = try ArchiveLock.waiting(for: archive)
            defer { lock.release() }
            let item = try reloaded(job.item, as: job)
            _ = try archive.replaceTranscript(of: item, with: (file, contents), settingAside: job.replacesPersons)
        } catch let error as EngineFailure {
            throw error
        } catch let error as any StorychopError {
            throw EngineFailure(message: "the transcript could not be saved (\(error.message))", hint: error.hint)
        } catch {
            throw EngineFailure(message: "the transcript could not be saved (\(error))", hint: "Run storychop transcribe again for it.")
        }
    }

    /// The item as its folder holds it now, if its recording and transcript are as planned;
    /// otherwise the machine's words are not saved, and the advice fits what changed meanwhile.
    private func reloaded<Item: ArchiveItem>(_ planned: Item, as job: TranscriptionJob) throws(EngineFailure) -> Item {
        let id = planned.id
        guard case .success(let now)? = archive.loadItem(Item.self, folder: id) else {
            throw EngineFailure(message: "it was removed while it was being transcribed, so its transcript was not saved",
                                hint: "If that was a mistake, `storychop restore \(id)` brings it back from the trash; then run `storychop transcribe \(id)`.")
        }
        guard now.audio?.sha256 == planned.audio?.sha256 else {
            throw EngineFailure(message: "its recording was replaced while it was being transcribed, so the words heard were not saved",
                                hint: "Run `storychop transcribe \(id)` to transcribe the recording it has now.")
        }
        let words = TranscriptionPlan.transcriptState(of: now, in: job.folder)
        guard now.transcript == planned.transcript, words?.description == job.wordsWhenPlanned else {
            if case .given(let file)? = words {
                throw EngineFailure(message: "a person gave it a transcript (\(file)) while it was being transcribed; theirs is kept",
                                    hint: "To replace it with the machine's words all the same, run `storychop transcribe \(id) --force` (theirs goes to the trash).")
            }
            throw EngineFailure(message: "its transcript changed while it was being transcribed, so the words heard were not saved",
                                hint: "Run `storychop transcribe \(id)` to transcribe it again.")
        }
        return now
    }
}

/// What a run did, for its summary.
public struct TranscriptionReport: Sendable {
    public var plan: TranscriptionPlan
    public var transcribed: [(place: String, cues: Int)] = []
    /// Recordings in which the engine found no words (music, silence).
    public var heardNothing: [String] = []
    public var failed: [(place: String, audio: String, failure: EngineFailure)] = []
    public var audioSeconds = 0.0
    public var elapsed = 0.0

    public init(plan: TranscriptionPlan) {
        self.plan = plan
    }
}
