import Bundle
import StoryCore
import Foundation
import StoryArchive
import Testing
import ZipIO

/// The bundle is laid out as DESIGN.md says: one top folder, the open-me page, BagIt's four
/// files, manifest.json, and data/ holding the site with each story's files.
@Suite struct ExportLayoutTests {
    @Test func entriesSitInOneFolderNamedAfterTheZipAndAreSorted() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let report = try fixture.export()
        let names = try CentralDirectory(zipAt: fixture.zipPath).names

        #expect(report.topFolder == "Family-Stories")
        #expect(names.allSatisfy { $0.hasPrefix("Family-Stories/") })
        #expect(names == names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "entries in byte order")
        for name in ["bagit.txt", "bag-info.txt", "manifest-sha256.txt", "tagmanifest-sha256.txt", "manifest-sha512.txt",
                     "tagmanifest-sha512.txt", "manifest.json",
                     "index.html", "data/index.html", "data/assets/style.css"] {
            #expect(names.contains("Family-Stories/" + name), "\(name) is in the bundle")
        }
        #expect(!names.contains { $0.contains(".storychop-build.json") }, "hidden files of the site stay out")
        #expect(report.entries == names.count)
        #expect(report.stories == 14)
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path)).contains { $0.contains(".tmp-") })
    }

    @Test func everyStoryCarriesItsStoryJSONAudioAndTranscriptWithTheArchivesBytes() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = Dictionary(try ZipSurgery.entries(of: fixture.zipPath), uniquingKeysWith: { first, _ in first })
        for story in try fixture.stories() {
            let folder = "Family-Stories/data/stories/\(story.id)/"
            let source = fixture.archive.storyDirectory(story.id)
            var names = ["story.json", "index.html"]
            if let audio = story.audio { names.append(audio.file) }
            if let transcript = story.transcript { names.append(transcript.file) }
            for name in names {
                let data = try #require(entries[folder + name], "\(folder + name) is in the bundle")
                if name != "index.html" {
                    #expect(data == FileManager.default.contents(atPath: source.appendingPathComponent(name).path), "\(name) of \(story.id)")
                }
            }
        }
    }

    @Test func bagItFilesFollowRFC8493() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let report = try fixture.export()
        let entries = Dictionary(try ZipSurgery.entries(of: fixture.zipPath), uniquingKeysWith: { first, _ in first })
        func text(_ name: String) -> String { String(decoding: entries["Family-Stories/" + name] ?? Data(), as: UTF8.self) }

        #expect(text("bagit.txt") == "BagIt-Version: 1.0\nTag-File-Character-Encoding: UTF-8\n")
        let info = text("bag-info.txt")
        #expect(info.contains("Payload-Oxum: \(report.payloadBytes).\(report.payloadFiles)\n"))
        #expect(info.contains("Bagging-Date: 2025-01-01\n"))
        #expect(info.contains("Bag-Software-Agent: StoryChop test\n"))
        #expect(info.contains("Title: The Miller Family Stories\n"))
        #expect(info.hasSuffix("BagIt-Profile-Identifier: \(BagItProfile.identifier)\n"))

        let payload = entries.filter { $0.key.hasPrefix("Family-Stories/data/") }
        #expect(report.payloadFiles == payload.count)
        // RFC 8493 §2.4: SHA-512 beside SHA-256, each with a payload and a tag manifest.
        let algorithms: [(String, Int, (Data) -> String)] = [("sha256", 64, BundleFixture.sha256), ("sha512", 128, BundleFixture.sha512)]
        for (algorithm, digits, digest) in algorithms {
            let lines = text("manifest-\(algorithm).txt").split(separator: "\n")
            #expect(lines.count == payload.count, "manifest-\(algorithm).txt")
            for line in lines {
                let parts = line.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
                let path = String(parts[1].drop { $0 == " " })
                let data = try #require(entries["Family-Stories/" + path], "\(path) is listed and present")
                #expect(parts[0].count == digits && line.contains("  data/"))
                #expect(String(parts[0]) == digest(data), "\(path) in manifest-\(algorithm).txt")
            }
            // Each tag manifest lists every payload manifest and no tag manifest (§2.2.1).
            let tagLines = text("tagmanifest-\(algorithm).txt").split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
            #expect(tagLines.map { $0.last ?? "" }
                    == ["bag-info.txt", "bagit-profile.json", "bagit.txt", "index.html", "manifest-sha256.txt", "manifest-sha512.txt", "manifest.json"])
            #expect(tagLines.allSatisfy { $0.first == digest(entries["Family-Stories/" + ($0.last ?? "")] ?? Data()) }, "tagmanifest-\(algorithm).txt")
        }
    }

    @Test func manifestJSONListsStoriesWithMetadataAndEveryFile() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = Dictionary(try ZipSurgery.entries(of: fixture.zipPath), uniquingKeysWith: { first, _ in first })
        let data = try #require(entries["Family-Stories/manifest.json"])
        let manifest = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(manifest["format"] == .string("storychop-bundle"))
        #expect(manifest["format_version"] == .int(1))
        #expect(manifest["generator"] == .string("StoryChop test"))
        #expect(manifest["title"] == .string("The Miller Family Stories"))
        guard case .array(let stories)? = manifest["stories"], case .array(let files)? = manifest["files"] else {
            Issue.record("stories and files are lists")
            return
        }
        #expect(stories.count == 14)
        #expect(files.count == entries.keys.filter { $0.hasPrefix("Family-Stories/data/") }.count)
        let moved = try #require(stories.first { $0["id"] == .string("2024-03-05-the-day-we-moved") })
        #expect(moved["metadata"]?["narrator"] == .string("Grandma Rose"))
        #expect(moved["metadata"]?["audio"]?["sha256"] == .string("06c86a5af855f17cbb423145130f840d0220fc2cedd1f88d1ccd492b4b4e3dd3"))
        guard case .array(let storyFiles)? = moved["files"] else {
            Issue.record("a story lists its files")
            return
        }
        let audio = try #require(storyFiles.first { $0["role"] == .string("audio") })
        #expect(audio["path"] == .string("data/stories/2024-03-05-the-day-we-moved/audio.m4a"))
        #expect(audio["bytes"] == .int(76276))
        #expect(audio["sha256"] == .string("06c86a5af855f17cbb423145130f840d0220fc2cedd1f88d1ccd492b4b4e3dd3"))
    }

    @Test func theOpenMePageLeadsToTheSiteWithoutJavaScript() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let entries = Dictionary(try ZipSurgery.entries(of: fixture.zipPath), uniquingKeysWith: { first, _ in first })
        let page = String(decoding: try #require(entries["Family-Stories/index.html"]), as: UTF8.self)
        #expect(page.contains("<html lang=\"en\">"))
        #expect(page.contains("<meta http-equiv=\"refresh\" content=\"0; url=data/index.html\">"))
        #expect(page.contains("<a class=\"open\" href=\"data/index.html\">"))
        #expect(page.contains("The Miller Family Stories"))
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") && !page.contains("https://"), "nothing from outside")
    }

    @Test func aTitleWithMarkupIsEscapedAndNamesTheDefaultZip() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let settings = fixture.archive.configFile
        try "title: \"<b>Us & them</b>\"\nlanguage: de\n".write(to: settings, atomically: true, encoding: .utf8)
        let archive = try Archive.open(at: fixture.archive.root.path)
        let zip = fixture.folder.appending(BundleNaming.defaultZipPath(title: archive.config.title)).path
        let report = try BundleExporter(archive: archive).export(siteDirectory: fixture.site, to: zip,
                                                                 options: ExportOptions(modified: BundleFixture.epoch))
        #expect(report.topFolder == "b-Us-them-b")
        let entries = Dictionary(try ZipSurgery.entries(of: zip), uniquingKeysWith: { first, _ in first })
        let page = String(decoding: try #require(entries["b-Us-them-b/index.html"]), as: UTF8.self)
        #expect(page.contains("&lt;b&gt;Us &amp; them&lt;/b&gt;"))
        #expect(!page.contains("<b>Us"))
        #expect(page.contains("<html lang=\"de\">"))
        #expect(BundleNaming.fileName(forTitle: "Müller – Geschichten") == "Müller-Geschichten")
    }
}
