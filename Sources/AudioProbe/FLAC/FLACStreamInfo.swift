/// FLAC's STREAMINFO block (34 bytes): sample rate (20 bits), channels (3), bits per sample (5)
/// and total samples (36 bits). Shared by native FLAC and Ogg FLAC.
struct FLACStreamInfo {
    var sampleRate: Int
    var channels: Int
    /// 0 when the encoder didn't know (a stream).
    var totalSamples: UInt64

    init(_ block: ByteBuffer, at i: Int = 0) throws(AudioProbeError) {
        guard let packed = block.u64be(i + 10) else { throw .truncated("its FLAC stream info") }
        sampleRate = Int(packed >> 44)
        channels = Int((packed >> 41) & 0x7) + 1
        totalSamples = packed & 0xF_FFFF_FFFF
        guard sampleRate > 0 else { throw .corrupt("the FLAC stream info says 0 samples per second") }
    }
}
