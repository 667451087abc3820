/// iTunes-style tags: `moov/udta/meta/ilst/<key>/data` (some writers put `meta` directly in `moov`).
enum MP4Tags {
    /// Reads ©nam, ©day and ©cmt (falling back to `desc`) from the movie box. Damaged tags are
    /// skipped, never fatal: the audio matters more than its title.
    static func read(_ reader: FileReader, moov: MP4Box) -> AudioTags {
        var tags = AudioTags()
        guard let moovChildren = try? MP4Box.children(reader, from: moov.payloadStart, to: moov.end) else { return tags }
        var metas = moovChildren.filter { $0.type == "meta" }
        for udta in moovChildren where udta.type == "udta" {
            let inner = (try? MP4Box.children(reader, from: udta.payloadStart, to: udta.end)) ?? []
            metas += inner.filter { $0.type == "meta" }
        }
        for meta in metas {
            for ilst in children(reader, meta: meta) where ilst.type == "ilst" {
                readItems(reader, ilst: ilst, into: &tags)
            }
        }
        return tags
    }

    /// The children of a `meta` box, which is a FullBox in ISO files (4 bytes of version/flags
    /// first) but a plain box in QuickTime files (detected by its first child being `hdlr`).
    private static func children(_ reader: FileReader, meta: MP4Box) -> [MP4Box] {
        guard let head = try? reader.read(at: meta.payloadStart, count: 8) else { return [] }
        let start = meta.payloadStart + (head.matches("hdlr", at: 4) ? 0 : 4)
        return (try? MP4Box.children(reader, from: start, to: meta.end)) ?? []
    }

    private static func readItems(_ reader: FileReader, ilst: MP4Box, into tags: inout AudioTags) {
        guard let items = try? MP4Box.children(reader, from: ilst.payloadStart, to: ilst.end) else { return }
        var description: String?
        for item in items where ["©nam", "©day", "©cmt", "desc"].contains(item.type) {
            // Only the wanted items are read; cover art ('covr') can be megabytes.
            guard item.end <= reader.size,
                  let payload = try? reader.read(at: item.payloadStart, count: Int(min(item.payloadSize, 64 << 10))),
                  let value = text(in: payload)
            else { continue }
            switch item.type {
            case "©nam": tags.title = tags.title ?? value
            case "©day": tags.date = tags.date ?? value
            case "©cmt": tags.comment = tags.comment ?? value
            default: description = description ?? value
            }
        }
        if tags.comment == nil { tags.comment = description }
    }

    /// The text of the first `data` box: type (4 bytes, 1 = UTF-8, 2 = UTF-16), locale (4), value.
    private static func text(in item: ByteBuffer) -> String? {
        for data in MP4Box.children(in: item, from: 0, to: item.count) where data.type == "data" {
            let start = Int(data.payloadStart)
            let valueStart = start + 8
            let valueEnd = Int(data.end)
            guard let type = item.u32be(start), valueStart <= valueEnd,
                  let value = item.slice(valueStart, valueEnd - valueStart)
            else { continue }
            let text = type == 2
                ? TextDecoding.utf16(value.bytes, bigEndian: true)
                : TextDecoding.utf8OrLatin1(value.bytes)
            return TextDecoding.cleaned(text)
        }
        return nil
    }
}
