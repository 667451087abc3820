/// Tidies plain transcript text for storage: "\n" line endings, no trailing whitespace on any
/// line, nothing blank at the start or end. Blank lines between paragraphs are kept; the
/// words themselves (any script, emoji, right-to-left text) are never changed.
enum PlainText {
    static func normalize(_ text: String) -> String {
        let body = TextLines.withoutByteOrderMarks(text)
        // Lines are found, trimmed and joined as byte ranges: as an array of `Substring`s joined
        // with `joined(separator:)` they cost more than the parsing of a timed transcript.
        var result = body.withUTF8Bytes { bytes -> String in
            var lines: [Range<Int>] = []
            TextLines.forEachLine(in: bytes) { lines.append(withoutTrailingWhitespace($0, in: bytes, of: body)) }
            guard let first = lines.firstIndex(where: { !$0.isEmpty }),
                  let last = lines.lastIndex(where: { !$0.isEmpty })
            else { return "" }
            let kept = lines[first...last]
            // The kept lines, one "\n" between each two.
            return String(unsafeUninitializedCapacity: kept.reduce(kept.count - 1) { $0 + $1.count }) { out in
                var length = 0
                for index in kept.indices {
                    if index > first {
                        out[length] = ASCII.lineFeed
                        length += 1
                    }
                    length = out[length...].initialize(fromContentsOf: bytes[kept[index]])
                }
                return length
            }
        }
        // Indentation of the first line is not part of the words.
        while result.first?.isWhitespace == true { result.removeFirst() }
        return result
    }

    /// The line (bytes `line` of `body`) without its trailing whitespace.
    private static func withoutTrailingWhitespace(_ line: Range<Int>, in bytes: UTF8Bytes, of body: Substring) -> Range<Int> {
        // Most lines end in an ASCII letter or mark; only a prepended mark could join it, and those
        // are not whitespace, so such a line keeps its end without a walk over its Characters.
        if let last = line.last, bytes[last] < 0x80, !isASCIIWhitespace(bytes[last]) { return line }
        let text = body[offsets: line]
        let words = text[..<(text.lastIndex { !$0.isWhitespace }.map(text.index(after:)) ?? text.startIndex)]
        return line.lowerBound..<(line.lowerBound + words.utf8.count)
    }

    /// The ASCII Characters Swift counts as whitespace: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == ASCII.space
    }
}
