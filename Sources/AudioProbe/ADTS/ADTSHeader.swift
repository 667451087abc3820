/// A 7- or 9-byte ADTS frame header (raw AAC as Android recorders and browsers save it).
/// Its layer bits are 00, which is what tells it from an MPEG audio (MP3) frame's sync.
struct ADTSHeader: Equatable {
    /// The AAC profile (audio object type − 1): 1 is LC.
    var profile: Int
    var sampleRate: Int
    /// 0 means the channel layout is in the stream itself.
    var channelConfiguration: Int
    /// Bytes in this frame, header included.
    var length: Int
    /// AAC frames of 1,024 samples in this ADTS frame.
    var rawBlocks: Int

    static let sampleRates = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350]

    /// Parses the header at `i`; nil unless it has the sync, layer 00, a known rate and a
    /// length that holds at least its own header.
    init?(_ buffer: ByteBuffer, at i: Int) {
        guard let b0 = buffer.u8(i), let b1 = buffer.u8(i + 1), let b2 = buffer.u8(i + 2),
              let b3 = buffer.u8(i + 3), let b4 = buffer.u8(i + 4), let b5 = buffer.u8(i + 5),
              let b6 = buffer.u8(i + 6), b0 == 0xFF, b1 & 0xF6 == 0xF0
        else { return nil }
        let rateIndex = Int((b2 >> 2) & 0x0F)
        guard rateIndex < Self.sampleRates.count else { return nil }
        profile = Int(b2 >> 6)
        sampleRate = Self.sampleRates[rateIndex]
        channelConfiguration = Int((b2 & 1) << 2 | b3 >> 6)
        length = Int(b3 & 0x03) << 11 | Int(b4) << 3 | Int(b5 >> 5)
        rawBlocks = Int(b6 & 0x03) + 1
        let headerLength = b1 & 1 == 1 ? 7 : 9
        guard length >= headerLength else { return nil }
    }

    /// Channels by the header's configuration (7 is 7.1); nil when the stream itself says.
    var channels: Int? {
        switch channelConfiguration {
        case 0: nil
        case 7: 8
        default: channelConfiguration
        }
    }

    /// True when `other` could be the next frame of the same stream.
    func isCompatible(with other: ADTSHeader) -> Bool {
        other.sampleRate == sampleRate && other.profile == profile && other.channelConfiguration == channelConfiguration
    }
}
