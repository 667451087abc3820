/// MP3 (MPEG audio): ID3v2 tags, then the first frame. The duration comes from a Xing/Info or
/// VBRI header when there is one, else from a bounded scan of the frame headers.
enum MP3Probe {
    /// How far past the tag we look for the first frame (some files have junk or padding there).
    static let firstFrameWindow = 64 << 10

    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        let tagEnd = ID3Reader.tagEnd(reader)
        if tagEnd > reader.size { throw .truncated("its ID3 tag") }
        let audioEnd = MP3Trailer.audioEnd(reader)
        // Without a tag the audio must start at byte 0: searching would let random bytes pass as MP3.
        let window = tagEnd > 0 ? firstFrameWindow : 1
        guard let (start, first) = try firstFrame(reader, from: tagEnd, to: audioEnd, window: window) else {
            if tagEnd == 0 { throw .unknownFormat }
            throw .corrupt("there is no MP3 audio after the ID3 tag")
        }
        var warnings: [String] = []
        let frame = try reader.read(at: start, count: first.length)
        var duration: Double
        switch MP3VBRHeader(frame, first) {
        case let .some(vbr) where vbr.frames > 0:
            duration = Double(vbr.frames) * Double(first.samplesPerFrame) / Double(first.sampleRate)
            // A header promising far more bytes than are left means the file was cut short.
            if let claimed = vbr.bytes, Double(claimed) > Double(audioEnd - start) * 1.02 + 1024 {
                warnings.append("the MP3 is shorter than its header says (it was probably cut off); " +
                                "the duration counts only the audio that is there")
                duration = try MP3FrameScanner.scan(reader, from: start + Int64(first.length), to: audioEnd,
                                                    first: first, warnings: &warnings)
            }
        case .some:
            // An Info/Xing frame without a frame count: it isn't audio, so scan from the next frame.
            duration = try MP3FrameScanner.scan(reader, from: start + Int64(first.length), to: audioEnd,
                                                first: first, warnings: &warnings)
        case .none:
            duration = try MP3FrameScanner.scan(reader, from: start, to: audioEnd, first: first, warnings: &warnings)
        }
        return AudioInfo(
            format: .mp3, codec: first.codec, duration: duration, sampleRate: first.sampleRate,
            channels: first.channels, tags: ID3Reader.read(reader), warnings: warnings,
            browserPlayable: first.layer == 3)
    }

    /// The first frame header in `window` bytes from `offset` that is confirmed by a compatible
    /// header right after it (or that ends exactly at the end of the audio).
    static func firstFrame(_ reader: FileReader, from offset: Int64, to audioEnd: Int64, window searchLength: Int)
        throws(AudioProbeError) -> (Int64, MP3FrameHeader)?
    {
        // Usually the frame is right there: read a little first, more only while searching.
        var windowStart = offset
        var window = try reader.read(at: offset, count: 4 << 10)
        var i = 0
        while windowStart + Int64(i) < offset + Int64(searchLength), windowStart + Int64(i) + 4 <= audioEnd {
            if i + 4 > window.count {
                windowStart += Int64(i)
                i = 0
                window = try reader.read(at: windowStart, count: 16 << 10)
                if window.count < 4 { break }
            }
            if window.u8(i) == 0xFF, let header = MP3FrameHeader(window, at: i) {
                let position = windowStart + Int64(i)
                let next = position + Int64(header.length)
                if next == audioEnd { return (position, header) }
                if next + 4 <= audioEnd {
                    let following = try reader.read(at: next, count: 4)
                    if let second = MP3FrameHeader(following, at: 0), header.isCompatible(with: second) {
                        return (position, header)
                    }
                }
            }
            i += 1
        }
        return nil
    }
}
