import Foundation
import StoryArchive

/// `storychop transcribe` as one call: the engine found (the one storychop.yml's
/// `transcriber:` names, else the installed one), the plan made, each recording given to the
/// engine. The engine runs without the archive's lock; each transcript is written under it
/// (`Transcriber`).
public struct Transcription: Sendable {
    public var archive: Archive
    /// The longest one recording may take; nil: two minutes plus three times its length.
    public var timeout: Double?

    public init(archive: Archive, timeout: Double? = nil) {
        self.archive = archive
        self.timeout = timeout
    }

    /// What a run did.
    public enum Outcome: Sendable {
        /// The plan gave the engine nothing to do.
        case nothingToDo(TranscriptionPlan)
        case transcribed(TranscriptionReport, engine: TranscriptionEngine)
    }

    /// The engine storychop.yml names, or the installed one, asked what it is.
    public func findEngine() throws(TranscribeError) -> TranscriptionEngine {
        try TranscriptionEngine.find(configured: archive.config.transcriber, archiveRoot: archive.root)
    }

    /// Does `request` with `engine` (found when nil: `ingest --transcribe` finds it before it
    /// adds anything). `planned` hears the plan before any recording is given to the engine,
    /// `progress` where the run is.
    public func run(_ request: TranscriptionPlan.Request, engine given: TranscriptionEngine? = nil,
                    planned: (TranscriptionPlan) -> Void = { _ in },
                    progress: (Transcriber.Progress) -> Void = { _ in }) throws(TranscribeError) -> Outcome {
        let engine: TranscriptionEngine
        if let given { engine = given } else { engine = try findEngine() }
        let plan = try TranscriptionPlan.make(request, archive: archive, handles: engine.handles)
        planned(plan)
        guard !plan.jobs.isEmpty else { return .nothingToDo(plan) }
        let report = Transcriber(archive: archive, engine: engine, timeout: timeout).run(plan, progress: progress)
        return .transcribed(report, engine: engine)
    }

    /// What `run` would do, without giving the engine any recording: the plan, and the engine
    /// when one answers (without one, every language is planned).
    public func preview(_ request: TranscriptionPlan.Request) throws(TranscribeError) -> (plan: TranscriptionPlan, engine: TranscriptionEngine?) {
        let engine = try? findEngine()
        let plan = try TranscriptionPlan.make(request, archive: archive, handles: engine?.handles ?? { _ in true })
        return (plan, engine)
    }
}
