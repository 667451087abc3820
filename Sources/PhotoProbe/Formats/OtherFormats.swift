/// Picture formats StoryChop does not keep, told by their first bytes so the refusal can say
/// what the file is ("this is a GIF") instead of "unknown".
enum OtherFormats {
    /// Signatures at the start of the file, with the name a person knows the format by.
    static let signatures: [(bytes: [UInt8], name: String)] = [
        (Array("GIF87a".utf8), "a GIF"), (Array("GIF89a".utf8), "a GIF"),
        ([0x49, 0x49, 0x2A, 0x00], "a TIFF (or a camera's raw file)"), ([0x4D, 0x4D, 0x00, 0x2A], "a TIFF (or a camera's raw file)"),
        (Array("BM".utf8), "a BMP"), (Array("8BPS".utf8), "a Photoshop file"), (Array("%PDF".utf8), "a PDF"),
        ([0xFF, 0x0A], "a JPEG XL"), ([0x00, 0x00, 0x00, 0x0C, 0x4A, 0x58, 0x4C, 0x20], "a JPEG XL"),
        ([0x00, 0x00, 0x01, 0x00], "an icon (ICO)"),
    ]

    static func name(of head: Bytes) -> String? {
        if let known = signatures.first(where: { head.starts(with: $0.bytes) }) { return known.name }
        let text = String(decoding: head.array.prefix(64), as: UTF8.self)
            .trimmingPrefix { $0 == "\u{FEFF}" || $0.isWhitespace }.lowercased()
        if text.hasPrefix("<svg") || text.hasPrefix("<?xml") { return "an SVG drawing" }
        return nil
    }
}
