/// Holds each central directory header against the local header and data descriptor it points
/// to, and the entries against each other: each must start where the one before it ended, the
/// first at byte 0 and the last ending where the central directory starts. So every byte of
/// the ZIP up to the central directory belongs to exactly one entry, read the same either way.
struct ZipEntryCheck {
    /// Flags that make readers refuse an entry or read it another way: encryption (bits 0, 6
    /// and 13) and patched data (bit 5). StoryChop's bundles never set them.
    static let refusedFlags: UInt16 = 0x0001 | 0x0020 | 0x0040 | 0x2000
    /// Bit 3: CRC and sizes follow the data in a data descriptor (APPNOTE 4.4.4).
    static let sizesAfterData: UInt16 = 0x0008
    /// The newest "version needed to extract" APPNOTE defines (6.3); Python refuses any above it.
    static let newestVersion: UInt16 = 63

    let file: ZipRecordFile
    let directoryStart: UInt64
    /// Where the next entry must start; nil after an entry whose end could not be found.
    private var nextStart: UInt64? = 0

    init(file: ZipRecordFile, directoryStart: UInt64) {
        self.file = file
        self.directoryStart = directoryStart
    }

    mutating func check(_ central: CentralHeader, into problems: inout ZipProblemList) throws(ZipError) {
        let centralName = String(decoding: central.name, as: UTF8.self)
        if let problem = central.extraProblem { problems.add(.extraField, centralName, problem) }
        if let expected = nextStart, central.localOffset != expected {
            let before = expected == 0 ? "the first entry must start at byte 0" : "the entry before it ends at byte \(expected)"
            problems.add(.position, centralName, "the central directory puts its local header at byte \(central.localOffset), but \(before)")
        }
        if central.diskStart != 0 {
            problems.add(.position, centralName, "the central directory puts it on disk \(central.diskStart), not on the only one")
        }
        guard let local = try localHeader(of: central, name: centralName, into: &problems) else {
            nextStart = nil
            return
        }
        let name = String(decoding: local.name, as: UTF8.self)
        compareNames(central, local, name: name, centralName: centralName, into: &problems)
        compareFeatures(central, local, name: name, into: &problems)
        compareSizes(central, local, name: name, into: &problems)
        nextStart = try end(of: central, local, name: name, into: &problems)
    }

    /// After the last entry: its end must be where the central directory starts.
    func finish(into problems: inout ZipProblemList) {
        guard let end = nextStart, end != directoryStart else { return }
        if end < directoryStart {
            problems.add(.position, nil, "\(directoryStart - end) bytes between the last entry (ending at byte \(end)) "
                + "and the central directory (at byte \(directoryStart)) belong to no entry")
        } else {
            problems.add(.position, nil, "the last entry runs past the start of the central directory at byte \(directoryStart)")
        }
    }

    private func localHeader(of central: CentralHeader, name: String, into problems: inout ZipProblemList) throws(ZipError) -> LocalHeader? {
        let offset = central.localOffset
        guard offset < directoryStart else {
            problems.add(.position, name, "the central directory puts its local header at byte \(offset), past the entries' end at byte \(directoryStart)")
            return nil
        }
        // One read is enough when the local header's name and extra field are the central directory's size.
        var bytes = try file.read(LocalHeader.fixedSize + central.name.count + central.extra.count + 32, at: Int64(offset))
        if let (nameLength, extraLength) = LocalHeader.lengths(bytes), LocalHeader.fixedSize + nameLength + extraLength > bytes.count {
            bytes = try file.read(LocalHeader.fixedSize + nameLength + extraLength, at: Int64(offset))
        }
        guard let local = LocalHeader(bytes) else {
            problems.add(.position, name, "the central directory puts its local header at byte \(offset), but there is none there")
            return nil
        }
        return local
    }

    private func compareNames(_ central: CentralHeader, _ local: LocalHeader, name: String, centralName: String,
                              into problems: inout ZipProblemList) {
        if central.name != local.name {
            problems.add(.name, name, "the central directory (what unzip and file managers show) names it \"\(centralName)\", "
                + "its local header (what libarchive and streaming readers read) \"\(name)\"")
        }
        let unicodeNames = [ZipExtraFields(central.extra)?.unicodePath, local.extra?.unicodePath].compactMap { $0 }
        if let other = unicodeNames.first(where: { $0 != local.name }) {
            problems.add(.name, name, "an Info-ZIP Unicode path field, which some readers show instead, names it \"\(String(decoding: other, as: UTF8.self))\"")
        }
    }

    private func compareFeatures(_ central: CentralHeader, _ local: LocalHeader, name: String, into problems: inout ZipProblemList) {
        if central.flags != local.flags {
            problems.add(.flags, name, "the central directory gives its flags as \(hex(central.flags)), the local header as \(hex(local.flags))")
        } else if central.flags & Self.refusedFlags != 0 {
            problems.add(.flags, name, "its flags (\(hex(central.flags))) say it is encrypted or patched, which readers refuse")
        }
        if central.versionNeeded > Self.newestVersion {
            let version = central.versionNeeded
            problems.add(.flags, name, "it asks for a ZIP reader of version \(version / 10).\(version % 10), newer than any defined")
        }
        if central.method != local.method {
            problems.add(.method, name, "the central directory gives compression method \(central.method), the local header \(local.method)")
        }
        if local.extra == nil {
            problems.add(.extraField, name, "its extra field in the local header is malformed")
        }
    }

    /// Without bit 3 the local header must give the central directory's CRC and sizes; with
    /// it, it may leave them out (0, or 0xFFFFFFFF), but any it gives must be the same.
    private func compareSizes(_ central: CentralHeader, _ local: LocalHeader, name: String, into problems: inout ZipProblemList) {
        let optional = central.flags & Self.sizesAfterData != 0
        func differs(_ given: UInt64, _ expected: UInt64) -> Bool {
            !(optional && (given == 0 || given == UInt64(zip64Marker))) && given != expected
        }
        if differs(UInt64(local.crc), UInt64(central.crc)) {
            problems.add(.checksum, name, "the central directory gives its CRC-32 as \(hex(central.crc)), the local header as \(hex(local.crc))")
        }
        if differs(local.uncompressedSize, central.uncompressedSize) || differs(local.compressedSize, central.compressedSize) {
            problems.add(.size, name, "the central directory gives its size as \(sizes(central.uncompressedSize, central.compressedSize)), "
                + "the local header as \(sizes(local.uncompressedSize, local.compressedSize))")
        }
    }

    /// Where the entry ends: after its data (the central directory's compressed size) and its
    /// data descriptor, which must repeat the central directory's CRC and sizes.
    private func end(of central: CentralHeader, _ local: LocalHeader, name: String,
                     into problems: inout ZipProblemList) throws(ZipError) -> UInt64? {
        let dataStart = central.localOffset + UInt64(local.length)
        guard dataStart <= directoryStart, central.compressedSize <= directoryStart - dataStart else {
            problems.add(.size, name, "its data, \(central.compressedSize) bytes from byte \(dataStart), "
                + "would run past the entries' end at byte \(directoryStart)")
            return nil
        }
        let dataEnd = dataStart + central.compressedSize
        guard central.flags & Self.sizesAfterData != 0 else { return dataEnd }
        let bytes = try file.read(24, at: Int64(dataEnd))
        guard let descriptor = DataDescriptor(bytes, zip64: local.usesZip64, expectedCRC: central.crc) else {
            problems.add(.size, name, "there is no data descriptor after its data at byte \(dataEnd)")
            return nil
        }
        if descriptor.crc != central.crc {
            problems.add(.checksum, name, "the central directory gives its CRC-32 as \(hex(central.crc)), the data descriptor after it as \(hex(descriptor.crc))")
        }
        if descriptor.uncompressedSize != central.uncompressedSize || descriptor.compressedSize != central.compressedSize {
            problems.add(.size, name, "the central directory gives its size as \(sizes(central.uncompressedSize, central.compressedSize)), "
                + "the data descriptor after it as \(sizes(descriptor.uncompressedSize, descriptor.compressedSize))")
        }
        return dataEnd + UInt64(descriptor.length)
    }

    private func sizes(_ uncompressed: UInt64, _ compressed: UInt64) -> String {
        "\(uncompressed) bytes (\(compressed) stored)"
    }

    private func hex<T: BinaryInteger>(_ value: T) -> String {
        "0x" + String(value, radix: 16, uppercase: true)
    }
}
