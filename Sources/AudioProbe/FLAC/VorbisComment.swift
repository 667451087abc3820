/// A Vorbis comment block (FLAC `VORBIS_COMMENT`, Ogg Vorbis/Opus comment header):
/// little-endian lengths, a vendor string, then `KEY=value` UTF-8 entries.
enum VorbisComment {
    /// TITLE, DATE and DESCRIPTION/COMMENT (ffmpeg writes `comment` as DESCRIPTION). Stops
    /// quietly at the first entry that doesn't fit, so a truncated block still yields what came before it.
    static func parse(_ block: ByteBuffer, from start: Int = 0) -> AudioTags {
        var tags = AudioTags()
        guard let vendorLength = block.u32le(start) else { return tags }
        var i = start + 4 + Int(vendorLength)
        guard let count = block.u32le(i) else { return tags }
        i += 4
        var comment: String?
        for _ in 0..<min(count, 10_000) {
            guard let length = block.u32le(i), let entry = block.slice(i + 4, Int(length)) else { break }
            i += 4 + Int(length)
            guard let equals = entry.bytes.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let key = TextDecoding.latin1(entry.bytes[..<equals]).uppercased()
            let value = TextDecoding.cleaned(TextDecoding.utf8OrLatin1(entry.bytes[(equals + 1)...]))
            switch key {
            case "TITLE": tags.title = tags.title ?? value
            case "DATE": tags.date = tags.date ?? value
            case "DESCRIPTION": tags.comment = tags.comment ?? value
            case "COMMENT": comment = comment ?? value
            default: break
            }
        }
        if tags.comment == nil { tags.comment = comment }
        return tags
    }
}
