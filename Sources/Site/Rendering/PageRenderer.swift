import Foundation
import StoryArchive

/// The build stage that renders every page, on all cores, and hands it to the writer (which
/// leaves a page alone when its bytes are what the last build wrote). Story pages read their
/// transcript here; what the search index and the build's warnings need of it comes back.
struct PageRenderer {
    let templates: TemplateSet
    let writer: SiteWriter
    let archive: Archive

    /// What the story pages learnt from their transcripts, by story id.
    struct Transcripts: Sendable {
        /// Each transcript's distinct words, for the search index.
        var words: [String: String] = [:]
        /// Stories whose transcript is missing or cannot be read.
        var warnings: [String: SiteWarning] = [:]
    }

    func render(_ jobs: [PageJob], progress: (@Sendable (SiteProgress) -> Void)?) throws(SiteError) -> Transcripts {
        let done = Locked(0)
        let results = jobs.chunked(by: 16).parallelMap { run in
            let rendered = run.map { job in Result { () throws(SiteError) in try render(job) } }
            let count = done.withLock { $0 += run.count; return $0 }
            progress?(SiteProgress(stage: "Writing pages", done: count, total: jobs.count))
            return rendered
        }
        var transcripts = Transcripts()
        for result in results.joined() {
            guard let (id, words, warning) = try result.get() else { continue }
            transcripts.words[id] = words
            transcripts.warnings[id] = warning
        }
        return transcripts
    }

    /// Renders and writes one page; for a story page, its story's id, transcript words and
    /// warning.
    private func render(_ job: PageJob) throws(SiteError) -> (String, String, SiteWarning?)? {
        var model = job.model()
        var facts: (String, String, SiteWarning?)?
        if let source = job.transcript {
            let (view, warning) = TranscriptViews.make(for: source.story, in: archive, audioSrc: source.audioSrc)
            let text = view.map { ($0.lead + $0.rest).map(\.text).joined(separator: " ") } ?? ""
            facts = (source.story.id, SearchIndex.distinctWords(text), warning)
            model = model.with(transcript: view)
        }
        try writer.write(try templates.render(model, with: job.template), to: job.path)
        return facts
    }
}
