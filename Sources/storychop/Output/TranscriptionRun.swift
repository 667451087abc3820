import Foundation
import StoryCore
import StoryArchive
import Transcribe

/// A `transcribe` run as the keeper sees it, for `transcribe` and `ingest --transcribe`: the
/// engine found, the plan, a progress bar on a terminal, one summary at the end.
struct TranscriptionRun {
    var archive: Archive
    var console: Console
    var timeout: Double?

    /// Does `request` (or, with `dryRun`, says what it would do) with `engine`, or the one
    /// storychop.yml names or the installed one; returns the exit status.
    func run(_ request: TranscriptionPlan.Request, dryRun: Bool, engine found: TranscriptionEngine? = nil) -> ExitStatus {
        let transcription = Transcription(archive: archive, timeout: timeout)
        do {
            guard !dryRun else { return sayWhatWouldHappen(try transcription.preview(request)) }
            let outcome = try transcription.run(request, engine: found, planned: { report($0) },
                                                progress: { console.progress(Self.line(for: $0)) })
            switch outcome {
            case .nothingToDo(let plan):
                say(nothingToDo: plan)
                return plan.problems.isEmpty ? .ok : .rejected
            case .transcribed(let done, let engine):
                console.clearProgress()
                return summarize(done, engine: engine)
            }
        } catch {
            console.error(error)
            return error.exitStatus
        }
    }

    /// What the plan leaves alone, and the metadata it could not read.
    private func report(_ plan: TranscriptionPlan) {
        for problem in plan.problems { console.warning(file: problem.file, problem.message + " — it was not transcribed") }
        for skip in plan.skipped { console.say("Skipped \(skip.place): it \(skip.reason).") }
    }

    /// The plan, without running the engine; without one installed, every language is listed.
    private func sayWhatWouldHappen(_ preview: (plan: TranscriptionPlan, engine: TranscriptionEngine?)) -> ExitStatus {
        let (plan, engine) = preview
        report(plan)
        if engine == nil {
            console.warning(file: nil, "no transcription engine answers yet (storychop transcribe says why); this is what it would be given")
        }
        guard !plan.jobs.isEmpty else {
            say(nothingToDo: plan)
            return plan.problems.isEmpty ? .ok : .rejected
        }
        console.say("Would transcribe \(Self.recordings(plan.jobs.count)) (\(Self.duration(plan.audioSeconds)) of audio)"
                    + (engine.map { " with \($0.name)" } ?? "") + ":")
        for job in plan.jobs {
            let aside = job.replacesPersons.map { "; replaces a person's \($0), which goes to trash/transcripts/" } ?? ""
            console.say("  \(job.place) (\(Self.duration(job.seconds)), \(job.language)\(aside))")
        }
        return plan.problems.isEmpty ? .ok : .rejected
    }

    private func say(nothingToDo plan: TranscriptionPlan) {
        guard plan.skipped.isEmpty else { return }
        console.say(plan.alreadyTranscribed > 0
            ? "Every recording has a transcript (\(plan.alreadyTranscribed)); nothing to transcribe. --force transcribes them again."
            : "No recording to transcribe.")
    }

    private func summarize(_ report: TranscriptionReport, engine: TranscriptionEngine) -> ExitStatus {
        for place in report.heardNothing {
            console.say("Heard no words in \(place) (music, or silence?); it stays without a transcript.")
        }
        for failure in report.failed {
            console.error("\(failure.audio): \(failure.failure.message)", hint: failure.failure.hint)
        }
        let rate = report.elapsed > 0 && report.audioSeconds > 0 ? String(format: ", %.1f seconds of audio a second", report.audioSeconds / report.elapsed) : ""
        var line = "Transcribed \(Self.recordings(report.transcribed.count)) (\(Self.duration(report.audioSeconds)) of audio)"
            + " in \(Self.duration(report.elapsed))\(rate), with \(engine.name)\(engine.model.map { ", " + $0 } ?? "")."
        if !report.failed.isEmpty { line += " \(Self.recordings(report.failed.count)) failed (above)." }
        let done = Set(report.transcribed.map(\.place))
        let setAside = report.plan.jobs.filter { $0.replacesPersons != nil && done.contains($0.place) }.count
        if setAside > 0 { line += " The \(setAside == 1 ? "transcript" : "\(setAside) transcripts") a person gave, replaced, \(setAside == 1 ? "is" : "are") in trash/transcripts/." }
        if !report.transcribed.isEmpty { line += " Run `storychop build` to show them; their pages say they were transcribed automatically." }
        console.say(line)
        return report.failed.isEmpty && report.plan.problems.isEmpty ? .ok : .rejected
    }

    /// `3/12 [######----] 4.5 of 18.0 min, about 2 min left  2024-03-05-how-we-met`
    static func line(for progress: Transcriber.Progress) -> String {
        let share = progress.audioTotal > 0 ? progress.audioDone / progress.audioTotal : Double(progress.done) / Double(max(progress.count, 1))
        let filled = Int((share * 10).rounded(.down))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: 10 - filled)
        var line = "\(progress.done + 1)/\(progress.count) [\(bar)] \(String(format: "%.1f", progress.audioDone / 60)) of \(String(format: "%.1f", progress.audioTotal / 60)) min"
        if progress.audioDone > 0, progress.elapsed > 5 {
            let left = progress.elapsed / progress.audioDone * (progress.audioTotal - progress.audioDone)
            line += ", about \(duration(left)) left"
        }
        let room = max(78 - line.count - 2, 10)
        let id = progress.place.split(separator: "/").last.map(String.init) ?? progress.place
        return line + "  " + (id.count > room ? String(id.prefix(room - 1)) + "…" : id)
    }

    static func recordings(_ count: Int) -> String { count == 1 ? "1 recording" : "\(count) recordings" }

    /// "17 s", "4 min", "1 h 5 min".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\((whole + 30) / 60) min" }
        return "\(whole / 3600) h \((whole % 3600 + 30) / 60) min"
    }
}
