/// Ogg Vorbis, Opus and FLAC: the codec's id header (first packet) gives the rate and
/// channels, its comment header (second packet) the tags, and the granule position of the
/// stream's last page the length.
enum OggProbe {
    /// Enough for the comment header, even with a small picture in it; a bigger one is cut
    /// and the comment parser keeps what fits.
    static let maxHeaderBytes = 1 << 20

    static func probe(_ reader: FileReader) throws(AudioProbeError) -> AudioInfo {
        let (serial, packets) = try headerPackets(reader)
        guard let id = packets.first else { throw .truncated("its Ogg header") }
        let comments = packets.count > 1 ? packets[1] : ByteBuffer([])
        guard let codec = OggCodec(id: id, comments: comments) else {
            throw .unsupportedCodec("an Ogg stream with a codec StoryChop doesn't know")
        }
        var warnings: [String] = []
        guard let (granule, cut) = try lastGranule(reader, serial: serial) else {
            throw .truncated("its first audio page")
        }
        if cut {
            warnings.append("the last page of the recording is cut off; the duration counts only the complete pages")
        }
        let samples = max(granule - codec.preSkip, 0)
        return AudioInfo(
            format: codec.format, codec: codec.name, duration: Double(samples) / Double(codec.granuleRate),
            sampleRate: codec.sampleRate, channels: codec.channels, tags: codec.tags, warnings: warnings)
    }

    /// The serial number of the first stream and its first two packets (id and comment headers).
    private static func headerPackets(_ reader: FileReader) throws(AudioProbeError) -> (UInt32, [ByteBuffer]) {
        var packets: [ByteBuffer] = []
        var current: [UInt8] = []
        var serial: UInt32?
        var offset: Int64 = 0
        while packets.count < 2, offset < reader.size, offset < Int64(maxHeaderBytes) {
            guard let (page, body) = try OggPage.read(reader, at: offset) else {
                if offset == 0 { throw .corrupt("the first Ogg page is damaged") }
                break
            }
            offset += Int64(page.totalLength)
            if serial == nil { serial = page.serial }
            guard page.serial == serial else { continue }  // another stream interleaved
            var i = 0
            for lacing in page.segments {
                current += body.clampedSlice(i, Int(lacing)).bytes
                i += Int(lacing)
                if lacing < 255 {
                    packets.append(ByteBuffer(current))
                    current = []
                    if packets.count == 2 { break }
                }
            }
        }
        if packets.count == 1, !current.isEmpty { packets.append(ByteBuffer(current)) }  // a cut comment header
        return (serial ?? 0, packets)
    }

    /// The granule position of the last complete page of `serial` that has one, searching
    /// backwards from the end; `cut` is true when a later page was incomplete.
    private static func lastGranule(_ reader: FileReader, serial: UInt32) throws(AudioProbeError) -> (Int64, Bool)? {
        var cut = false
        // Last pages are usually a few KiB, and any page is under 64 KiB (27 + 255 + 255 × 255
        // bytes); widen if only incomplete or other streams' pages are there.
        for window in [Int64(16 << 10), Int64(80 << 10), Int64(2 << 20)] {
            let start = max(reader.size - window, 0)
            let tail = try reader.read(at: start, count: Int(reader.size - start))
            var i = tail.count - 27
            while i >= 0 {
                if tail.u8(i) == 0x4F, let page = OggPage(tail, at: i), page.serial == serial, page.granule >= 0 {
                    if i + page.totalLength <= tail.count { return (page.granule, cut) }
                    cut = true
                }
                i -= 1
            }
            if start == 0 { break }
        }
        return nil
    }
}
