import Foundation

/// Turns a transcript file's bytes into text, whatever the tool that wrote it chose.
///
/// Phones and transcription tools write UTF-8, Windows tools often UTF-16 (usually with a
/// byte order mark), and old editors Windows-1252. Reading never fails: the worst case is
/// Latin-1, which maps every byte to a character, plus a warning asking the keeper to check.
public enum TextDecoding {
    /// The warning given when the bytes were not UTF-8 and were read as Latin-1 (Windows-1252).
    public static let latin1Warning = "not UTF-8; read as Latin-1 — check accented letters"

    /// Decodes `data`, in this order: a byte order mark (UTF-8, UTF-32, UTF-16; removed),
    /// UTF-16 without a mark (told by its zero bytes), valid UTF-8, else Windows-1252/Latin-1
    /// with `latin1Warning`. Never throws.
    public static func decode(_ data: Data) -> DecodedText {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return decodeUTF8(bytes.dropFirst(3), claimed: true)
        }
        // UTF-32LE's mark begins with UTF-16LE's, so it is checked first.
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return decodeUTF32(bytes.dropFirst(4), bigEndian: false)
        }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            return decodeUTF32(bytes.dropFirst(4), bigEndian: true)
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return decodeUTF16(bytes.dropFirst(2), bigEndian: false)
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return decodeUTF16(bytes.dropFirst(2), bigEndian: true)
        }
        // Before the UTF-8 check: ASCII text in UTF-16 is valid UTF-8 full of NUL characters.
        if let bigEndian = utf16ByteOrderFromZeros(bytes) {
            return decodeUTF16(bytes[...], bigEndian: bigEndian)
        }
        return decodeUTF8(bytes[...], claimed: false)
    }
}

// MARK: - Encodings

private extension TextDecoding {
    static func decodeUTF8(_ bytes: ArraySlice<UInt8>, claimed: Bool) -> DecodedText {
        if let text = String(validating: bytes, as: UTF8.self) {
            return DecodedText(text: text, encoding: "UTF-8")
        }
        if claimed {
            // The file says it is UTF-8, so trust that and repair the few broken bytes.
            return DecodedText(
                text: String(decoding: bytes, as: UTF8.self), encoding: "UTF-8",
                warnings: ["some bytes are not valid UTF-8 and show as � — check the text"])
        }
        return DecodedText(text: windows1252(bytes), encoding: "Latin-1", warnings: [latin1Warning])
    }

    static func decodeUTF16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> DecodedText {
        var warnings: [String] = []
        if bytes.count % 2 != 0 {
            warnings.append("the file ends in the middle of a character; the last byte was left out")
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        let name = bigEndian ? "UTF-16BE" : "UTF-16LE"
        if let text = String(validating: units, as: UTF16.self) {
            return DecodedText(text: text, encoding: name, warnings: warnings)
        }
        warnings.append("some characters are broken and show as � — check the text")
        return DecodedText(text: String(decoding: units, as: UTF16.self), encoding: name, warnings: warnings)
    }

    static func decodeUTF32(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> DecodedText {
        var scalars = String.UnicodeScalarView()
        var broken = false
        var index = bytes.startIndex
        while index + 3 < bytes.endIndex {
            let b = (0..<4).map { UInt32(bytes[index + $0]) }
            let value = bigEndian
                ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3]
                : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
            if let scalar = Unicode.Scalar(value) {
                scalars.append(scalar)
            } else {
                scalars.append("\u{FFFD}")
                broken = true
            }
            index += 4
        }
        var warnings: [String] = []
        if broken || bytes.count % 4 != 0 {
            warnings.append("some characters are broken and show as � — check the text")
        }
        return DecodedText(text: String(scalars), encoding: bigEndian ? "UTF-32BE" : "UTF-32LE", warnings: warnings)
    }

    /// UTF-16 without a byte order mark: Latin text has a zero in every other byte, on the
    /// odd positions for little-endian and on the even ones for big-endian. Real UTF-8 or
    /// Latin-1 text has no zero bytes at all, so a lopsided count is a safe sign.
    /// Returns nil when the bytes do not look like UTF-16, else whether they are big-endian.
    static func utf16ByteOrderFromZeros(_ bytes: [UInt8]) -> Bool? {
        let sample = bytes.prefix(8192)
        let pairs = sample.count / 2
        guard pairs > 0 else { return nil }
        // No zero byte at all, the usual case, is told by `memchr` without counting.
        guard sample.withUnsafeBytes({ raw in raw.baseAddress.flatMap { memchr($0, 0, raw.count) } }) != nil else { return nil }
        var evenZeros = 0, oddZeros = 0
        for (offset, byte) in sample.enumerated() where byte == 0 {
            if offset % 2 == 0 { evenZeros += 1 } else { oddZeros += 1 }
        }
        let enough = max(1, pairs / 5)
        if oddZeros >= enough, evenZeros * 8 <= oddZeros { return false }
        if evenZeros >= enough, oddZeros * 8 <= evenZeros { return true }
        return nil
    }
}
