/// Tags at the end of an MP3 (ID3v1, APEv2), which must not be counted as audio.
enum MP3Trailer {
    /// The offset where the audio ends: the file size minus an ID3v1 tag ("TAG", 128 bytes)
    /// and an APEv2 tag (footer "APETAGEX", size at +12 excluding its header).
    static func audioEnd(_ reader: FileReader) -> Int64 {
        var end = reader.size
        if end >= 128, let tail = try? reader.read(at: end - 128, count: 3), tail.matches("TAG", at: 0) {
            end -= 128
        }
        if end >= 32, let footer = try? reader.read(at: end - 32, count: 32), footer.matches("APETAGEX", at: 0),
           let size = footer.u32le(12), let flags = footer.u32le(20) {
            let header: Int64 = flags & 0x8000_0000 != 0 ? 32 : 0
            let total = Int64(size) + header
            if total <= end { end -= total }
        }
        return end
    }
}
