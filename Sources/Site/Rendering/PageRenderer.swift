import Crypto
import StoryCore
import Foundation
import StoryArchive

/// The build stage that renders the pages, on all cores, and hands them to the writer, which
/// writes a page only when its bytes changed. A page with transcripts (a story's, a day's) is
/// rendered only when what it shows changed: its fingerprint is the SHA-256 of its model (every
/// field, as the templates see it: `TemplateEncoder`), the templates and its transcript files'
/// stamps and machine marks, so a field added to the model is in it without another edit. Such pages read their transcripts here,
/// unless the page is unchanged and their lines are known (`KnownLines`); their lines go to the
/// search index as each page is done, and their warnings come back.
struct PageRenderer {
    let templates: TemplateSet
    let writer: SiteWriter
    let archive: Archive
    /// The lines of transcripts as the last build read them.
    let knownLines: KnownLines
    /// The archive files' stamps as publishing took them (archive-relative path → stamp).
    let stamps: [String: String]
    /// Where each transcript's lines go once its page is done.
    let index: SearchIndex

    /// Renders every page; returns the warnings about transcripts (missing, unreadable) by
    /// `TranscriptItem.key`.
    func render(_ jobs: [PageJob], progress: (@Sendable (SiteProgress) -> Void)?) throws(SiteError) -> [String: SiteWarning] {
        let done = Locked(0)
        let results = jobs.chunked(by: 16).parallelMap { run in
            let rendered = run.map { job in
                Result { () throws(SiteError) in
                    let reads = try render(job)
                    for read in reads { try index.add(read.key, lines: read.lines) }
                    return reads.compactMap { read in read.warning.map { (read.key, $0) } }
                }
            }
            let count = done.withLock { $0 += run.count; return $0 }
            progress?(SiteProgress(stage: "Writing pages", done: count, total: jobs.count))
            return rendered
        }
        var warnings: [String: SiteWarning] = [:]
        for result in results.joined() {
            for (key, warning) in try result.get() { warnings[key] = warning }
        }
        return warnings
    }

    /// What rendering learnt of one transcript.
    private struct Read {
        var key: String
        var lines: [SearchLine]
        var warning: SiteWarning?
    }

    /// Renders and writes one page; for a page with transcripts, what it read of each.
    private func render(_ job: PageJob) throws(SiteError) -> [Read] {
        guard !job.transcripts.isEmpty else {
            try writer.write(try templates.render(try values(of: job.model(), job), with: job.template), to: job.path)
            return []
        }
        let model = job.model()
        let fingerprint = self.fingerprint(of: try values(of: model, job), job)
        let unchanged = writer.keepIfUnchanged(job.path, fingerprint: fingerprint)
        let known = unchanged ? job.transcripts.compactMap { item in knownLines.lines(of: item.key).map { Read(key: item.key, lines: $0) } } : []
        if unchanged, known.count == job.transcripts.count { return known }
        var views: [String: TranscriptView] = [:]
        let reads = job.transcripts.map { item in
            let (view, warning) = TranscriptViews.make(for: item, in: archive)
            views[item.key] = view
            // The page's own lines, so a search result links to ids the page has.
            return Read(key: item.key, lines: view.map { ($0.lead + $0.rest).map(SearchLine.init) } ?? [], warning: warning)
        }
        if !unchanged {
            let page = try templates.render(try values(of: model.with(transcripts: views), job), with: job.template)
            try writer.write(page, to: job.path, fingerprint: fingerprint)
        }
        return reads
    }

    /// What the templates see of `model`.
    private func values(of model: any PageModel, _ job: PageJob) throws(SiteError) -> TemplateValue {
        do {
            return try TemplateEncoder.value(of: model) ?? .fields(TemplateFields([]))
        } catch {
            throw SiteError(.badTemplate, file: job.path, message: "cannot describe this page (\(error))",
                            hint: "This is a bug in StoryChop; please report it with this message.")
        }
    }

    /// What the page is made from, as one digest (see the type's comment).
    private func fingerprint(of model: TemplateValue, _ job: PageJob) -> String {
        var hash = SHA256()
        hash.update(data: Data((templates.digest + "\u{0}" + job.template + "\u{0}").utf8))
        for item in job.transcripts {
            guard let file = item.file?.file else { continue }
            let stamp = stamps[item.archiveFolder + file] ?? FileStamp.missing
            // The machine mark decides the "Transcribed automatically" note and lives in the
            // metadata, not the file: a mark taken out by hand must re-render the page.
            let mark = item.file?.machine?.sha256 ?? ""
            hash.update(data: Data((file + "\u{0}" + stamp + "\u{0}" + mark + "\u{0}").utf8))
        }
        var bytes: [UInt8] = []
        model.appendDigestBytes(to: &bytes)
        bytes.withUnsafeBytes { hash.update(bufferPointer: $0) }
        return "page:" + FileDigest.hex(hash.finalize())
    }
}

private extension TemplateValue {
    /// The value as bytes to hash: each kind tagged and each text led by its length, so two
    /// different values never give the same bytes.
    func appendDigestBytes(to bytes: inout [UInt8]) {
        switch self {
        case .text(let text):
            Self.appendCounted(text, tag: "s", to: &bytes)
        case .number(let number):
            bytes.append(UInt8(ascii: "n"))
            withUnsafeBytes(of: Int64(number).littleEndian) { bytes.append(contentsOf: $0) }
        case .flag(let flag):
            bytes.append(UInt8(ascii: flag ? "t" : "f"))
        case .fields(let fields):
            bytes.append(UInt8(ascii: "{"))
            for field in fields.fields {
                Self.appendCounted(field.name, tag: "k", to: &bytes)
                if let value = field.value { value.appendDigestBytes(to: &bytes) } else { bytes.append(UInt8(ascii: "~")) }
            }
            bytes.append(UInt8(ascii: "}"))
        case .list(let items):
            bytes.append(UInt8(ascii: "["))
            for item in items { item.appendDigestBytes(to: &bytes) }
            bytes.append(UInt8(ascii: "]"))
        }
    }

    private static func appendCounted(_ text: String, tag: Unicode.Scalar, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: tag))
        withUnsafeBytes(of: UInt32(text.utf8.count).littleEndian) { bytes.append(contentsOf: $0) }
        bytes.append(text)
    }
}
