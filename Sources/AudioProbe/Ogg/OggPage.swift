/// One Ogg page header: "OggS", version, type flags, granule position, serial number,
/// sequence, CRC, then a segment table whose lacing values give the packet boundaries.
struct OggPage {
    /// The codec-defined position after the last packet that ends on this page; -1 when none does.
    var granule: Int64
    var serial: UInt32
    /// The lacing values (each 0–255; a value below 255 ends a packet).
    var segments: [UInt8]
    /// Header bytes (27 + number of segments).
    var headerLength: Int
    /// Body bytes (sum of the lacing values).
    var bodyLength: Int

    var totalLength: Int { headerLength + bodyLength }

    /// Parses the page header at `i`; nil when it isn't one or doesn't fit in `buffer`.
    init?(_ buffer: ByteBuffer, at i: Int) {
        guard buffer.matches("OggS", at: i), buffer.u8(i + 4) == 0,
              let granule = buffer.u64le(i + 6), let serial = buffer.u32le(i + 14),
              let count = buffer.u8(i + 26), let table = buffer.slice(i + 27, Int(count))
        else { return nil }
        self.granule = Int64(bitPattern: granule)
        self.serial = serial
        segments = table.bytes
        headerLength = 27 + Int(count)
        bodyLength = table.bytes.reduce(0) { $0 + Int($1) }
    }

    /// Reads the page at `offset` (header and body) from the file.
    static func read(_ reader: FileReader, at offset: Int64) throws(AudioProbeError) -> (OggPage, ByteBuffer)? {
        let head = try reader.read(at: offset, count: 27 + 255)
        guard let page = OggPage(head, at: 0) else { return nil }
        let body = try reader.read(at: offset + Int64(page.headerLength), count: page.bodyLength)
        guard body.count == page.bodyLength else { return nil }
        return (page, body)
    }
}
