/// Tidies plain transcript text for storage: "\n" line endings, no trailing whitespace on any
/// line, nothing blank at the start or end. Blank lines between paragraphs are kept; the
/// words themselves (any script, emoji, right-to-left text) are never changed.
enum PlainText {
    static func normalize(_ text: String) -> String {
        let lines = TextLines.split(text).map { line in
            line[..<(line.lastIndex { !$0.isWhitespace }.map(line.index(after:)) ?? line.startIndex)]
        }
        guard let first = lines.firstIndex(where: { !$0.isEmpty }),
              let last = lines.lastIndex(where: { !$0.isEmpty })
        else { return "" }
        var result = lines[first...last].joined(separator: "\n")
        // Indentation of the first line is not part of the words.
        while result.first?.isWhitespace == true { result.removeFirst() }
        return result
    }
}
