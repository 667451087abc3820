/// A 4-byte MPEG audio frame header (MPEG-1, 2 and 2.5; layers I–III).
struct MP3FrameHeader: Equatable {
    enum Version: Equatable { case mpeg1, mpeg2, mpeg25 }

    var version: Version
    /// 1, 2 or 3.
    var layer: Int
    /// Kilobits per second.
    var bitrate: Int
    var sampleRate: Int
    var padding: Bool
    var channels: Int
    /// Bytes in this frame, header included.
    var length: Int

    /// Samples (per channel) each frame decodes to.
    var samplesPerFrame: Int {
        switch layer {
        case 1: 384
        case 2: 1152
        default: version == .mpeg1 ? 1152 : 576
        }
    }

    var codec: String { "mp\(layer)" }

    /// Where the Xing/Info header starts, counted from the frame start: after the header and the side info.
    var xingOffset: Int {
        switch (version == .mpeg1, channels == 1) {
        case (true, true): 4 + 17
        case (true, false): 4 + 32
        case (false, true): 4 + 9
        case (false, false): 4 + 17
        }
    }

    /// True when `other` could be the next frame of the same stream.
    func isCompatible(with other: MP3FrameHeader) -> Bool {
        other.version == version && other.layer == layer && other.sampleRate == sampleRate
    }

    private static let bitratesV1: [[Int]] = [
        [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],  // layer I
        [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],     // layer II
        [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],      // layer III
    ]
    private static let bitratesV2: [[Int]] = [
        [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],     // layer I
        [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],          // layers II and III
    ]
    private static let sampleRates = [44100, 48000, 32000]

    /// Parses the header at `i`; nil unless it is a plausible frame (sync, no reserved values, no free format).
    init?(_ buffer: ByteBuffer, at i: Int) {
        guard let b0 = buffer.u8(i), let b1 = buffer.u8(i + 1), let b2 = buffer.u8(i + 2), let b3 = buffer.u8(i + 3),
              b0 == 0xFF, b1 & 0xE0 == 0xE0
        else { return nil }
        let versionBits = (b1 >> 3) & 3
        let layerBits = (b1 >> 1) & 3
        let bitrateIndex = Int(b2 >> 4)
        let rateIndex = Int((b2 >> 2) & 3)
        guard versionBits != 1, layerBits != 0, bitrateIndex != 0, bitrateIndex != 15, rateIndex != 3 else { return nil }
        version = versionBits == 3 ? .mpeg1 : versionBits == 2 ? .mpeg2 : .mpeg25
        layer = 4 - Int(layerBits)
        let table = version == .mpeg1 ? Self.bitratesV1[layer - 1] : Self.bitratesV2[layer == 1 ? 0 : 1]
        bitrate = table[bitrateIndex]
        let divisor = version == .mpeg1 ? 1 : version == .mpeg2 ? 2 : 4
        sampleRate = Self.sampleRates[rateIndex] / divisor
        padding = (b2 >> 1) & 1 == 1
        channels = (b3 >> 6) == 3 ? 1 : 2
        let pad = padding ? 1 : 0
        switch layer {
        case 1: length = (12 * bitrate * 1000 / sampleRate + pad) * 4
        case 3 where version != .mpeg1: length = 72 * bitrate * 1000 / sampleRate + pad
        default: length = 144 * bitrate * 1000 / sampleRate + pad
        }
        guard length >= 4 else { return nil }
    }
}
