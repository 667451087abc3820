import Foundation
import Sharing
import Site
import StoryArchive
import TestSupport

/// A copy of `sample-archive/` (settings and stories) in a temporary folder, published with
/// `PublishWorkflow` to a folder beside it, `host/`.
struct PublishFixture {
    let folder: TemporaryDirectory
    var archiveRoot: URL { folder.appending("archive") }
    var site: URL { archiveRoot.appendingPathComponent("site") }
    var host: URL { folder.appending("host") }
    static let privateStory = "2020-06-20-our-wedding-day"

    init() throws {
        folder = try TemporaryDirectory("storychop-publish")
        try FileManager.default.createDirectory(at: archiveRoot, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name),
                                             to: archiveRoot.appendingPathComponent(name))
        }
    }

    var archive: Archive { get throws { try Archive.open(at: archiveRoot.path) } }

    /// Builds the site (no playable copies: the test needs no ffmpeg) and publishes it to `host/`.
    @discardableResult
    func publish(to destination: URL? = nil) throws -> PublishReport {
        let archive = try archive
        let target = PublishDestination.folder((destination ?? host).path)
        let publisher = Publisher(to: target, recordFolder: PublishWorkflow.recordFolder(of: archive))
        return try PublishWorkflow.run(archive, with: publisher, site: SiteOptions(transcode: false)).publish
    }

    /// What the site may share now, as `SharedFiles` lists it.
    func shared() throws -> [SharedFile] {
        try SharedFiles(archive: archive, site: site).list()
    }

    func edit(_ id: String, _ change: (inout Story) -> Void) throws {
        let archive = try archive
        var story = try archive.readStory(in: archive.storyDirectory(id)).get()
        change(&story)
        try archive.save(story)
    }

    /// Every file below `folder` (paths relative to it), hidden ones included.
    static func files(in folder: URL) -> [String] {
        snapshot(of: folder).keys.sorted()
    }

    func remove() { folder.remove() }
}
