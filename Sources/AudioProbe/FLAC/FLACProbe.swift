/// Native FLAC: "fLaC", then metadata blocks (1-bit last flag, 7-bit type, 24-bit length).
/// STREAMINFO gives the duration; VORBIS_COMMENT the tags; pictures are skipped unread.
enum FLACProbe {
    static func probe(_ reader: FileReader, start: Int64) throws(AudioProbeError) -> AudioInfo {
        var streamInfo: FLACStreamInfo?
        var tags = AudioTags()
        var offset = start + 4
        for _ in 0..<1_000 {
            let header = try reader.readExactly(at: offset, count: 4, "its FLAC header")
            guard let word = header.u32be(0) else { break }
            let isLast = word & 0x8000_0000 != 0
            let type = (word >> 24) & 0x7F
            let length = Int(word & 0xFF_FFFF)
            let body = offset + 4
            if type == 0 {
                streamInfo = try FLACStreamInfo(reader.readExactly(at: body, count: min(length, 34), "its FLAC stream info"))
            } else if type == 4 {
                // Tags are optional: a damaged block only loses the tags.
                if let block = try? reader.read(at: body, count: length) { tags = VorbisComment.parse(block) }
            } else if type == 127 {
                throw .corrupt("a FLAC metadata block has the invalid type 127")
            }
            offset = body + Int64(length)
            if isLast || offset >= reader.size { break }
        }
        guard let streamInfo else { throw .corrupt("the FLAC file has no stream info") }
        // Headers that end at (or past) the end of the file leave no room for any audio.
        if offset >= reader.size, streamInfo.totalSamples > 0 { throw .truncated("its audio") }
        var warnings: [String] = []
        if streamInfo.totalSamples == 0 {
            warnings.append("the FLAC header doesn't say how long the recording is")
        }
        return AudioInfo(
            format: .flac, codec: "flac", duration: Double(streamInfo.totalSamples) / Double(streamInfo.sampleRate),
            sampleRate: streamInfo.sampleRate, channels: streamInfo.channels, tags: tags, warnings: warnings)
    }
}
