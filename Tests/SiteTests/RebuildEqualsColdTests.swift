import Foundation
@testable import Site
import StoryArchive
import Testing
import TestSupport

/// A rebuild writes only the files whose content changed and removes what no longer belongs.
/// Whatever is edited, the site it leaves must be byte for byte the one a build from scratch
/// gives: this is what catches a file left stale or left behind.
@Suite struct RebuildEqualsColdTests {
    /// Every file of a site (state files aside) with its bytes.
    func files(_ site: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        let walker = FileManager.default.enumerator(atPath: site.path)
        while let path = walker?.nextObject() as? String {
            let url = site.appendingPathComponent(path)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                  !url.lastPathComponent.hasPrefix(".storychop-") else { continue }
            result[path] = try Data(contentsOf: url)
        }
        return result
    }

    /// One edit a keeper might make, picked by `random`.
    func edit(_ fixture: SiteFixture, ids: [String], random: inout SeededGenerator) throws -> String {
        let id = ids[Int.random(in: 0..<ids.count, using: &random)]
        let other = ids[Int.random(in: 0..<ids.count, using: &random)]
        let choice = Int.random(in: 0..<10, using: &random)
        switch choice {
        case 0: try fixture.edit(id) { $0.title = "Retitled \(Int.random(in: 0..<99, using: &random))" }
        case 1: try fixture.edit(id) { $0.recorded = RecordedDate(year: 1950 + Int.random(in: 0..<70, using: &random), month: 2, day: 3) ?? $0.recorded }
        case 2: try fixture.edit(id) { $0.category = ["Love & Family", "Love, Family", "Work", nil].randomElement(using: &random) ?? nil }
        case 3: try fixture.edit(id) { $0.narrator = ["Rose Miller", "Rosé Miller", "Hal"].randomElement(using: &random) }
        case 4: try fixture.edit(id) { $0.mood = Mood(rawValue: Int.random(in: 0..<5, using: &random)) }
        case 5: try fixture.edit(id) { $0.tags = $0.tags.isEmpty ? ["kitchen", "1962"] : [] }
        case 6: try fixture.edit(id) { $0.prompt = $0.prompt == nil ? "How did you meet?" : nil; $0.duration = Double(Int.random(in: 5..<4000, using: &random)) }
        case 7:
            // The transcript rewritten in place.
            let file = fixture.archive.storyDirectory(id).appendingPathComponent("transcript.vtt")
            try Data("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nWords \(Int.random(in: 0..<999, using: &random))\n".utf8).write(to: file)
            try fixture.edit(id) { $0.transcript = TranscriptFile(file: "transcript.vtt", format: "vtt") }
        case 8:
            // A story removed, or copied under a new name.
            if ids.count > 4 {
                try FileManager.default.removeItem(at: fixture.archive.storyDirectory(id))
            }
        default:
            let copy = "2030-01-0\(Int.random(in: 1..<10, using: &random))-copy-of-\(other.suffix(8))"
            if !FileManager.default.fileExists(atPath: fixture.archive.storyDirectory(copy).path) {
                try FileManager.default.copyItem(at: fixture.archive.storyDirectory(other), to: fixture.archive.storyDirectory(copy))
            }
        }
        return "edit \(choice) of \(id)"
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyRebuildEqualsABuildFromScratch(seed: UInt64) throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        var random = SeededGenerator(seed: seed)
        try fixture.build(baseURL: "https://example.org/stories/")
        for step in 0..<12 {
            let ids = try FileManager.default.contentsOfDirectory(atPath: fixture.archive.storiesDirectory.path)
                .filter { !$0.hasPrefix(".") }.sorted()
            let what = try edit(fixture, ids: ids, random: &random)
            let report = try fixture.build(baseURL: "https://example.org/stories/")
            let scratch = fixture.folder.appending("scratch-\(step)")
            let archive = try Archive.open(at: fixture.archive.root.path)
            let fromScratch = try SiteBuilder(archive: archive)
                .build(options: SiteOptions(outputDirectory: scratch, baseURL: "https://example.org/stories/", transcode: false))
            let rebuilt = try files(fixture.site), fresh = try files(scratch)
            #expect(Set(rebuilt.keys) == Set(fresh.keys), "step \(step), \(what)")
            for (path, data) in fresh where rebuilt[path] != data {
                Issue.record("step \(step), \(what): \(path) differs from a build from scratch")
            }
            // What the state records each file was made from, which decides the next rebuild.
            #expect(report.fingerprints == fromScratch.fingerprints, "step \(step), \(what)")
            #expect(report.warnings == fromScratch.warnings, "step \(step), \(what)")
        }
    }
}
