/// The MPEG-4 AudioSpecificConfig at the start of an AAC `esds` DecoderSpecificInfo:
/// object type (5 bits, or 31 + 6), sampling frequency index (4 bits, or 15 + 24-bit rate),
/// channel configuration (4 bits), and for HE-AAC (SBR/PS) the output rate.
struct MP4AudioSpecificConfig {
    var sampleRate: Int?
    var channels: Int?

    private static let rates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350]

    init?(_ config: ByteBuffer) {
        var bits = BitCursor(config)
        guard var objectType = bits.read(5) else { return nil }
        if objectType == 31 { objectType = 32 + (bits.read(6) ?? 0) }
        sampleRate = Self.rate(&bits)
        guard let channelConfig = bits.read(4) else { return nil }
        // 0 means "in a program config element": leave it to the sample entry.
        if (1...6).contains(channelConfig) { channels = channelConfig } else if channelConfig == 7 { channels = 8 }
        if objectType == 5 || objectType == 29 {
            // SBR doubles the output rate, and ffprobe reports that; PS makes mono stereo.
            sampleRate = Self.rate(&bits) ?? sampleRate
            if objectType == 29 { channels = 2 }
        }
    }

    private static func rate(_ bits: inout BitCursor) -> Int? {
        guard let index = bits.read(4) else { return nil }
        if index == 15 { return bits.read(24) }
        return index < rates.count ? rates[index] : nil
    }
}
