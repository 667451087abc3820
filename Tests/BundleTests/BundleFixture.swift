import Bundle
import Crypto
import Foundation
import Ingest
import StoryArchive
import TestSupport
import ZipIO

/// A copy of `sample-archive/` (settings and fourteen stories) in a temporary folder, with a
/// site fabricated the way `storychop build` lays it out — each story's `story.json`, audio and
/// transcript copied into `site/stories/<id>/` beside a small `index.html`, and a home page — so
/// these tests exercise the bundle alone, whatever the site builder does.
struct BundleFixture {
    let folder: TemporaryDirectory
    let archive: Archive
    var site: URL { archive.root.appendingPathComponent("site") }
    var zipPath: String { folder.appending("Family-Stories.zip").path }

    /// A fixed time for tests that do not care which one: 2025-01-01T00:00:00Z.
    static let epoch = 1_735_689_600

    /// `withJournals`: the sample journals ingested too (53 day entries), as demo.sh does.
    init(withJournals: Bool = false) throws {
        folder = try TemporaryDirectory("storychop-bundle")
        let root = folder.appending("archive")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let sample = RepositoryPaths.sampleArchive
        try FileManager.default.copyItem(at: sample.appendingPathComponent("storychop.yml"), to: root.appendingPathComponent("storychop.yml"))
        try FileManager.default.copyItem(at: sample.appendingPathComponent("stories"), to: root.appendingPathComponent("stories"))
        archive = try Archive.open(at: root.path)
        if withJournals { try ingestJournals() }
        try makeSite()
    }

    private func ingestJournals() throws {
        let runs: [(String, DayEntry.Kind?, String?)] = [
            ("Daily Journal - Grandma Rose", .checkIn, "Grandma Rose"), ("Daily Journal - Grandpa Joe", .checkIn, "Grandpa Joe"),
            ("Voice Companion - Grandpa Joe", nil, nil), ("Partners Check-in", nil, nil),
            ("Daily Questions - Grandma Rose", nil, "Grandma Rose"),
        ]
        for (name, kind, person) in runs {
            let options = IngestOptions(dayKind: kind, person: person, now: Date(timeIntervalSince1970: 1_800_000_000))
            _ = try StoryIngester(archive: archive).ingest([RepositoryPaths.sampleJournals.appendingPathComponent(name).path], options: options)
        }
    }

    /// Writes `site/` from the archive's stories; a story sealed on `today` gets its page alone.
    func makeSite(today: RecordedDate = RecordedDate(Date(), in: .current)) throws {
        let manager = FileManager.default
        try? manager.removeItem(at: site)
        let stories = try archive.loadStories().stories
        var links: [String] = []
        for story in stories where !story.isPrivate {   // as the builder leaves a private one out
            let target = site.appendingPathComponent("stories/\(story.id)")
            try manager.createDirectory(at: target, withIntermediateDirectories: true)
            for name in try manager.contentsOfDirectory(atPath: archive.storyDirectory(story.id).path) where !story.isSealed(on: today) {
                try manager.copyItem(at: archive.storyDirectory(story.id).appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
            try page(story.title, body: "<audio controls src=\"\(story.audio?.file ?? "")\"></audio>")
                .write(to: target.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
            links.append("<li><a href=\"stories/\(story.id)/index.html\">\(story.title)</a></li>")
        }
        for entry in try archive.loadDays().entries {
            let target = site.appendingPathComponent("days/\(entry.day.dayString)/\(entry.id)")
            try manager.createDirectory(at: target, withIntermediateDirectories: true)
            let source = archive.daysDirectory.appendingPathComponent(entry.id)
            for name in try manager.contentsOfDirectory(atPath: source.path) {
                try manager.copyItem(at: source.appendingPathComponent(name), to: target.appendingPathComponent(name))
            }
        }
        // As the builder publishes it, beside the questions' pages.
        let questions = archive.root.appendingPathComponent("questions.yml")
        if manager.fileExists(atPath: questions.path) {
            try manager.createDirectory(at: site.appendingPathComponent("days/questions"), withIntermediateDirectories: true)
            try manager.copyItem(at: questions, to: site.appendingPathComponent("days/questions/questions.yml"))
        }
        try page(archive.config.title, body: "<ul>\(links.joined())</ul>")
            .write(to: site.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        try manager.createDirectory(at: site.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try "body { font-size: 1.375rem; }\n".write(to: site.appendingPathComponent("assets/style.css"), atomically: true, encoding: .utf8)
        // A builder's hidden bookkeeping, which must stay out of the bundle.
        try "{}".write(to: site.appendingPathComponent(".storychop-build.json"), atomically: true, encoding: .utf8)
    }

    func stories() throws -> [Story] { try archive.loadStories().stories }

    /// Removes every story but `ids` from the archive and makes the site again: a small bundle.
    func keepOnly(_ ids: Set<String>) throws {
        for story in try stories() where !ids.contains(story.id) {
            try FileManager.default.removeItem(at: archive.storyDirectory(story.id))
        }
        try makeSite()
    }

    /// Exports to `path` (default `zipPath`) with a fixed time unless told otherwise.
    @discardableResult
    func export(to path: String? = nil, modified: Int? = BundleFixture.epoch, today: RecordedDate? = nil) throws -> ExportReport {
        var options = ExportOptions(modified: modified, generator: "StoryChop test")
        if let today { options.today = today }
        return try BundleExporter(archive: archive).export(siteDirectory: site, to: path ?? zipPath, options: options)
    }

    /// Unpacks a ZIP into a new folder inside the fixture and returns that folder.
    func unpack(_ zip: String, into name: String = "unpacked") throws -> URL {
        let target = folder.appending(name)
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        _ = try ZipExtractor.extract(zipAt: zip, into: target.path, limits: .standard)
        return target
    }

    func remove() { folder.remove() }

    /// The SHA-256 of `data` in hex, by the same code the archive uses for files.
    static func sha256(_ data: Data) -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("sha-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try? data.write(to: file)
        return (try? FileDigest.sha256(ofFileAt: file.path).sha256) ?? ""
    }

    /// The SHA-512 of `data` in hex, as `manifest-sha512.txt` lists it.
    static func sha512(_ data: Data) -> String {
        SHA512.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }

    private func page(_ title: String, body: String) -> String {
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>\(title)</title></head><body><main><h1>\(title)</h1>\(body)</main></body></html>\n"
    }
}
