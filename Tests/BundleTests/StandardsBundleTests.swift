import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport
import Workflows

/// A bundle names and carries its own BagIt profile, validates against it with bagit-profile
/// and still with bagit.py, carries each story's OHMS record and chapters file from the site,
/// and passes `verify` and re-import with them.
@Suite struct StandardsBundleTests {
    static let id = "2024-03-05-the-day-we-moved"

    /// The sample with chapters in one story, exported through the real build; the bag unpacked.
    static func exported() throws -> (fixture: BundleFixture, bag: URL) {
        let fixture = try BundleFixture()
        try FileManager.default.removeItem(at: fixture.site)   // the builder's own site, not the fixture's
        var story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(id)).get()
        story.chapters = [StoryChapter(start: 0, title: "Leaving the farm"), StoryChapter(start: 7.5, title: "The new house")]
        try fixture.archive.save(story)
        _ = try ExportWorkflow.run(fixture.archive, to: fixture.zipPath, options: ExportOptions(modified: BundleFixture.epoch, generator: "StoryChop test"))
        return (fixture, try fixture.unpack(fixture.zipPath).appendingPathComponent("Family-Stories"))
    }

    @Test func theBundleValidatesAgainstItsOwnProfileAndWithBagItPy() throws {
        let (fixture, bag) = try Self.exported()
        defer { fixture.remove() }
        let answer = try StandardsChecks.object("bag", [fixture.zipPath, bag.path])
        #expect(answer["bagit"] as? Bool == true)
        #expect(answer["profile"] as? String == BagItProfile.identifier)
        let info = try String(contentsOf: bag.appendingPathComponent("bag-info.txt"), encoding: .utf8)
        #expect(info.contains("\nBagIt-Profile-Identifier: \(BagItProfile.identifier)\n"))
        #expect(try String(contentsOf: bag.appendingPathComponent(BagItProfile.fileName), encoding: .utf8) == BagItProfile.text)
        #expect(try String(contentsOf: bag.appendingPathComponent("tagmanifest-sha256.txt"), encoding: .utf8).contains("  bagit-profile.json\n"))
        let story = bag.appendingPathComponent("data/stories/\(Self.id)")
        for name in ["ohms.xml", "chapters.json"] {
            #expect(FileManager.default.fileExists(atPath: story.appendingPathComponent(name).path), "\(name) is in the bundle")
        }
        #expect(try BundleVerifier.verify(path: fixture.zipPath).isValid)
        #expect(try BundleVerifier.verify(path: bag.path).isValid)
    }

    @Test func aBundleFailsItsProfileWhenAToolAddsATagFileItDoesNotAllow() throws {
        let (fixture, bag) = try Self.exported()
        defer { fixture.remove() }
        try "made by another tool\n".write(to: bag.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let error = #expect(throws: StandardsChecks.Failure.self) {
            try StandardsChecks.run("bag", [fixture.zipPath, bag.path])
        }
        #expect(error?.description.contains("notes.txt") == true, "\(error?.description ?? "")")
    }

    @Test func theProfileInTheDocsIsTheOneBundlesCarry() throws {
        let docs = RepositoryPaths.root.appendingPathComponent("docs/\(BagItProfile.fileName)")
        #expect(try String(contentsOf: docs, encoding: .utf8) == BagItProfile.text,
                "docs/bagit-profile.json differs from the profile bundles carry: write BagItProfile.text there")
    }

    @Test func theBundleComesBackWithItsChaptersPassingOverTheNewFiles() throws {
        let (fixture, _) = try Self.exported()
        defer { fixture.remove() }
        let empty = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let options = IngestOptions(timeZone: TimeZone(identifier: "UTC") ?? .current, now: Date(timeIntervalSince1970: 1_800_000_000))
        let report = try StoryIngester(archive: empty).ingest([fixture.zipPath], options: options)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.count == 14)
        #expect(report.warnings.isEmpty, "\(report.warnings)")
        let restored = try empty.readStory(in: empty.storyDirectory(Self.id)).get()
        #expect(restored.chapters.map(\.title) == ["Leaving the farm", "The new house"])
        let files = try FileManager.default.contentsOfDirectory(atPath: empty.storyDirectory(Self.id).path)
        #expect(!files.contains("ohms.xml") && !files.contains("chapters.json"), "the site's files stay out of the archive: \(files)")
    }

    @Test(arguments: ["zip", "folder"])
    func aBundleMadeBeforeTheProfileStillVerifiesAndComesBack(form: String) throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let older = fixture.folder.appending("older.zip").path
        try ZipSurgery.rewrite(fixture.zipPath, to: older) { entries in
            entries.removeAll { $0.name == VerifySHA512Tests.top + BagItProfile.fileName }
            if let index = entries.firstIndex(where: { $0.name == VerifySHA512Tests.top + "bag-info.txt" }) {
                let lines = String(decoding: entries[index].data, as: UTF8.self).split(separator: "\n").filter { !$0.hasPrefix("BagIt-Profile-Identifier:") }
                entries[index].data = Data((lines.joined(separator: "\n") + "\n").utf8)
            }
            VerifySHA512Tests.retag(&entries)
        }
        let path = form == "zip" ? older : try fixture.unpack(older, into: "older").path
        let report = try BundleVerifier.verify(path: path)
        #expect(report.isValid, "\(report.problems)")
        let empty = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let ingested = try StoryIngester(archive: empty).ingest([path], options: IngestOptions(now: Date(timeIntervalSince1970: 1_800_000_000)))
        #expect(ingested.rejected.isEmpty && ingested.added.count == 14, "\(ingested.rejected)")
    }
}
