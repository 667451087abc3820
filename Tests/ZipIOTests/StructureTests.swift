import Foundation
import Testing
import TestSupport
import ZipIO

/// `ZipStructure.check` finds a ZIP sound when every reader sees the same entries, and names
/// the record and entry where they would not.
@Suite struct StructureTests {
    /// ZipWriter's ZIP of three entries (stored, deflated, empty), as bytes.
    static func writerZip(in temp: String) throws -> [UInt8] {
        try WriterFormatTests.writeMixed(to: temp + "/mixed.zip")
        return contents(of: temp + "/mixed.zip")
    }

    static func check(_ bytes: [UInt8], in temp: String) throws -> ZipStructureReport {
        let path = temp + "/checked-\(UUID().uuidString).zip"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return try ZipStructure.check(zipAt: path)
    }

    @Test func whatZipWriterWritesIsSoundAndListedInOrder() throws {
        try withTemporaryDirectory { temp in
            let report = try Self.check(try Self.writerZip(in: temp), in: temp)
            #expect(report.isSound, "\(report.problems)")
            #expect(report.names == ["audio/é.m4a", "index.html", "empty.txt"])
        }
    }

    typealias Patch = @Sendable (inout [UInt8], ZipOffsets) -> Void

    /// Each field of each record, changed alone, and what the check must call it.
    static let patches: [(String, ZipStructureProblem.Kind, String?, Patch)] = [
        ("a name in the central directory", .name, "index.html", { bytes, zip in
            bytes[zip.entries[1].central + ZipOffsets.Field.centralName] = UInt8(ascii: "X") }),
        ("a name in a local header", .name, "Xndex.html", { bytes, zip in
            bytes[zip.entries[1].local + ZipOffsets.Field.localName] = UInt8(ascii: "X") }),
        ("a CRC in the central directory", .checksum, "index.html", { bytes, zip in
            bytes[zip.entries[1].central + ZipOffsets.Field.centralCRC] ^= 1 }),
        ("a CRC in a data descriptor", .checksum, "index.html", { bytes, zip in
            bytes[zip.entries[1].dataEnd + ZipOffsets.Field.descriptorCRC] ^= 1 }),
        ("a size in the central directory", .size, "empty.txt", { bytes, zip in
            ZipOffsets.patch(&bytes, at: zip.entries[2].central + ZipOffsets.Field.centralSize, 7, width: 4) }),
        ("a size in a data descriptor", .size, "audio/é.m4a", { bytes, zip in
            bytes[zip.entries[0].dataEnd + ZipOffsets.Field.descriptorSize] ^= 1 }),
        ("a size in a local header", .size, "audio/é.m4a", { bytes, zip in
            bytes[zip.entries[0].local + ZipOffsets.Field.localSize] ^= 1 }),
        ("a local header's offset", .position, "index.html", { bytes, zip in
            ZipOffsets.patch(&bytes, at: zip.entries[1].central + ZipOffsets.Field.centralLocalOffset, zip.entries[0].local, width: 4) }),
        ("a compression method", .method, "index.html", { bytes, zip in
            bytes[zip.entries[1].central + ZipOffsets.Field.centralMethod] = 0 }),
        ("a flag", .flags, "index.html", { bytes, zip in
            bytes[zip.entries[1].central + ZipOffsets.Field.centralFlags] |= 0x02 }),
        ("the entry count", .entryCount, nil, { bytes, zip in
            for field in [ZipOffsets.Field.endEntriesHere, ZipOffsets.Field.endEntriesTotal] {
                ZipOffsets.patch(&bytes, at: zip.endRecord + field, zip.entries.count - 1, width: 2)
            } }),
        ("the central directory's size", .position, nil, { bytes, zip in
            bytes[zip.endRecord + ZipOffsets.Field.endDirectorySize] ^= 4 }),
        ("the central directory's offset", .position, nil, { bytes, zip in
            bytes[zip.endRecord + ZipOffsets.Field.endDirectoryOffset] ^= 4 }),
        ("bytes after the end record", .endRecord, nil, { bytes, _ in bytes += [0, 0, 0] }),
        ("an extra field's length", .extraField, "index.html", { bytes, zip in
            bytes[zip.entries[1].central + ZipOffsets.centralExtraStart(bytes, zip.entries[1]) + 2] = 200 }),
    ]

    @Test(arguments: 0..<patches.count)
    func eachChangedFieldIsNamed(index: Int) throws {
        let (what, kind, entry, patch) = Self.patches[index]
        try withTemporaryDirectory { temp in
            var bytes = try Self.writerZip(in: temp)
            patch(&bytes, try ZipOffsets(bytes))
            let report = try Self.check(bytes, in: temp)
            #expect(report.problems.first?.kind == kind, "\(what): \(report.problems)")
            #expect(report.problems.first?.entry == entry, "\(what): \(report.problems)")
        }
    }

    @Test func aCentralDirectoryNamingAnotherFileSaysBothNames() throws {
        try withTemporaryDirectory { temp in
            var bytes = try Self.writerZip(in: temp)
            let zip = try ZipOffsets(bytes)
            let name = zip.entries[1].central + ZipOffsets.Field.centralName
            bytes.replaceSubrange(name..<(name + 10), with: Array("other.html".utf8))
            let problem = try #require(try Self.check(bytes, in: temp).problems.first)
            #expect(problem.kind == .name && problem.entry == "index.html")
            #expect(problem.message.contains("\"other.html\"") && problem.message.contains("\"index.html\""))
        }
    }

    @Test func zip64RecordsAsLibarchiveWritesThemAreSound() throws {
        try withTemporaryDirectory { temp in
            let path = temp + "/forced.zip"
            try Zip64Samples.libarchiveForced([("a/stored.m4a", Array(repeating: 7, count: 5_000), true),
                                               ("a/text.html", Array(String(repeating: "words ", count: 900).utf8), false)], to: path)
            let bytes = contents(of: path)
            #expect(bytes.count > 98 && ZipOffsets.read(bytes, at: bytes.count - 42, width: 4) == 0x0706_4B50, "a ZIP64 locator")
            let report = try ZipStructure.check(zipAt: path)
            #expect(report.isSound, "\(report.problems)")
            #expect(report.names == ["a/stored.m4a", "a/text.html"])
        }
    }

    @Test func zip64FieldsInTheCentralDirectoryAreReadAndChecked() throws {
        try withTemporaryDirectory { temp in
            let (bytes, layout) = Zip64Samples.handMade(name: "data/big.m4a", data: Array(repeating: 3, count: 300))
            let sound = try Self.check(bytes, in: temp)
            #expect(sound.isSound, "\(sound.problems)")
            let changes: [(Int, ZipStructureProblem.Kind)] = [
                (layout.centralZip64Offset, .position), (layout.descriptorSize, .size), (layout.zip64EntryCount, .entryCount),
            ]
            for (at, kind) in changes {
                var changed = bytes
                changed[at] ^= 1
                let report = try Self.check(changed, in: temp)
                #expect(report.problems.first?.kind == kind, "byte \(at): \(report.problems)")
            }
        }
    }

    @Test func aCutShortZipOrTextHasNoEndRecordAndAMissingFileThrows() throws {
        try withTemporaryDirectory { temp in
            let bytes = try Self.writerZip(in: temp)
            for damaged in [Array(bytes.dropLast(30)), Array("just text".utf8), []] {
                let report = try Self.check(damaged, in: temp)
                #expect(report.problems.map(\.kind) == [.endRecord] && report.names.isEmpty && !report.hasEndRecord, "\(report.problems)")
            }
            #expect(throws: ZipError.self) { try ZipStructure.check(zipAt: temp + "/nothing.zip") }
        }
    }
}

extension ZipOffsets {
    /// Where an entry's extra field starts in its central directory header.
    static func centralExtraStart(_ bytes: [UInt8], _ entry: Entry) -> Int {
        Field.centralName + read(bytes, at: entry.central + Field.centralNameLength, width: 2)
    }
}
