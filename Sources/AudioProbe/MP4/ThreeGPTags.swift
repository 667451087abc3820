/// The 3GPP asset boxes a phone or ffmpeg writes in a 3GP file's `moov/udta`: `titl` (title) and
/// `dscp` (description, which ffmpeg fills from the comment), and QuickTime-style `©cmt`/`©nam`.
enum ThreeGPTags {
    /// Fills what MP4Tags left empty; damaged boxes are skipped.
    static func read(_ reader: FileReader, moov: MP4Box, into tags: inout AudioTags) {
        guard let children = try? MP4Box.children(reader, from: moov.payloadStart, to: moov.end) else { return }
        for udta in children where udta.type == "udta" {
            guard let boxes = try? MP4Box.children(reader, from: udta.payloadStart, to: udta.end) else { continue }
            for box in boxes where ["titl", "dscp", "©cmt", "©nam"].contains(box.type) && box.end <= reader.size {
                guard let payload = try? reader.read(at: box.payloadStart, count: Int(min(box.payloadSize, 64 << 10))) else { continue }
                let value = box.type.hasPrefix("©") ? quickTimeText(payload) : assetText(payload)
                switch box.type {
                case "titl", "©nam": tags.title = tags.title ?? value
                default: tags.comment = tags.comment ?? value
                }
            }
        }
    }

    /// A 3GPP asset string: version and flags (4), language (2), then UTF-8, or UTF-16 after a byte-order mark.
    private static func assetText(_ payload: ByteBuffer) -> String? {
        guard let text = payload.slice(6, payload.count - 6) else { return nil }
        if text.u16be(0) == 0xFEFF || text.u16be(0) == 0xFFFE {
            return TextDecoding.cleaned(TextDecoding.utf16(text.bytes, bigEndian: true))
        }
        return TextDecoding.cleaned(TextDecoding.utf8OrLatin1(text.bytes))
    }

    /// A QuickTime user-data text: length (2), language (2), the text.
    private static func quickTimeText(_ payload: ByteBuffer) -> String? {
        guard let length = payload.u16be(0), let text = payload.slice(4, min(Int(length), payload.count - 4)) else { return nil }
        return TextDecoding.cleaned(TextDecoding.utf8OrLatin1(text.bytes))
    }
}
