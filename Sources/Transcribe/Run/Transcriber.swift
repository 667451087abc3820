import Foundation
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

    /// Transcribes the plan's recordings while holding the archive's lock.
    public func run(_ plan: TranscriptionPlan, progress: (Progress) -> Void = { _ in }) throws(ArchiveError) -> TranscriptionReport {
        let lock = try ArchiveLock(archive: archive)
        defer { lock.release() }
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
            case .success(let cues?):
                report.transcribed.append((job.place, cues))
            case .success(nil):
                report.heardNothing.append(job.place)
            case .failure(let failure):
                report.failed.append((job.place, job.audioPath, failure))
            }
            audioBefore += job.seconds
            report.audioSeconds += job.seconds
        }
        report.elapsed = Date().timeIntervalSince(started)
        return report
    }

    /// The number of cues written, nil when the engine heard no words, or why it failed.
    private func transcribe(_ job: TranscriptionJob, heard: (Double) -> Void) -> Result<Int?, EngineFailure> {
        let limit = timeout ?? 120 + 3 * job.seconds
        do {
            let output = try engine.transcribe(job.audioPath, language: job.language, timeout: limit) { output in
                if let time = EngineOutput.latestCueStart(in: output) { heard(time) }
            }
            guard let transcript = try EngineOutput.transcript(from: output, seconds: job.seconds) else { return .success(nil) }
            try save(transcript, for: job.item)
            return .success(transcript.cues.count)
        } catch {
            return .failure(error)
        }
    }

    /// `transcript.vtt` in one step, then the metadata naming it with the machine's mark.
    private func save(_ transcript: Transcript, for item: any ArchiveItem) throws(EngineFailure) {
        let contents = Data(transcript.webVTT().utf8)
        let mark = MachineTranscription(engine: engine.name, model: engine.model,
                                        made: ISO8601DateFormatter().string(from: now()), sha256: FileDigest.sha256(of: contents))
        let file = TranscriptFile(file: "transcript.vtt", format: "vtt", machine: mark)
        do {
            _ = try archive.replaceTranscript(of: item, with: (file, contents))
        } catch {
            throw EngineFailure(message: "the transcript could not be saved (\(error.message))", hint: error.hint)
        }
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
