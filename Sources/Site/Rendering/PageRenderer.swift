import Crypto
import Foundation
import StoryArchive

/// Renders pages on all cores, skipping those whose inputs have not changed since the last build.
struct PageRenderer {
    let templates: TemplateSet
    let writer: SiteWriter

    func render(_ jobs: [PageJob], progress: (@Sendable (SiteProgress) -> Void)?) throws(SiteError) {
        let failures = FailureBox()
        let done = Counter()
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let job = jobs[index]
            do {
                let fingerprint = try fingerprint(of: job)
                if writer.isUnchanged(job.path, fingerprint: fingerprint) {
                    writer.keep(job.path, fingerprint: fingerprint)
                } else {
                    let html = try templates.render(job.model, with: job.template)
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
    }

    /// SHA-256 of the templates and of the page's data: equal fingerprints, equal pages.
    private func fingerprint(of job: PageJob) throws -> String {
        Fingerprint.of(job.model, salt: templates.digest + "\u{0}" + job.template)
    }
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
