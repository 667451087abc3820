import Foundation
import Site
import StoryArchive
@testable import Sharing
import Testing
import TestSupport

/// The encrypted copy of the sample site tells a host nothing: no title or transcript word of
/// the sample archive appears in any byte or any name of it.
@Suite struct PrivateSiteLeakTests {
    /// The sample archive's site, built, and its encrypted copy.
    private func makeCopy(in temp: TemporaryDirectory) throws -> PrivateSite.Report {
        let root = temp.appending("archive")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name),
                                             to: root.appendingPathComponent(name))
        }
        let archive = try Archive.open(at: root.path)
        let site = temp.appending("site")
        let lock = try ArchiveLock.waiting(for: archive)
        _ = try SiteBuilder(locked: lock).build(options: SiteOptions(outputDirectory: site, transcode: false))
        let files = try SharedFiles(archive: archive, site: site).list().map(\.path)
        return try PrivateSite.update(site: site, files: files, passphrase: "apple river blue kite", into: temp.appending("cache"))
    }

    /// Words of five letters or more in the sample stories' titles and transcripts.
    private func storyWords() throws -> Set<String> {
        var words = Set<String>()
        let stories = RepositoryPaths.sampleArchive.appendingPathComponent("stories")
        for folder in try FileManager.default.contentsOfDirectory(atPath: stories.path) {
            for name in try FileManager.default.contentsOfDirectory(atPath: stories.path + "/" + folder) {
                let file = stories.appendingPathComponent(folder + "/" + name)
                var text = ""
                if name.hasPrefix("transcript") {
                    text = try String(contentsOf: file, encoding: .utf8)
                } else if name == "story.json", let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any] {
                    text = json["title"] as? String ?? ""
                }
                words.formUnion(text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 5 })
            }
        }
        return words
    }

    @Test func noTitleOrTranscriptWordAppearsInAnyByteOrNameOfTheCopy() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let report = try makeCopy(in: temp)
        // The plain files are made from no story at all: the scripts, the lock, and the unlock page
        // in the site's stylesheet. Words those happen to share with the stories say nothing.
        let page = UnlockPage.html(stylesheet: UnlockPage.stylesheet(of: temp.appending("site")))
        let boilerplate = (page + ServiceWorkerScript.text).lowercased()
        let words = try storyWords().filter { !boilerplate.contains($0) }
        #expect(words.count > 100 && words.contains("dumplings") && words.contains("sledding"), "only \(words.count) story words to look for")
        #expect(try String(contentsOf: report.copy.appendingPathComponent("index.html"), encoding: .utf8) == page)
        #expect(report.files.count > 50)
        for file in report.files {
            let path = file.path
            #expect(PrivateSite.plainFiles.contains(path) || path.wholeMatch(of: /c\/[0-9a-f]{32}/) != nil, "a revealing name: \(path)")
            let bytes = try Data(contentsOf: report.copy.appendingPathComponent(path))
            #expect(Int64(bytes.count) == file.size)
            let text = String(decoding: bytes, as: UTF8.self).lowercased()
            for word in words where text.contains(word) {
                Issue.record("\(path) holds the story word \"\(word)\"")
            }
        }
        let onDisk = try FileManager.default.subpathsOfDirectory(atPath: report.copy.path).filter { !$0.hasSuffix("/") && $0 != "c" }
        #expect(Set(onDisk) == Set(report.files.map(\.path)), "the copy holds exactly the files the report lists")
    }
}
