/// The `LIST/INFO` chunk of a WAV file: INAM (title), ICRD (date), ICMT (comment).
enum WAVInfoTags {
    /// Parses a LIST chunk body that starts with "INFO".
    static func parse(_ list: ByteBuffer) -> AudioTags {
        var tags = AudioTags()
        var i = 4
        while let id = list.fourCC(i), let size = list.u32le(i + 4) {
            let value = list.clampedSlice(i + 8, Int(size))
            // Values are NUL-terminated; ffmpeg writes UTF-8, older tools a local code page.
            let text = TextDecoding.cleaned(TextDecoding.utf8OrLatin1(value.bytes.prefix { $0 != 0 }))
            switch id {
            case "INAM": tags.title = tags.title ?? text
            case "ICRD": tags.date = tags.date ?? text
            case "ICMT": tags.comment = tags.comment ?? text
            default: break
            }
            guard value.count == Int(size) else { break }
            i += 8 + Int(size) + Int(size & 1)
        }
        return tags
    }
}
