import Foundation
import Ingest
import StoryArchive
import Testing
import TestSupport
import ZipIO

/// ZIP sources: a phone export is read like a folder; a hostile ZIP is refused whole, and
/// nothing from it is written anywhere.
@Suite struct ZipSourceTests {
    @Test func aPhoneExportZipIsIngestedLikeAFolder() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        let zipPath = fixture.folder.appending("export.zip").path
        let writer = try ZipWriter(path: zipPath)
        try writer.addData(AudioSamples.wav(seconds: 6), as: "Recordings/2022-05-01 first steps.wav", compression: .store, modified: 0)
        try writer.addData(Data(#"{"narrator": "Joe", "mood": 4}"#.utf8), as: "Recordings/2022-05-01 first steps.json", compression: .deflate, modified: 0)
        try writer.addData(Data("Bud".utf8), as: "__MACOSX/Recordings/._2022-05-01 first steps.wav", compression: .store, modified: 0)
        try writer.addData(Data("x".utf8), as: "Recordings/.DS_Store", compression: .store, modified: 0)
        try writer.close()

        let report = try fixture.ingest([zipPath])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.map(\.file) == [zipPath + ":Recordings/2022-05-01 first steps.wav"])
        let story = try #require(try fixture.stories().first)
        #expect(story.narrator == "Joe" && story.mood?.label == "Amazing" && story.recorded.dayString == "2022-05-01")
        // The scratch folder the ZIP was unpacked into is gone.
        let work = (try? FileManager.default.contentsOfDirectory(atPath: fixture.archive.workDirectory.path)) ?? []
        #expect(work.allSatisfy { !$0.hasPrefix("unzip-") })
    }

    static let hostile: [(String, @Sendable (inout HandZip) -> Void, String)] = [
        ("dot-dot", { $0.file("../evil.m4a", "x") }, "evil.m4a"),
        ("absolute", { $0.file("/tmp/storychop-abs-evil.m4a", "x") }, "storychop-abs-evil.m4a"),
        ("symlink", { $0.symlink("link.m4a", to: "/etc/passwd") }, "link.m4a"),
    ]

    @Test(arguments: hostile.indices)
    func aHostileZipIsRefusedWhole(_ index: Int) throws {
        let (name, build, planted) = Self.hostile[index]
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        var zip = HandZip()
        zip.file("good.txt", "fine")
        build(&zip)
        let zipPath = try zip.write(to: fixture.folder.appending("\(name).zip").path)
        let before = snapshot(of: fixture.archive.storiesDirectory)

        let report = try fixture.ingest([zipPath])
        #expect(report.exitStatus == .rejected)
        #expect(report.rejected.first?.file == zipPath)
        #expect(report.rejected.first?.reason == .badZip)
        #expect(snapshot(of: fixture.archive.storiesDirectory) == before)
        #expect(!FileManager.default.fileExists(atPath: fixture.folder.appending(planted).path))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/" + planted))
    }

    @Test func aZipThatWouldExpandPastTheLimitIsStoppedEarly() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        var zip = HandZip()
        zip.zeros("bomb.wav", count: 8 << 20, declaredSize: 1000)   // lies about its size
        let zipPath = try zip.write(to: fixture.folder.appending("bomb.zip").path)
        let report = try fixture.ingest([zipPath], zipLimits: ZipSourceLimits(maxTotalBytes: 1 << 20, maxEntries: 100))
        #expect(report.rejected.first?.reason == .badZip)
        #expect(report.rejected.first?.file == zipPath)
        #expect(try fixture.stories().isEmpty)
    }

    @Test func anEntryWhoseNameHoldsANulIsNamedNotPassedOver() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        var zip = HandZip()
        zip.file("notes/a\u{0}.m4a", "not read under its name")
        let zipPath = try zip.write(to: fixture.folder.appending("nul.zip").path)
        let report = try fixture.ingest([zipPath])
        #expect(report.warnings.contains { $0.file == zipPath + ":notes/a\u{0}.m4a" && $0.message.contains("holds a NUL character") },
                "\(report.warnings)")
    }
}
