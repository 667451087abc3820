import Foundation
import Sharing
import Site
import StoryArchive
import StoryCore

/// One build as serve runs it: the archive opened anew (storychop.yml may have changed), the
/// site built through `CheckedBuild` under the archive's lock, without the read-back check
/// (`storychop build` and `check` do that; here the next page is wanted at once), and then
/// what the archive lets be shared. Blocking: `SiteService` runs it on a thread of its own.
struct SiteBuild: Sendable {
    let archivePath: String
    let options: SiteOptions

    enum Outcome: Sendable {
        case built(SiteReport, shared: SharedFiles)
        /// Another StoryChop command holds the lock.
        case locked
        case failed(any StorychopError)
    }

    func run() -> Outcome {
        let archive: Archive
        do {
            archive = try Archive.open(at: archivePath)
        } catch {
            return .failed(error)
        }
        var options = options
        options.today = RecordedDate(Date(), in: .current)   // a seal lifts on its day, however long serve runs
        let report: SiteReport
        do {
            report = try CheckedBuild.run(archive, options: options, check: false).site
        } catch where error.reason == .locked {
            return .locked
        } catch {
            return .failed(error)
        }
        do {
            return .built(report, shared: try SharedFiles(archive: archive, site: report.outputDirectory, today: options.today))
        } catch {
            return .failed(error)
        }
    }

    /// The site folder and what of it may be shared, as the archive says now, without building:
    /// after a failed build, so a story made private since is refused all the same.
    func sharing() -> (site: URL, shared: SharedFiles?)? {
        guard let archive = try? Archive.open(at: archivePath) else { return nil }
        let site = options.outputDirectory ?? archive.root.appendingPathComponent(archive.config.siteDirectory)
        return (site, try? SharedFiles(archive: archive, site: site, today: RecordedDate(Date(), in: .current)))
    }
}

/// Runs `work` on a thread of its own and waits for it: a build, or linking a copy of the site,
/// blocks for as long as it takes, and the threads of Swift's concurrency pool (one per core)
/// must go on answering requests meanwhile.
func onThread<Value: Sendable, Failure: Error>(_ work: @escaping @Sendable () throws(Failure) -> Value) async throws(Failure) -> Value {
    let result: Result<Value, Failure> = await withCheckedContinuation { continuation in
        Thread.detachNewThread { continuation.resume(returning: Result { () throws(Failure) in try work() }) }
    }
    return try result.get()
}
