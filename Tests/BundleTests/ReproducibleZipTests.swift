import Bundle
import Foundation
import StoryArchive
import Testing

/// The same archive always gives the same bytes; audio is stored, text deflated; a failed
/// export leaves nothing under the final name.
@Suite struct ReproducibleZipTests {
    @Test func twoExportsOfTheSameArchiveAreByteIdentical() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let first = fixture.folder.appending("one/Family-Stories.zip").path
        let second = fixture.folder.appending("two/Family-Stories.zip").path
        for path in [first, second] {
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        }
        try fixture.export(to: first, modified: nil)
        // Touching every file of the site changes no byte of the bundle: times come from the stories.
        for name in try FileManager.default.subpathsOfDirectory(atPath: fixture.site.path) {
            try? FileManager.default.setAttributes([.modificationDate: Date()], ofItemAtPath: fixture.site.appendingPathComponent(name).path)
        }
        try fixture.export(to: second, modified: nil)
        #expect(try FileDigest.sha256(ofFileAt: first).sha256 == FileDigest.sha256(ofFileAt: second).sha256)
    }

    @Test func entryTimesComeFromSourceDateEpochOrElseTheNewestStory() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        // 2024-02-29T13:14:16Z: SOURCE_DATE_EPOCH as the CLI would pass it.
        let report = try fixture.export(modified: 1_709_212_456)
        #expect(report.modified == 1_709_212_456)
        let fixed = try CentralDirectory(zipAt: fixture.zipPath)
        #expect(fixed.entries.allSatisfy { $0.dosText == "2024-02-29 13:14:16" })
        #expect(try ExportOptions.sourceDateEpoch(from: ["SOURCE_DATE_EPOCH": "1709212456"]) == 1_709_212_456)
        #expect(try ExportOptions.sourceDateEpoch(from: [:]) == nil)
        #expect(throws: BundleError.self) { try ExportOptions.sourceDateEpoch(from: ["SOURCE_DATE_EPOCH": "yesterday"]) }

        // Without it: the newest story, 2025-01-29 (a day without a time: midnight UTC).
        let newest = try fixture.export(modified: nil)
        #expect(newest.modified == 1_738_108_800)
        #expect(try CentralDirectory(zipAt: fixture.zipPath).entries.allSatisfy { $0.dosText == "2025-01-29 00:00:00" })
    }

    @Test func audioIsStoredAndTextDeflatedWithUTF8Names() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = try CentralDirectory(zipAt: fixture.zipPath).entries
        let audio = entries.filter { [".m4a", ".mp3", ".wav", ".flac", ".ogg", ".opus", ".caf"].contains(where: $0.name.hasSuffix) }
        #expect(audio.count == 14)
        #expect(audio.allSatisfy { $0.method == 0 }, "audio stored: \(audio.filter { $0.method != 0 }.map(\.name))")
        let text = entries.filter { [".html", ".json", ".txt", ".vtt", ".css"].contains(where: $0.name.hasSuffix) }
        #expect(!text.isEmpty && text.allSatisfy { $0.method == 8 }, "text deflated")
    }

    @Test func aNonASCIINameGetsTheUTF8Flag() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try "<p>Großmutter</p>\n".write(to: fixture.site.appendingPathComponent("über.html"), atomically: true, encoding: .utf8)
        try fixture.export()
        let entry = try #require(try CentralDirectory(zipAt: fixture.zipPath).entry("Family-Stories/data/über.html"))
        #expect(entry.flags & 0x0800 != 0)
    }

    @Test func changedAudioStopsTheExportAndLeavesNoZip() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let story = try #require(try fixture.stories().first { $0.audio?.format == "mp3" })
        let audio = fixture.archive.storyDirectory(story.id).appendingPathComponent(story.audio?.file ?? "")
        var bytes = try Data(contentsOf: audio)
        bytes[bytes.count / 2] ^= 0xFF
        try bytes.write(to: audio)

        #expect {
            try fixture.export()
        } throws: { error in
            let error = error as? BundleError
            return error?.reason == .checksumMismatch && error?.file == audio.path && error?.exitStatus == .rejected
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)
        #expect(!left.contains { $0.hasPrefix("Family-Stories.zip") }, "no ZIP and no temporary file: \(left)")
    }

    @Test func aSiteThatIsMissingOrOutOfDateIsRefused() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let story = try #require(try fixture.stories().last)
        try FileManager.default.removeItem(at: fixture.site.appendingPathComponent("stories/\(story.id)/index.html"))
        #expect { try fixture.export() } throws: { ($0 as? BundleError)?.reason == .siteOutOfDate }

        try FileManager.default.removeItem(at: fixture.site)
        #expect { try fixture.export() } throws: { ($0 as? BundleError)?.reason == .siteMissing }
        #expect(!FileManager.default.fileExists(atPath: fixture.zipPath))
    }

    @Test func aZipInsideTheSiteIsRefused() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        #expect {
            try fixture.export(to: fixture.site.appendingPathComponent("bundle.zip").path)
        } throws: { ($0 as? BundleError)?.reason == .badOption }
    }
}
