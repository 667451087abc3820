import Bundle
import Foundation
import Testing
import TestSupport

/// `verify` reads the ZIP's records as every other program does: a bundle whose central
/// directory (what unzip and file managers show) or end record says something other than
/// its local headers and data descriptors fails, with a problem naming the entry.
@Suite struct VerifyZipRecordsTests {
    static let audio = "data/stories/2024-03-05-the-day-we-moved/audio.m4a"
    static let transcript = "data/stories/2024-03-05-the-day-we-moved/transcript.vtt"

    /// The exported sample bundle's bytes, changed by `change`, verified.
    private func verify(_ change: (inout [UInt8], ZipOffsets) throws -> Void) throws -> VerifyReport {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.export()
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture.zipPath)))
        try change(&bytes, try ZipOffsets(bytes))
        let damaged = fixture.folder.appending("damaged.zip").path
        try Data(bytes).write(to: URL(fileURLWithPath: damaged))
        return try BundleVerifier.verify(path: damaged)
    }

    @Test func aCentralDirectoryNamingAnotherFileThanTheLocalHeaderFailsNamingTheEntry() throws {
        let report = try verify { bytes, zip in
            let entry = try #require(zip.entry(Self.audio))
            // "audio.m4a" becomes "audio.mp3" in the central directory alone: unzip would extract that.
            bytes[entry.central + ZipOffsets.Field.centralName + "Family-Stories/".count + Self.audio.count - 2] = UInt8(ascii: "p")
            bytes[entry.central + ZipOffsets.Field.centralName + "Family-Stories/".count + Self.audio.count - 1] = UInt8(ascii: "3")
            bytes[entry.central + ZipOffsets.Field.centralName + "Family-Stories/".count + Self.audio.count - 3] = UInt8(ascii: "m")
        }
        #expect(!report.isValid)
        let problem = try #require(report.problems.first { $0.file == Self.audio }, "\(report.problems)")
        #expect(problem.kind == .damaged)
        #expect(problem.message.contains("central directory") && problem.message.contains("audio.mp3\""), "\(problem.message)")
    }

    /// Each field, changed in one record only.
    static let changes: [(String, String, @Sendable (inout [UInt8], ZipOffsets) -> Void)] = [
        ("the size in the central directory", transcript, { bytes, zip in
            bytes[zip.entry(transcript)!.central + ZipOffsets.Field.centralSize] ^= 0x01 }),
        ("the CRC in the central directory", transcript, { bytes, zip in
            bytes[zip.entry(transcript)!.central + ZipOffsets.Field.centralCRC] ^= 0x01 }),
        ("the local header's offset in the central directory", transcript, { bytes, zip in
            ZipOffsets.patch(&bytes, at: zip.entry(transcript)!.central + ZipOffsets.Field.centralLocalOffset, zip.entry(audio)!.local, width: 4) }),
        ("the size in a data descriptor", audio, { bytes, zip in
            bytes[zip.entry(audio)!.dataEnd + ZipOffsets.Field.descriptorSize] ^= 0x01 }),
        ("the CRC in a data descriptor", audio, { bytes, zip in
            bytes[zip.entry(audio)!.dataEnd + ZipOffsets.Field.descriptorCRC] ^= 0x01 }),
        ("the entry count in the end record", "damaged.zip", { bytes, zip in
            for field in [ZipOffsets.Field.endEntriesHere, ZipOffsets.Field.endEntriesTotal] {
                ZipOffsets.patch(&bytes, at: zip.endRecord + field, zip.entries.count - 1, width: 2)
            } }),
        ("the central directory's size in the end record", "damaged.zip", { bytes, zip in
            ZipOffsets.patch(&bytes, at: zip.endRecord + ZipOffsets.Field.endDirectorySize,
                             zip.endRecord - zip.centralDirectory - 46 - zip.entries.last!.name.utf8.count - 24, width: 4) }),
        ("the central directory's offset in the end record", "damaged.zip", { bytes, zip in
            ZipOffsets.patch(&bytes, at: zip.endRecord + ZipOffsets.Field.endDirectoryOffset, zip.centralDirectory - 16, width: 4) }),
    ]

    @Test(arguments: 0..<changes.count)
    func aFieldThatDisagreesFailsNamingTheEntryOrTheZip(index: Int) throws {
        let (what, file, change) = Self.changes[index]
        let report = try verify { bytes, zip in change(&bytes, zip) }
        #expect(!report.isValid, "\(what)")
        let problem = report.problems.first { $0.file == file }
        #expect(problem?.kind == .damaged, "\(what): \(report.problems)")
        #expect(problem?.message.contains("the ZIP's own records disagree") == true, "\(what): \(report.problems)")
    }
}
