/// Tidies plain transcript text for storage: "\n" line endings, no trailing whitespace on any
/// line, nothing blank at the start or end. Blank lines between paragraphs are kept; the
/// words themselves (any script, emoji, right-to-left text) are never changed.
enum PlainText {
    static func normalize(_ text: String) -> String {
        let lines = TextLines.split(text).map(withoutTrailingWhitespace)
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
              let last = lines.lastIndex(where: { !$0.isEmpty })
        else { return "" }
        var result = lines[first...last].joined(separator: "\n")
        // Indentation of the first line is not part of the words.
        while result.first?.isWhitespace == true { result.removeFirst() }
        return result
    }

    private static func withoutTrailingWhitespace(_ line: Substring) -> Substring {
        // Most lines end in an ASCII letter or mark; only a prepended mark could join it, and those
        // are not whitespace, so such a line keeps its end without a walk over its Characters.
        if let last = line.utf8.last, last < 0x80, !isASCIIWhitespace(last) { return line }
        return line[..<(line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? line.startIndex)]
    }

    /// The ASCII Characters Swift counts as whitespace: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        (0x09...0x0D).contains(byte) || byte == ASCII.space
    }
}
