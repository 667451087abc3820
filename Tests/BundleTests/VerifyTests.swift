import Bundle
import Foundation
import StoryArchive
import Testing

/// `verify` passes a good bundle (ZIP or unpacked) and a good archive, and fails a damaged one
/// with a problem naming the file.
@Suite struct VerifyTests {
    static let audioPath = "data/stories/2024-03-05-the-day-we-moved/audio.m4a"

    @Test func aGoodZipAnUnpackedBundleAndAnArchivePass() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let export = try fixture.export()

        let zip = try BundleVerifier.verify(path: fixture.zipPath)
        #expect(zip.isValid, "\(zip.problems)")
        #expect(zip.kind == .zip && zip.stories == 14 && zip.filesChecked == export.entries)

        let unpacked = try fixture.unpack(fixture.zipPath)
        for path in [unpacked.path, unpacked.appendingPathComponent("Family-Stories").path] {
            let folder = try BundleVerifier.verify(path: path)
            #expect(folder.isValid, "\(folder.problems)")
            #expect(folder.kind == .bundleFolder && folder.filesChecked == export.entries)
        }

        let archive = try BundleVerifier.verify(path: fixture.archive.root.path)
        #expect(archive.isValid, "\(archive.problems)")
        #expect(archive.kind == .archive && archive.stories == 14 && archive.filesChecked == 19)  // 14 recordings, 5 photos
    }

    @Test func oneChangedByteInTheZipIsNamed() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let damaged = fixture.folder.appending("damaged.zip").path
        let audio = try Data(contentsOf: fixture.archive.storyDirectory("2024-03-05-the-day-we-moved").appendingPathComponent("audio.m4a"))
        try ZipSurgery.flipByte(in: fixture.zipPath, insideDataOf: audio, to: damaged)
        let report = try BundleVerifier.verify(path: damaged)
        #expect(!report.isValid)
        #expect(report.problems.contains { $0.file == Self.audioPath }, "\(report.problems)")
        #expect(report.problems.count == 1, "one file, one problem: \(report.problems)")
    }

    @Test(arguments: ["zip", "folder"])
    func aChangedMissingOrExtraFileIsNamed(form: String) throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let moved = "Family-Stories/" + Self.audioPath
        let kitchen = "Family-Stories/data/stories/2024-03-17-grandmothers-kitchen/transcript.vtt"
        let report = try damage(fixture, form: form) { entries in
            if let index = entries.firstIndex(where: { $0.name == moved }) { entries[index].data[10] ^= 0x01 }
            entries.removeAll { $0.name == kitchen }
            entries.append(("Family-Stories/data/stories/extra.txt", Data("not in any manifest\n".utf8)))
        }
        let byFile = Dictionary(grouping: report.problems, by: { $0.file ?? "" })
        #expect(byFile[Self.audioPath]?.first?.kind == .changed, "\(report.problems)")
        #expect(byFile[Self.audioPath]?.first?.description.contains("the checksum does not match the manifest") == true)
        #expect(byFile["data/stories/2024-03-17-grandmothers-kitchen/transcript.vtt"]?.first?.kind == .missing)
        #expect(byFile["data/stories/extra.txt"]?.first?.kind == .extra)
        #expect(byFile["bag-info.txt"]?.first?.message.contains("Payload-Oxum") == true, "the file count changed")
        #expect(report.problems.allSatisfy { $0.exitStatus == .rejected })
    }

    @Test(arguments: ["zip", "folder"])
    func aDamagedManifestJSONIsNamed(form: String) throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        let report = try damage(fixture, form: form) { entries in
            if let index = entries.firstIndex(where: { $0.name == "Family-Stories/manifest.json" }) {
                entries[index].data = entries[index].data.prefix(200)
            }
        }
        #expect(!report.isValid)
        #expect(report.problems.allSatisfy { $0.file == "manifest.json" }, "\(report.problems)")
        #expect(report.problems.contains { $0.message.contains("not valid JSON") })
        #expect(report.problems.contains { $0.kind == .changed })
    }

    @Test func aChangedRecordingInTheArchiveIsNamed() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let audio = fixture.archive.storyDirectory("2024-03-09-how-we-met").appendingPathComponent("audio.m4a")
        var bytes = try Data(contentsOf: audio)
        bytes[bytes.count - 1] ^= 0x01
        try bytes.write(to: audio)
        try FileManager.default.removeItem(at: fixture.archive.storyDirectory("2024-03-05-the-day-we-moved").appendingPathComponent("transcript.vtt"))
        let report = try BundleVerifier.verify(path: fixture.archive.root.path)
        #expect(report.problems.map(\.file) == ["stories/2024-03-05-the-day-we-moved/transcript.vtt", "stories/2024-03-09-how-we-met/audio.m4a"])
        #expect(report.problems.map(\.kind) == [.missing, .changed])
    }

    /// A transcript over the limit already in the archive (`truncate -s 1G`) is a problem for
    /// verify and refused by export, which once packed it; the file is only made sparse here.
    @Test func aTranscriptOverTheLimitIsAProblemAndIsNotExported() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let transcript = fixture.archive.storyDirectory("2024-03-09-how-we-met").appendingPathComponent("transcript.vtt")
        let handle = try FileHandle(forWritingTo: transcript)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let report = try BundleVerifier.verify(path: fixture.archive.root.path)
        #expect(report.problems.map(\.file) == ["stories/2024-03-09-how-we-met/transcript.vtt"])
        #expect(report.problems.first?.message == "this transcript is 1.0 GB, larger than the 16 MB a transcript may be")
        let refused = #expect(throws: BundleError.self) { try fixture.export() }
        #expect(refused?.file == transcript.path && refused?.message.contains("larger than the 16 MB") == true)
    }

    @Test func somethingThatIsNoBundleIsRefusedAndAMissingPathIsAnIOError() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let notZip = try fixture.folder.write("just text", to: "notes.zip")
        let report = try BundleVerifier.verify(path: notZip.path)
        #expect(!report.isValid && report.problems.first?.kind == .damaged)
        #expect { try BundleVerifier.verify(path: fixture.folder.appending("nothing-here").path) } throws: {
            ($0 as? BundleError)?.exitStatus == .io
        }
        #expect { try BundleVerifier.verify(path: fixture.site.path) } throws: { ($0 as? BundleError)?.reason == .notABundle }
    }

    /// A copy of the bundle changed by `change`, as a ZIP or as an unpacked folder, verified.
    private func damage(_ fixture: BundleFixture, form: String,
                        _ change: (inout [(name: String, data: Data)]) -> Void) throws -> VerifyReport {
        let damaged = fixture.folder.appending("damaged.zip").path
        try ZipSurgery.rewrite(fixture.zipPath, to: damaged, change)
        if form == "zip" { return try BundleVerifier.verify(path: damaged) }
        return try BundleVerifier.verify(path: try fixture.unpack(damaged, into: "damaged").path)
    }
}
