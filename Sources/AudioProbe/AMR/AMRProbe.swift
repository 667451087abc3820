/// AMR-NB (`#!AMR\n`) and AMR-WB (`#!AMR-WB\n`) storage format, as older phones record it:
/// a magic line, then frames of 20 ms whose size the first (ToC) byte of each frame gives.
/// There is no index, so the frames are walked through a window, up to `walkCap` bytes.
enum AMRProbe {
    /// About 6 hours of the largest AMR-WB frames; past it the rest is estimated.
    static let walkCap: Int64 = 64 << 20
    /// Frames that must be well-formed before a file counts as AMR at all.
    static let framesToConfirm = 3

    /// Frame sizes by frame type, the ToC byte included (3GPP TS 26.101 and 26.201; 1 for
    /// "no data" and the reserved types, as decoders treat them).
    static let narrowbandSizes = [13, 14, 16, 18, 20, 21, 27, 32, 6, 1, 1, 1, 1, 1, 1, 1]
    static let widebandSizes = [18, 24, 33, 37, 41, 47, 51, 59, 61, 6, 1, 1, 1, 1, 1, 1]

    enum Variant {
        case narrowband, wideband
        var magic: String { self == .narrowband ? "#!AMR\n" : "#!AMR-WB\n" }
        var codec: String { self == .narrowband ? "amr-nb" : "amr-wb" }
        var sampleRate: Int { self == .narrowband ? 8000 : 16000 }
        var sizes: [Int] { self == .narrowband ? AMRProbe.narrowbandSizes : AMRProbe.widebandSizes }
    }

    /// The variant whose magic starts `head`; multichannel AMR (`#!AMR_MC1.0`) is refused by the caller.
    static func variant(_ head: ByteBuffer) -> Variant? {
        if head.matches(Variant.narrowband.magic, at: 0) { return .narrowband }
        if head.matches(Variant.wideband.magic, at: 0) { return .wideband }
        return nil
    }

    static func probe(_ reader: FileReader, variant: Variant) throws(AudioProbeError) -> AudioInfo {
        let start = Int64(variant.magic.utf8.count)
        guard reader.size > start else { throw .truncated("its first AMR frame (it holds only the AMR header)") }
        var window = ForwardWindow(reader, from: start, cap: walkCap)
        var offset = start
        var frames = 0
        var warnings: [String] = []
        while offset < window.end {
            guard let toc = try window.bytes(at: offset, count: 1).u8(0) else { break }
            // The storage format's padding bits (the first and the last two) are always 0.
            guard toc & 0x83 == 0 else {
                if frames < framesToConfirm {
                    throw .corrupt("after its AMR header the file holds no AMR frames")
                }
                warnings.append("the AMR audio is damaged after \(Double(frames) / 50) seconds; the duration counts only the audio before that")
                break
            }
            let size = variant.sizes[Int(toc >> 3)]
            guard offset + Int64(size) <= reader.size else {
                throw .truncated("its last AMR frame")
            }
            frames += 1
            offset += Int64(size)
        }
        var duration = Double(frames) / 50
        if offset >= window.end, window.end < reader.size, offset > start {
            duration *= Double(reader.size - start) / Double(offset - start)
            warnings.append("the AMR file is longer than StoryChop walks; the duration past the first \(walkCap >> 20) MB is estimated")
        }
        return AudioInfo(
            format: .amr, codec: variant.codec, duration: duration, sampleRate: variant.sampleRate,
            channels: 1, warnings: warnings, browserPlayable: false)
    }
}
