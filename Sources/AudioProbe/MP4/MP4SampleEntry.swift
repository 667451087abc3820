import Foundation

/// The first entry of a track's `stsd` box: which codec, sample rate and channel count.
struct MP4SampleEntry {
    var codec: String
    var sampleRate: Int?
    var channels: Int?

    /// Parses an `stsd` payload (version/flags, entry count, then sample entries).
    init?(stsd: ByteBuffer) {
        // The entry: size, format 4CC, 6 reserved, data reference index, then the sound description.
        let e = 8
        guard let format = stsd.fourCC(e + 4), let version = stsd.u16be(e + 8) else { return nil }
        let entryEnd = min(Int(stsd.u32be(e) ?? 0) + e, stsd.count)
        var rate: Int?
        var channels: Int?
        var childrenStart: Int
        if version == 2 {
            // QuickTime sound description v2: the rate is a float64, channels a uint32.
            if let r = stsd.f64be(e + 40), r.isFinite, r >= 1, r < 10_000_000 { rate = Int(r) }
            channels = stsd.u32be(e + 48).map { Int($0) }
            childrenStart = e + 72
        } else {
            channels = stsd.u16be(e + 24).map { Int($0) }
            // 16.16 fixed point; the integer part is enough (and is 0 above 65535 Hz).
            rate = stsd.u16be(e + 32).map { Int($0) }
            childrenStart = e + (version == 1 ? 52 : 36)
        }
        var codec = Self.codecName(format)
        for child in MP4Box.children(in: stsd, from: childrenStart, to: entryEnd) {
            let p = Int(child.payloadStart)
            switch child.type {
            case "alac":
                // ALACSpecificConfig after the FullBox header: the real channel count and rate.
                if let n = stsd.u8(p + 4 + 9), n > 0 { channels = Int(n) }
                if let r = stsd.u32be(p + 4 + 20), r > 0 { rate = Int(r) }
            case "esds" where format == "mp4a":
                Self.apply(esds: stsd, from: p + 4, to: Int(child.end), codec: &codec, rate: &rate, channels: &channels)
            case "wave":
                // QuickTime wraps esds in a 'wave' box.
                for inner in MP4Box.children(in: stsd, from: p, to: Int(child.end)) where inner.type == "esds" {
                    Self.apply(esds: stsd, from: Int(inner.payloadStart) + 4, to: Int(inner.end),
                          codec: &codec, rate: &rate, channels: &channels)
                }
            default:
                break
            }
        }
        if format == "samr" || format == "sawb" {
            // AMR is mono at a fixed rate; writers put 2 channels in the entry all the same.
            channels = 1
            rate = format == "samr" ? 8000 : 16000
        }
        self.codec = codec
        self.sampleRate = rate.flatMap { $0 > 0 ? $0 : nil }
        self.channels = channels.flatMap { $0 > 0 ? $0 : nil }
    }

    /// Browser-friendly codec names for the sample entry's 4CC.
    static func codecName(_ format: String) -> String {
        switch format {
        case "mp4a": "aac"
        case "alac": "alac"
        case "ac-3": "ac3"
        case "ec-3": "eac3"
        case "Opus": "opus"
        case "fLaC": "flac"
        case ".mp3": "mp3"
        case "sowt": "pcm_s16le"
        case "twos": "pcm_s16be"
        case "ulaw": "pcm_mulaw"
        case "alaw": "pcm_alaw"
        case "samr": "amr-nb"
        case "sawb": "amr-wb"
        default: format.trimmingCharacters(in: .whitespaces).lowercased()
        }
    }

    /// MPEG-4 object type indications that aren't AAC.
    static func codecName(objectType: UInt8) -> String? {
        switch objectType {
        case 0x40, 0x66, 0x67, 0x68: "aac"
        case 0x69, 0x6B: "mp3"
        case 0xA5: "ac3"
        case 0xA6: "eac3"
        case 0xAD: "opus"
        default: nil
        }
    }

    /// Uses the `esds` descriptors: the object type picks the codec, and for AAC the
    /// AudioSpecificConfig has the real channel count (ffmpeg writes 2 in the sample entry
    /// even for mono) and rate, which is what ffprobe reports.
    private static func apply(
        esds: ByteBuffer, from start: Int, to end: Int, codec: inout String, rate: inout Int?, channels: inout Int?
    ) {
        guard let (objectType, config) = Self.decoderConfig(esds: esds, from: start, to: end) else { return }
        codec = Self.codecName(objectType: objectType) ?? codec
        if codec == "aac", let config, let asc = MP4AudioSpecificConfig(config) {
            rate = asc.sampleRate ?? rate
            channels = asc.channels ?? channels
        }
    }

    /// The DecoderConfigDescriptor's object type and its DecoderSpecificInfo bytes, from an
    /// `esds` payload after its FullBox header.
    static func decoderConfig(esds: ByteBuffer, from start: Int, to end: Int) -> (UInt8, ByteBuffer?)? {
        var i = start
        guard esds.u8(i) == 0x03 else { return nil }  // ES_Descriptor
        i = skipLength(esds, i + 1, end)
        guard let flags = esds.u8(i + 2) else { return nil }
        i += 3
        if flags & 0x80 != 0 { i += 2 }
        if flags & 0x40 != 0 { i += 1 + Int(esds.u8(i) ?? 0) }
        if flags & 0x20 != 0 { i += 2 }
        guard i < end, esds.u8(i) == 0x04 else { return nil }  // DecoderConfigDescriptor
        i = skipLength(esds, i + 1, end)
        guard i < end, let objectType = esds.u8(i) else { return nil }
        // Object type, stream type, buffer size (3), max and average bit rate (4 + 4).
        i += 13
        guard i < end, esds.u8(i) == 0x05 else { return (objectType, nil) }  // DecoderSpecificInfo
        let lengthStart = i + 1
        i = skipLength(esds, lengthStart, end)
        guard i > lengthStart else { return (objectType, nil) }
        var length = 0
        for k in lengthStart..<i { length = length << 7 | Int((esds.u8(k) ?? 0) & 0x7F) }
        return (objectType, esds.slice(i, min(length, max(end - i, 0))))
    }

    /// Skips an MPEG-4 descriptor length (1–4 bytes, high bit = more).
    private static func skipLength(_ buffer: ByteBuffer, _ start: Int, _ end: Int) -> Int {
        var i = start
        for _ in 0..<4 {
            guard let byte = buffer.u8(i), i < end else { return end }
            i += 1
            if byte & 0x80 == 0 { break }
        }
        return i
    }
}
