import Crypto
import Foundation
import StoryArchive

/// The build stage that renders the pages, on all cores, and hands them to the writer, which
/// writes a page only when its bytes changed. A story page is rendered only when what it shows
/// changed: its fingerprint is the SHA-256 of its model (every field, as JSON), the templates
/// and its transcript file's stamp, so a field added to the model is in it without another
/// edit. Story pages read their transcript here, unless their page is unchanged and its words
/// are known (`KnownWords`); what the search index and the warnings need of it comes back.
struct PageRenderer {
    let templates: TemplateSet
    let writer: SiteWriter
    let archive: Archive
    /// Story id → the transcript's words, for stories whose transcript is as the last build read it.
    let knownWords: [String: String]
    /// The archive files' stamps as publishing took them (archive-relative path → stamp).
    let stamps: [String: String]

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
        guard let source = job.transcript else {
            try writer.write(try templates.render(job.model(), with: job.template), to: job.path)
            return nil
        }
        let model = job.model()
        let fingerprint = try self.fingerprint(of: model, job)
        let id = source.story.id
        let unchanged = writer.keepIfUnchanged(job.path, fingerprint: fingerprint)
        if unchanged, let words = knownWords[id] { return (id, words, nil) }
        let (view, warning) = TranscriptViews.make(for: source.story, in: archive)
        let text = view.map { ($0.lead + $0.rest).map(\.text).joined(separator: " ") } ?? ""
        if !unchanged {
            let page = try templates.render(model.with(transcript: view), with: job.template)
            try writer.write(page, to: job.path, fingerprint: fingerprint)
        }
        return (id, SearchIndex.distinctWords(text), warning)
    }

    /// What the page is made from, as one digest (see the type's comment).
    private func fingerprint(of model: some PageModel, _ job: PageJob) throws(SiteError) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var hash = SHA256()
        hash.update(data: Data((templates.digest + "\u{0}" + job.template + "\u{0}").utf8))
        if let story = job.transcript?.story, let file = story.transcript?.file {
            let stamp = stamps["stories/\(story.id)/\(file)"] ?? FileStamp.missing
            hash.update(data: Data((file + "\u{0}" + stamp + "\u{0}").utf8))
        }
        do {
            hash.update(data: try encoder.encode(model))
        } catch {
            throw SiteError(.badTemplate, file: job.path, message: "cannot describe this page (\(error))",
                            hint: "This is a bug in StoryChop; please report it with this message.")
        }
        return "page:" + FileDigest.hex(hash.finalize())
    }
}
