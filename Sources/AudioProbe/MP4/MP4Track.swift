/// What we need from one `trak`: its id (to match fragments), handler type, time scale,
/// media duration and first sample entry.
struct MP4Track {
    var id: UInt32 = 0
    var handler = ""
    var timescale: UInt32 = 0
    /// Media duration in `timescale` units (includes encoder priming; used only as a fallback).
    var mediaDuration: UInt64 = 0
    var sampleEntry: MP4SampleEntry?

    var isAudio: Bool { handler == "soun" }

    /// Reads the boxes of `trak` that matter, skipping the sample tables (which can be megabytes).
    init(_ reader: FileReader, trak: MP4Box) throws(AudioProbeError) {
        for child in try MP4Box.children(reader, from: trak.payloadStart, to: trak.end) {
            switch child.type {
            case "tkhd":
                let p = try Self.payload(reader, child, max: 32)
                let idOffset = p.u8(0) == 1 ? 20 : 12
                id = p.u32be(idOffset) ?? 0
            case "mdia":
                try readMedia(reader, child)
            default:
                break
            }
        }
    }

    private mutating func readMedia(_ reader: FileReader, _ mdia: MP4Box) throws(AudioProbeError) {
        for child in try MP4Box.children(reader, from: mdia.payloadStart, to: mdia.end) {
            switch child.type {
            case "hdlr":
                handler = try Self.payload(reader, child, max: 12).fourCC(8) ?? ""
            case "mdhd":
                let p = try Self.payload(reader, child, max: 36)
                if p.u8(0) == 1 {
                    timescale = p.u32be(20) ?? 0
                    mediaDuration = p.u64be(24) ?? 0
                } else {
                    timescale = p.u32be(12) ?? 0
                    mediaDuration = UInt64(p.u32be(16) ?? 0)
                }
                if mediaDuration == UInt64.max || mediaDuration == UInt64(UInt32.max) { mediaDuration = 0 }
            case "minf":
                for stbl in try MP4Box.children(reader, from: child.payloadStart, to: child.end) where stbl.type == "stbl" {
                    for stsd in try MP4Box.children(reader, from: stbl.payloadStart, to: stbl.end) where stsd.type == "stsd" {
                        sampleEntry = MP4SampleEntry(stsd: try Self.payload(reader, stsd, max: 64 << 10))
                    }
                }
            default:
                break
            }
        }
    }

    /// Up to `max` bytes of a box's payload; throws when the file ends inside it.
    static func payload(_ reader: FileReader, _ box: MP4Box, max: Int) throws(AudioProbeError) -> ByteBuffer {
        guard box.end <= reader.size else { throw .truncated("its index (the '\(box.type)' box)") }
        let count = Int(min(Int64(max), box.payloadSize))
        return try reader.readExactly(at: box.payloadStart, count: count, "its index (the '\(box.type)' box)")
    }
}
