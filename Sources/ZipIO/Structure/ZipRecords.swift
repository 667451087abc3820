/// The records a ZIP is made of, read from their bytes as APPNOTE.TXT 6.3.10 lays them out
/// (section numbers below). All numbers are little-endian; 0xFFFFFFFF in a 32-bit size or
/// offset (0xFFFF in a count) means "see the ZIP64 field".
enum ZipSignature {
    static let localHeader: UInt32 = 0x0403_4B50      // 4.3.7
    static let dataDescriptor: UInt32 = 0x0807_4B50   // 4.3.9.3
    static let centralHeader: UInt32 = 0x0201_4B50    // 4.3.12
    static let zip64EndRecord: UInt32 = 0x0606_4B50   // 4.3.14
    static let zip64Locator: UInt32 = 0x0706_4B50     // 4.3.15
    static let endRecord: UInt32 = 0x0605_4B50        // 4.3.16
}

/// The 32-bit value that defers to a ZIP64 field.
let zip64Marker: UInt32 = 0xFFFF_FFFF

/// A central directory header (4.3.12).
struct CentralHeader {
    static let fixedSize = 46

    var versionNeeded: UInt16
    var flags: UInt16
    var method: UInt16
    var crc: UInt32
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var localOffset: UInt64
    var diskStart: UInt16
    var name: [UInt8]
    var extra: [UInt8]
    /// The bytes it takes in the central directory: fixed part, name, extra field, comment.
    var length: Int
    /// Set when the extra field is malformed or lacks a ZIP64 value the header defers to.
    var extraProblem: String?

    /// The header at `at`, or nil when no whole header is there.
    init?(_ bytes: ZipBytes, at: Int) {
        guard bytes.u32(at) == ZipSignature.centralHeader,
              let versionNeeded = bytes.u16(at + 6), let flags = bytes.u16(at + 8), let method = bytes.u16(at + 10),
              let crc = bytes.u32(at + 16), let compressed = bytes.u32(at + 20), let uncompressed = bytes.u32(at + 24),
              let nameLength = bytes.u16(at + 28), let extraLength = bytes.u16(at + 30), let commentLength = bytes.u16(at + 32),
              let diskStart = bytes.u16(at + 34), let offset = bytes.u32(at + 42),
              let name = bytes.slice(at + Self.fixedSize, count: Int(nameLength)),
              let extra = bytes.slice(at + Self.fixedSize + Int(nameLength), count: Int(extraLength)),
              bytes.slice(at + Self.fixedSize + Int(nameLength) + Int(extraLength), count: Int(commentLength)) != nil
        else { return nil }
        (self.versionNeeded, self.flags, self.method, self.crc) = (versionNeeded, flags, method, crc)
        (self.name, self.extra, self.diskStart) = (name, extra, diskStart)
        length = Self.fixedSize + Int(nameLength) + Int(extraLength) + Int(commentLength)
        (compressedSize, uncompressedSize, localOffset) = (UInt64(compressed), UInt64(uncompressed), UInt64(offset))
        guard let fields = ZipExtraFields(extra) else {
            extraProblem = "its extra field in the central directory is malformed"
            return
        }
        // APPNOTE's order in the ZIP64 field: uncompressed size, compressed size, offset.
        let wanted = [uncompressed == zip64Marker, compressed == zip64Marker, offset == zip64Marker]
        guard let values = fields.zip64Values(wanted) else {
            extraProblem = "the central directory defers its size or offset to a ZIP64 field that is not there"
            return
        }
        uncompressedSize = values[0] ?? uncompressedSize
        compressedSize = values[1] ?? compressedSize
        localOffset = values[2] ?? localOffset
    }
}

/// A local file header (4.3.7), in front of each entry's data.
struct LocalHeader {
    static let fixedSize = 30

    var flags: UInt16
    var method: UInt16
    var crc: UInt32
    /// 0 (or 0xFFFFFFFF without a ZIP64 value) when the header leaves them to the data
    /// descriptor after the data, as bit 3 of the flags allows (4.4.4).
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var name: [UInt8]
    var extra: ZipExtraFields?
    var nameLength: Int
    var extraLength: Int

    /// Where the entry's data starts, counted from the header's first byte.
    var length: Int { Self.fixedSize + nameLength + extraLength }

    /// The fixed part at the start of `bytes`, or nil when it is not a local header.
    static func lengths(_ bytes: ZipBytes) -> (name: Int, extra: Int)? {
        guard bytes.u32(0) == ZipSignature.localHeader, let name = bytes.u16(26), let extra = bytes.u16(28) else { return nil }
        return (Int(name), Int(extra))
    }

    /// The header at the start of `bytes`, which must hold its name and extra field too.
    init?(_ bytes: ZipBytes) {
        guard let (nameLength, extraLength) = Self.lengths(bytes),
              let flags = bytes.u16(6), let method = bytes.u16(8), let crc = bytes.u32(14),
              let compressed = bytes.u32(18), let uncompressed = bytes.u32(22),
              let name = bytes.slice(Self.fixedSize, count: nameLength),
              let extra = bytes.slice(Self.fixedSize + nameLength, count: extraLength) else { return nil }
        (self.flags, self.method, self.crc, self.name) = (flags, method, crc, name)
        (self.nameLength, self.extraLength) = (nameLength, extraLength)
        self.extra = ZipExtraFields(extra)
        // Here too the ZIP64 field holds only the values whose 32-bit field is 0xFFFFFFFF.
        let values = self.extra?.zip64Values([uncompressed == zip64Marker, compressed == zip64Marker])
        uncompressedSize = values?[0] ?? UInt64(uncompressed)
        compressedSize = values?[1] ?? UInt64(compressed)
    }

    /// Whether sizes after the data are 8 bytes each: when the entry has a ZIP64 field (4.3.9.2).
    var usesZip64: Bool { extra?.hasZip64 ?? false }
}

/// The data descriptor (4.3.9) that follows an entry's data when bit 3 of its flags is set:
/// an optional signature, the CRC-32, then both sizes (8 bytes each for a ZIP64 entry).
struct DataDescriptor {
    var crc: UInt32
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var length: Int

    /// The descriptor at the start of `bytes`. With its signature unless the CRC there is
    /// `expectedCRC` and the signature's is not (4.3.9.3 makes the signature optional).
    init?(_ bytes: ZipBytes, zip64: Bool, expectedCRC: UInt32) {
        // A CRC that happens to equal the signature is read as the CRC when it is not repeated after it.
        let signed = bytes.u32(0) == ZipSignature.dataDescriptor
            && (expectedCRC != ZipSignature.dataDescriptor || bytes.u32(4) == expectedCRC)
        let start = signed ? 4 : 0
        guard let crc = bytes.u32(start) else { return nil }
        if zip64 {
            guard let compressed = bytes.u64(start + 4), let uncompressed = bytes.u64(start + 12) else { return nil }
            (compressedSize, uncompressedSize, length) = (compressed, uncompressed, start + 20)
        } else {
            guard let compressed = bytes.u32(start + 4), let uncompressed = bytes.u32(start + 8) else { return nil }
            (compressedSize, uncompressedSize, length) = (UInt64(compressed), UInt64(uncompressed), start + 12)
        }
        self.crc = crc
    }
}
