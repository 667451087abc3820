/// The audio track of a Matroska/WebM file, from its `Tracks` element.
struct MatroskaTrack {
    var number: UInt64
    /// The codec in AudioInfo's words ("opus", "vorbis", "aac", …).
    var codec: String
    var sampleRate: Int?
    var channels: Int?
    /// Nanoseconds each frame lasts, when the muxer wrote it.
    var defaultDuration: UInt64?
    /// Nanoseconds the decoder drops at the start (Opus' pre-skip), which players take off the block times.
    var codecDelay: UInt64 = 0

    /// The first audio track (TrackType 2) among the `Tracks` data in `tracks`.
    static func firstAudio(in tracks: ByteBuffer) -> MatroskaTrack? {
        for entry in EBMLElement.children(in: tracks, from: 0, to: tracks.count) where entry.id == 0xAE {
            let fields = EBMLElement.children(in: tracks, from: Int(entry.dataStart), to: Int(entry.end(limit: Int64(tracks.count))))
            var track = MatroskaTrack(number: 0, codec: "")
            var type: UInt64?
            for field in fields {
                switch field.id {
                case 0xD7: track.number = tracks.ebmlUInt(field) ?? 0
                case 0x83: type = tracks.ebmlUInt(field)
                case 0x86: track.codec = codecName(tracks.ebmlString(field) ?? "")
                case 0x23E383: track.defaultDuration = tracks.ebmlUInt(field)
                case 0x56AA: track.codecDelay = tracks.ebmlUInt(field) ?? 0
                case 0xE1: track.readAudio(tracks, field)
                default: break
                }
            }
            if type == 2, track.number > 0, !track.codec.isEmpty { return track }
        }
        return nil
    }

    /// SamplingFrequency and Channels from the track's `Audio` element.
    private mutating func readAudio(_ tracks: ByteBuffer, _ audio: EBMLElement) {
        for field in EBMLElement.children(in: tracks, from: Int(audio.dataStart), to: Int(audio.end(limit: Int64(tracks.count)))) {
            if field.id == 0xB5, let rate = tracks.ebmlFloat(field), rate.isFinite, rate >= 1, rate < 10_000_000 {
                sampleRate = Int(rate)
            } else if field.id == 0x9F, let count = tracks.ebmlUInt(field), count > 0, count < 256 {
                channels = Int(count)
            }
        }
    }

    /// Matroska CodecIDs in the names ffprobe gives them.
    static func codecName(_ codecID: String) -> String {
        switch codecID {
        case "A_OPUS": "opus"
        case "A_VORBIS": "vorbis"
        case "A_FLAC": "flac"
        case "A_MPEG/L3": "mp3"
        case "A_MPEG/L2": "mp2"
        case "A_AC3": "ac3"
        case "A_EAC3": "eac3"
        case "A_ALAC": "alac"
        case "A_PCM/INT/LIT": "pcm_s16le"
        case "A_PCM/INT/BIG": "pcm_s16be"
        case "A_PCM/FLOAT/IEEE": "pcm_f32le"
        case let id where id.hasPrefix("A_AAC"): "aac"
        case let id where id.hasPrefix("A_"): String(id.dropFirst(2)).lowercased()
        default: codecID.lowercased()
        }
    }

    /// Nanoseconds a block of `frames` frames lasts when the block doesn't say: from the Opus
    /// packet's own first byte (its TOC), from the codec's fixed frame length, or the track's default.
    func blockNanoseconds(frames: Int, firstFrame: ByteBuffer) -> Double {
        if codec == "opus", let samples = Self.opusSamples(firstFrame) {
            return Double(samples * frames) * 1e9 / 48_000
        }
        if let rate = sampleRate, let samples = ["aac": 1024, "mp3": 1152, "mp2": 1152, "ac3": 1536, "eac3": 1536][codec] {
            return Double(samples * frames) * 1e9 / Double(rate)
        }
        return Double(defaultDuration ?? 0) * Double(frames)
    }

    /// Samples (at 48 kHz) in one Opus packet, from its TOC byte (RFC 6716, 3.1).
    static func opusSamples(_ packet: ByteBuffer) -> Int? {
        guard let toc = packet.u8(0) else { return nil }
        let config = Int(toc >> 3)
        let frameSamples = config < 12 ? [480, 960, 1920, 2880][config & 3]
            : config < 16 ? [480, 960][config & 1]
            : [120, 240, 480, 960][config & 3]
        switch toc & 3 {
        case 0: return frameSamples
        case 1, 2: return frameSamples * 2
        default: return packet.u8(1).map { frameSamples * Int($0 & 0x3F) }
        }
    }
}
