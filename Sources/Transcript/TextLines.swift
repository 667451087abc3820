/// Splits text into lines the way files are actually written: "\r\n" (Windows), "\r" (old Mac)
/// or "\n". The bytes are searched: a line break is always a Character of its own ("\r\n" is
/// one, and is matched whole), so no grapheme walk is needed.
enum TextLines {
    static func split(_ text: String) -> [Substring] {
        let body = withoutByteOrderMarks(text)
        return body.withUTF8Bytes { lineRanges(in: $0) }.map { body[offsets: $0] }
    }

    /// The text without the byte order marks at its start: one that survived decoding (e.g. one
    /// written twice) is not text.
    static func withoutByteOrderMarks(_ text: String) -> Substring {
        var body = Substring(text)
        while body.first == "\u{FEFF}" { body.removeFirst() }
        return body
    }

    /// The byte range of each line, without its line break.
    static func lineRanges(in bytes: UTF8Bytes) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        forEachLine(in: bytes) { lines.append($0) }
        return lines
    }

    /// Calls `body` with the byte range of each line, without its line break; "a\n" has the lines "a" and "".
    static func forEachLine(in bytes: UTF8Bytes, _ body: (Range<Int>) -> Void) {
        var start = 0
        // Text with no "\r" (nearly all of it) has its line breaks found by `memchr`.
        if bytes.firstOffset(of: ASCII.carriageReturn, in: 0..<bytes.count) == nil {
            while let end = bytes.firstOffset(of: ASCII.lineFeed, in: start..<bytes.count) {
                body(start..<end)
                start = end + 1
            }
            body(start..<bytes.count)
            return
        }
        while let end = bytes.firstOffset(in: start..<bytes.count, where: ASCII.isLineBreak) {
            body(start..<end)
            start = end + lineBreakLength(in: bytes, at: end)
        }
        body(start..<bytes.count)
    }

    /// True for an empty line or one of only spaces and tabs: such lines separate blocks.
    static func isBlank(_ line: Substring) -> Bool {
        line.withUTF8Bytes { isBlank($0[...]) }
    }

    static func isBlank(_ line: Slice<UTF8Bytes>) -> Bool {
        line.allSatisfy(ASCII.isSpaceOrTab)
    }

    /// True when `tidyCueText` would give nothing: only spaces, tabs and line breaks.
    static func isBlankText(_ text: String) -> Bool {
        Substring(text).withUTF8Bytes { $0.allSatisfy { ASCII.isSpaceOrTab($0) || ASCII.isLineBreak($0) } }
    }

    /// Cue text tidied for storage: each line trimmed of spaces and tabs, empty lines dropped
    /// (a blank line would end a cue in WebVTT), joined by "\n".
    static func tidyCueText(_ text: String) -> String {
        Substring(text).withUTF8Bytes { bytes in
            // Most cue text is one line of words, already tidy.
            if let first = bytes.first, let last = bytes.last, !ASCII.isSpaceOrTab(first), !ASCII.isSpaceOrTab(last),
               !bytes.contains(where: ASCII.isLineBreak) {
                return text
            }
            // Never longer than the text: each line only loses bytes, and a "\n" replaces a break.
            return String(unsafeUninitializedCapacity: bytes.count) { tidy in
                var length = 0
                forEachLine(in: bytes) { line in
                    let words = bytes.trimmingSpaces(line)
                    guard !words.isEmpty else { return }
                    if length > 0 {
                        tidy[length] = ASCII.lineFeed
                        length += 1
                    }
                    length = tidy[length...].initialize(fromContentsOf: bytes[words])
                }
                return length
            }
        }
    }

    /// 2 for the "\r\n" at `offset`, else 1 (a lone "\r" or "\n").
    private static func lineBreakLength(in bytes: UTF8Bytes, at offset: Int) -> Int {
        bytes[offset] == ASCII.carriageReturn && offset + 1 < bytes.count && bytes[offset + 1] == ASCII.lineFeed ? 2 : 1
    }
}
