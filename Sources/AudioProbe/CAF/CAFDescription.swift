import Foundation

/// CAF's `desc` chunk (an AudioStreamBasicDescription, big-endian).
struct CAFDescription {
    var sampleRate: Double
    /// 'lpcm', 'ima4', 'aac ', 'alac', …
    var formatID: String
    var bytesPerPacket: UInt32
    var framesPerPacket: UInt32
    var channels: UInt32

    init(_ desc: ByteBuffer) throws(AudioProbeError) {
        guard let rate = desc.f64be(0), let id = desc.fourCC(8), let bytesPerPacket = desc.u32be(16),
              let framesPerPacket = desc.u32be(20), let channels = desc.u32be(24)
        else { throw .truncated("its CAF description") }
        // A NaN, infinite or absurd rate would poison the duration (and Int() would trap).
        guard rate.isFinite, rate >= 1, rate < 10_000_000 else {
            throw .corrupt("the CAF description gives an impossible sample rate")
        }
        sampleRate = rate
        formatID = id
        self.bytesPerPacket = bytesPerPacket
        self.framesPerPacket = framesPerPacket
        self.channels = channels
    }

    /// The codec name: the format id in lower case without padding, with the common ones made readable.
    var codec: String {
        switch formatID {
        case "aac ": "aac"
        case ".mp3": "mp3"
        default: formatID.trimmingCharacters(in: .whitespaces).lowercased()
        }
    }
}
