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
    let knownTranscripts: [String: TranscriptFacts]

    func render(_ jobs: [PageJob], progress: (@Sendable (SiteProgress) -> Void)?) throws(SiteError) -> [String: TranscriptFacts] {
        let failures = FailureBox()
        let facts = FactsBox()
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            do {
                let fingerprint = Fingerprint.of(job.model, salt: templates.digest + "\u{0}" + job.template)
                let unchanged = writer.isUnchanged(job.path, fingerprint: fingerprint)
                var transcript: TranscriptView?
                if let source = job.transcript {
                    if unchanged, let known = knownTranscripts[source.story.id], known.stamp == source.stamp {
                        facts.record(source.story.id, known)
                    } else {
                        let (view, fact) = read(source)
                        transcript = view
                        facts.record(source.story.id, fact)
                    }
                }
                if unchanged {
                    writer.keep(job.path, fingerprint: fingerprint)
                } else {
                    let html = try templates.render(job.model.with(transcript: transcript), with: job.template)
                    try writer.write(Data(html), to: job.path, fingerprint: fingerprint)
                }
            } catch let error as SiteError {
                failures.record(error)
            } catch {
                failures.record(SiteError(.badTemplate, file: job.path, message: "cannot prepare this page (\(error))",
                                          hint: "This is a bug in StoryChop; please report it with this message."))
            }
            let count = done.increment()
            if count % 50 == 0 || count == jobs.count {
                progress?(SiteProgress(stage: "Writing pages", done: count, total: jobs.count))
            }
        }
        if let first = failures.first { throw first }
        return facts.all
    }

    private func read(_ source: TranscriptSource) -> (TranscriptView?, TranscriptFacts) {
        let (view, warning) = TranscriptViews.make(for: source.story, in: archive, audioSrc: source.audioSrc)
        let text = view.map { ($0.lead + $0.rest).map(\.text).joined(separator: " ") } ?? ""
        return (view, TranscriptFacts(stamp: source.stamp, words: SearchIndex.distinctWords(text), warning: warning))
    }
}

/// Transcript facts gathered by the parallel renders.
private final class FactsBox: @unchecked Sendable {
    private let lock = NSLock()
    private var facts: [String: TranscriptFacts] = [:]
    func record(_ id: String, _ fact: TranscriptFacts) { lock.withLock { facts[id] = fact } }
    var all: [String: TranscriptFacts] { lock.withLock { facts } }
}

/// The first error raised by any of the parallel renders.
private final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var errors: [SiteError] = []
    func record(_ error: SiteError) { lock.withLock { errors.append(error) } }
    var first: SiteError? { lock.withLock { errors.first } }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func increment() -> Int { lock.withLock { value += 1; return value } }
}
