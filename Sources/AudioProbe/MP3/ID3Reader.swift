/// ID3v2 tags in front of MP3 (v2.2, v2.3, v2.4): where they end, and the title, date and
/// comment in them. Frames are read one by one, so cover art is skipped, not loaded.
enum ID3Reader {
    /// The offset just after the ID3v2 tag(s) at the start of the file (0 when there is none).
    static func tagEnd(_ reader: FileReader) -> Int64 {
        var offset: Int64 = 0
        // Some taggers stack several tags; a few is plenty.
        for _ in 0..<8 {
            guard let header = try? reader.read(at: offset, count: 10), let size = tagSize(header) else { break }
            offset += size
        }
        return offset
    }

    /// Total size (header + body + footer) of the tag whose header is `header`, or nil if it isn't one.
    static func tagSize(_ header: ByteBuffer) -> Int64? {
        guard header.matches("ID3", at: 0), let flags = header.u8(5), let body = syncsafe(header, 6) else { return nil }
        return 10 + body + (flags & 0x10 != 0 ? 10 : 0)
    }

    /// Title, date and comment from the first tag.
    static func read(_ reader: FileReader) -> AudioTags {
        guard let header = try? reader.read(at: 0, count: 10), let total = tagSize(header),
              let major = header.u8(3), let flags = header.u8(5), (2...4).contains(major)
        else { return AudioTags() }
        let tagUnsync = flags & 0x80 != 0
        let end = min(10 + (syncsafe(header, 6) ?? 0), total)
        var offset: Int64 = 10
        if flags & 0x40 != 0, major >= 3, let ext = try? reader.read(at: 10, count: 4) {
            // Extended header: v2.4 counts itself (syncsafe), v2.3 doesn't (plain).
            offset += major == 4 ? (syncsafe(ext, 0) ?? 0) : 4 + Int64(ext.u32be(0) ?? 0)
        }
        var frames = ID3Frames()
        let headerSize: Int64 = major == 2 ? 6 : 10
        for _ in 0..<2_000 {
            guard offset + headerSize <= end,
                  let fh = try? reader.read(at: offset, count: Int(headerSize)),
                  fh.count == Int(headerSize), let id = frameID(fh, major: major)
            else { break }
            let size: Int64
            var formatFlags: UInt8 = 0
            switch major {
            case 2: size = Int64(fh.u24be(3) ?? 0)
            case 3: size = Int64(fh.u32be(4) ?? 0); formatFlags = fh.u8(9) ?? 0
            default: size = syncsafe(fh, 4) ?? 0; formatFlags = fh.u8(9) ?? 0
            }
            let bodyStart = offset + headerSize
            guard size <= end - bodyStart else { break }
            if ID3Frames.wanted.contains(id), size > 0,
               let body = try? reader.read(at: bodyStart, count: Int(min(size, 64 << 10))) {
                var bytes = body.bytes
                if skip(formatFlags, major: major, bytes: &bytes) == false {
                    if tagUnsync || (major == 4 && formatFlags & 0x02 != 0) { bytes = unsynchronised(bytes) }
                    frames.add(id: id, body: bytes)
                }
            }
            offset = bodyStart + size
        }
        return frames.tags
    }

    /// A 28-bit "syncsafe" integer (7 bits per byte).
    static func syncsafe(_ buffer: ByteBuffer, _ i: Int) -> Int64? {
        guard let value = buffer.u32be(i) else { return nil }
        let v = Int64(value)
        return (v & 0x7F) | (v & 0x7F00) >> 1 | (v & 0x7F_0000) >> 2 | (v & 0x7F00_0000) >> 3
    }

    /// The frame id (normalised to v2.3+ names for v2.2), or nil at padding or garbage.
    private static func frameID(_ header: ByteBuffer, major: UInt8) -> String? {
        let length = major == 2 ? 3 : 4
        guard let raw = header.slice(0, length),
              raw.bytes.allSatisfy({ (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) })
        else { return nil }
        let id = TextDecoding.latin1(raw.bytes)
        guard major == 2 else { return id }
        return ["TT2": "TIT2", "TYE": "TYER", "TDA": "TDAT", "COM": "COMM", "TXX": "TXXX"][id] ?? id
    }

    /// Drops frames we can't read (compressed, encrypted) and strips optional prefix fields.
    /// Returns true when the frame should be skipped.
    private static func skip(_ flags: UInt8, major: UInt8, bytes: inout [UInt8]) -> Bool {
        switch major {
        case 3:
            if flags & 0xC0 != 0 { return true }                    // compressed or encrypted
            if flags & 0x20 != 0 { bytes = Array(bytes.dropFirst()) } // group id
        case 4:
            if flags & 0x0C != 0 { return true }                    // compressed or encrypted
            if flags & 0x40 != 0 { bytes = Array(bytes.dropFirst()) } // group id
            if flags & 0x01 != 0 { bytes = Array(bytes.dropFirst(4)) } // data length indicator
        default:
            break
        }
        return false
    }

    /// Undoes ID3 unsynchronisation (0xFF 0x00 → 0xFF).
    private static func unsynchronised(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if !(previous == 0xFF && byte == 0x00) { out.append(byte) }
            previous = byte
        }
        return out
    }
}
