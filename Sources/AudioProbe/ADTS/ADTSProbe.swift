/// ADTS AAC (`.aac`): a stream of frames with no index, so the duration is the frames counted
/// from their headers (1,024 samples each), read through a window, up to `walkCap` bytes.
enum ADTSProbe {
    /// Past this many bytes (about 4½ hours of 128 kbit/s AAC) the rest is estimated from the
    /// frames already walked, so a huge file costs a bounded read.
    static let walkCap: Int64 = 256 << 20

    /// True when an ADTS header at `offset` is confirmed by the next frame's header (or ends the file).
    static func detect(_ reader: FileReader, at offset: Int64) throws(AudioProbeError) -> Bool {
        let head = try reader.read(at: offset, count: 9)
        guard let first = ADTSHeader(head, at: 0) else { return false }
        let next = offset + Int64(first.length)
        if next == reader.size { return true }
        let following = try reader.read(at: next, count: 9)
        return ADTSHeader(following, at: 0).map(first.isCompatible) ?? false
    }

    static func probe(_ reader: FileReader, start: Int64, tags: AudioTags) throws(AudioProbeError) -> AudioInfo {
        var window = ForwardWindow(reader, from: start, cap: walkCap)
        guard let first = ADTSHeader(try window.bytes(at: start, count: 9), at: 0) else { throw .unknownFormat }
        var offset = start
        var blocks = 0
        var warnings: [String] = []
        while offset < window.end {
            guard let header = ADTSHeader(try window.bytes(at: offset, count: 9), at: 0),
                  first.isCompatible(with: header)
            else {
                warnings.append("the AAC stream is damaged after \(seconds(blocks, first)) seconds; the duration counts only the audio before that")
                break
            }
            if offset + Int64(header.length) > reader.size {
                warnings.append("the last AAC frame is cut off (the file was probably cut while copying); the duration counts only the complete frames")
                break
            }
            blocks += header.rawBlocks
            offset += Int64(header.length)
        }
        var duration = seconds(blocks, first)
        if offset >= window.end, window.end < reader.size, offset > start {
            // Only the first `walkCap` bytes were walked: the rest at the same bytes per second.
            duration *= Double(reader.size - start) / Double(offset - start)
            warnings.append("the AAC file is longer than StoryChop walks; the duration past the first \(walkCap >> 20) MB is estimated")
        }
        return AudioInfo(
            format: .aac, codec: "aac", duration: duration, sampleRate: first.sampleRate,
            channels: first.channels,
            tags: tags, warnings: warnings, browserPlayable: true)
    }

    private static func seconds(_ blocks: Int, _ header: ADTSHeader) -> Double {
        Double(blocks) * 1024 / Double(header.sampleRate)
    }
}
