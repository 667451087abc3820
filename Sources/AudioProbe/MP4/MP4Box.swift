/// One ISO-BMFF box ("atom"): where its header and payload are. Offsets are absolute file
/// offsets for boxes found with a `FileReader`, or buffer offsets for boxes found in a `ByteBuffer`.
struct MP4Box {
    /// The four-character type, Latin-1 ("moov", "©nam").
    let type: String
    /// Where the box header starts.
    let start: Int64
    /// Where the payload starts (after the 8- or 16-byte header).
    let payloadStart: Int64
    /// Where the box claims to end; may be past the end of the file when it is truncated.
    let end: Int64

    var payloadSize: Int64 { end - payloadStart }

    /// Parses a box header found in `header` (which holds the bytes at `start`). `limit` is where
    /// a size-0 box ("to the end") ends. Nil when fewer than 8 bytes are left.
    static func parse(_ header: ByteBuffer, start: Int64, limit: Int64) throws(AudioProbeError) -> MP4Box? {
        guard let size32 = header.u32be(0), let type = header.fourCC(4) else { return nil }
        var size = UInt64(size32)
        var headerSize: Int64 = 8
        if size32 == 1 {
            guard let large = header.u64be(8) else { throw .truncated("the '\(type)' box header") }
            size = large
            headerSize = 16
        } else if size32 == 0 {
            size = UInt64(max(limit - start, 0))
        }
        guard size >= UInt64(headerSize) else { throw .corrupt("the MP4 box '\(type)' has an impossible size (\(size))") }
        // Overflow-safe end: a lying 64-bit size saturates instead of trapping.
        let room = UInt64(Int64.max - start)
        let end = size > room ? Int64.max : start + Int64(size)
        return MP4Box(type: type, start: start, payloadStart: start + headerSize, end: end)
    }

    /// The box whose header starts at `offset` in the file, or nil when fewer than 8 bytes are left before `limit`.
    static func read(_ reader: FileReader, at offset: Int64, limit: Int64) throws(AudioProbeError) -> MP4Box? {
        guard offset >= 0, limit - offset >= 8 else { return nil }
        let header = try reader.read(at: offset, count: Int(min(16, limit - offset)))
        return try parse(header, start: offset, limit: limit)
    }

    /// The child boxes of `range` in the file (headers only). Stops at the first child that
    /// runs past the range, which is returned too so callers can see the truncation.
    static func children(_ reader: FileReader, from start: Int64, to end: Int64, maxCount: Int = 10_000)
        throws(AudioProbeError) -> [MP4Box]
    {
        let limit = min(end, reader.size)
        var boxes: [MP4Box] = []
        var offset = start
        while boxes.count < maxCount, let box = try read(reader, at: offset, limit: limit) {
            boxes.append(box)
            if box.end > limit { break }
            offset = box.end
        }
        return boxes
    }

    /// The child boxes inside `buffer[from..<to]`; offsets are buffer offsets. Children that
    /// don't fit are dropped: a damaged nested box only loses what it damaged.
    static func children(in buffer: ByteBuffer, from start: Int, to end: Int) -> [MP4Box] {
        var boxes: [MP4Box] = []
        var offset = start
        let limit = min(end, buffer.count)
        while offset >= 0, limit - offset >= 8, boxes.count < 10_000 {
            let header = buffer.clampedSlice(offset, 16)
            guard let parsed = try? parse(header, start: 0, limit: Int64(limit - offset)) else { break }
            let box = MP4Box(type: parsed.type, start: Int64(offset),
                             payloadStart: Int64(offset) + parsed.payloadStart,
                             end: parsed.end > Int64(limit - offset) ? Int64.max : Int64(offset) + parsed.end)
            guard box.end <= Int64(limit) else { break }
            boxes.append(box)
            offset = Int(box.end)
        }
        return boxes
    }
}
