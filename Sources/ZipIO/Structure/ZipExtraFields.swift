/// The extra field of a local or central directory header (APPNOTE 4.5): blocks of a 2-byte
/// id, a 2-byte size and that many bytes of data.
struct ZipExtraFields {
    /// ZIP64 extended information (APPNOTE 4.5.3).
    static let zip64ID: UInt16 = 0x0001
    /// Info-ZIP Unicode Path (APPNOTE 4.6.9): some readers show its name instead of the header's.
    static let unicodePathID: UInt16 = 0x7075

    private(set) var blocks: [(id: UInt16, data: [UInt8])] = []

    /// nil when a block runs past the field's end or bytes are left that make no block:
    /// Python's zipfile refuses such a central directory, libarchive such a local header.
    init?(_ bytes: [UInt8]) {
        let field = ZipBytes(bytes: bytes)
        var at = 0
        while at < bytes.count {
            guard let id = field.u16(at), let size = field.u16(at + 2),
                  let data = field.slice(at + 4, count: Int(size)) else { return nil }
            blocks.append((id, data))
            at += 4 + Int(size)
        }
    }

    var hasZip64: Bool { blocks.contains { $0.id == Self.zip64ID } }

    /// The 8-byte ZIP64 values for the header fields marked in `wanted` (APPNOTE's order:
    /// uncompressed size, compressed size, local header offset), each present only when its
    /// 32-bit field holds 0xFFFFFFFF; nil when the block is missing or too short for them.
    func zip64Values(_ wanted: [Bool]) -> [UInt64?]? {
        let needed = wanted.filter { $0 }.count
        guard needed > 0 else { return wanted.map { _ in nil } }
        guard let data = blocks.first(where: { $0.id == Self.zip64ID })?.data, data.count >= needed * 8 else { return nil }
        let values = ZipBytes(bytes: data)
        var next = 0
        return wanted.map { isWanted in
            guard isWanted else { return nil }
            defer { next += 8 }
            return values.u64(next)
        }
    }

    /// The UTF-8 name of an Info-ZIP Unicode Path field (a version byte, the CRC-32 of the
    /// header's name, then the name), when there is one.
    var unicodePath: [UInt8]? {
        guard let data = blocks.first(where: { $0.id == Self.unicodePathID })?.data, data.count >= 5 else { return nil }
        return Array(data[5...])
    }
}
