/// CAF's `info` chunk: a count, then NUL-terminated UTF-8 key/value pairs ("title",
/// "recorded date", "comments", …).
enum CAFInfoTags {
    static func parse(_ info: ByteBuffer) -> AudioTags {
        var tags = AudioTags()
        guard let count = info.u32be(0) else { return tags }
        var strings: [String] = []
        var current: [UInt8] = []
        for byte in info.bytes.dropFirst(4) {
            if byte == 0 {
                strings.append(TextDecoding.utf8OrLatin1(current))
                current = []
                if strings.count >= Int(min(count, 1_000)) * 2 { break }
            } else {
                current.append(byte)
            }
        }
        var i = 0
        while i + 1 < strings.count {
            let value = TextDecoding.cleaned(strings[i + 1])
            switch strings[i].lowercased() {
            case "title": tags.title = tags.title ?? value
            case "recorded date", "year": tags.date = tags.date ?? value
            case "comments": tags.comment = tags.comment ?? value
            default: break
            }
            i += 2
        }
        return tags
    }
}
