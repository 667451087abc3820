import Crypto
import Foundation
import StoryArchive

/// Renders pages on all cores, skipping those whose inputs have not changed since the last build.
///
/// Story pages carry their transcript's source: it is read when the page is rendered, or when
/// the search index needs its words and the last build's are not for this version of the file.
/// Returns the facts of every story's transcript, keyed by story id.
struct PageRenderer {
    let templates: TemplateSet
    let writer: SiteWriter
    let archive: Archive
    /// What the last build learnt from each transcript.
    let knownTranscripts: TranscriptCache
    /// Where the story cards of the last build's list pages lie in them.
    let fragments: FragmentStore

    /// `alongside`: other work to share the cores with, started first (see `SiteTasks`).
    func render(_ jobs: [PageJob], progress: (@Sendable (SiteProgress) -> Void)?,
                alongside tasks: [SiteTask] = []) throws(SiteError) -> RenderedTranscripts {
        // Shared by the parallel renders, which take the locks once per run of pages: a lock
        // or two per page, taken by two threads at a time, had them waiting in the kernel.
        let transcripts = Locked(RenderedTranscripts(known: knownTranscripts))
        let done = Locked(0)
        // Runs of pages handed to a thread at a time: up to 32 when there are many (a lock or
        // two per page, taken by two threads at a time, had them waiting in the kernel), one
        // when a rebuild has a handful, some of them long lists, to share between the cores.
        let size = min(32, max(1, jobs.count / 64))
        let runs = Array(stride(from: 0, to: jobs.count, by: size))
        try SiteTasks.run(tasks, thenEach: runs.count) { run throws(SiteError) in
            var keptFiles: [(path: String, fingerprint: String)] = []
            var found: [(String, TranscriptFacts)] = [], knownIDs: [String] = []
            let range = runs[run]..<min(runs[run] + size, jobs.count)
            var failure: SiteError?
            for job in jobs[range] where failure == nil {
                do {
                    try render(job, kept: &keptFiles, facts: &found, knownFacts: &knownIDs)
                } catch let error as SiteError {
                    failure = error
                } catch {
                    failure = SiteError(.badTemplate, file: job.path, message: "cannot prepare this page (\(error))",
                                        hint: "This is a bug in StoryChop; please report it with this message.")
                }
            }
            writer.keep(keptFiles)
            transcripts.withLock {
                for (id, fact) in found { $0.read[id] = fact }
                $0.kept.formUnion(knownIDs)
            }
            let count = done.withLock { $0 += range.count; return $0 }
            if count / 50 != (count - range.count) / 50 || count == jobs.count {
                progress?(SiteProgress(stage: "Writing pages", done: count, total: jobs.count))
            }
            if let failure { throw failure }
        }
        return transcripts.withLock { $0 }
    }

    /// Renders and writes `job` unless it is unchanged; adds to `kept` what is left as it was,
    /// to `facts` what its transcript gave when read, and to `knownFacts` the story when its
    /// transcript was not read, the last build's facts standing.
    private func render(_ job: PageJob, kept: inout [(path: String, fingerprint: String)],
                        facts: inout [(String, TranscriptFacts)], knownFacts: inout [String]) throws {
        let fingerprint = job.key.fingerprint(salt: templates.digest + "\u{0}" + job.template)
        let unchanged = writer.isUnchanged(job.path, fingerprint: fingerprint)
        var transcript: StoryTranscript?
        if let source = job.transcript {
            if knownTranscripts.stamp(source.story.id) == source.stamp {
                // The words and warning are the last build's; the page, when it changed (a
                // neighbour's title, say), shows the transcript: taken from the last build's
                // page when it can be, else read for its lines only.
                knownFacts.append(source.story.id)
                if !unchanged {
                    let archive = archive
                    transcript = StoryTranscript(available: knownTranscripts.warning(source.story.id) == nil, pieceKey: source.pieceKey) {
                        TranscriptViews.make(for: source.story, in: archive, audioSrc: source.audioSrc).0
                    }
                }
            } else {
                let (view, fact) = read(source)
                transcript = StoryTranscript(available: view != nil, pieceKey: source.pieceKey) { view }
                facts.append((source.story.id, fact))
            }
        }
        if unchanged {
            kept.append((job.path, fingerprint))
            if job.frame != nil { fragments.keep(job.path) }
        } else {
            let frame = job.frame?.fingerprint(salt: templates.digest + "\u{0}" + job.template)
            var pieces = frame.map { PieceLog(reusing: fragments.reusable(job.path, frame: $0)) }
            let html = try templates.render(job.model().with(transcript: transcript), with: job.template, pieces: &pieces)
            if let pieces {
                try writer.write(html, with: pieces, to: job.path, fingerprint: fingerprint)
            } else {
                try writer.write(html, to: job.path, fingerprint: fingerprint)
            }
            if let frame, let pieces { fragments.record(job.path, frame: frame, pieces: pieces) }
        }
    }

    private func read(_ source: TranscriptSource) -> (TranscriptView?, TranscriptFacts) {
        let (view, warning) = TranscriptViews.make(for: source.story, in: archive, audioSrc: source.audioSrc)
        let text = view.map { ($0.lead + $0.rest).map(\.text).joined(separator: " ") } ?? ""
        return (view, TranscriptFacts(stamp: source.stamp, words: SearchIndex.distinctWords(text), warning: warning))
    }
}
