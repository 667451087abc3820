/// Reads SubRip (.srt): numbered blocks of "00:00:01,000 --> 00:00:04,000" and text.
///
/// SubRip has no spec, so it is read by its timing lines alone: the text of a cue is
/// everything up to the next timing line, less that cue's number. That survives missing
/// numbers, stray blank lines (even inside a cue) and CRLF. Timings with "." instead of ","
/// or without hours are accepted silently (players accept them too); a timing that cannot
/// be read loses its cue, with a warning. Formatting tags (<i>, <b>, <u>, <s>, <font …>)
/// and {\an8}-style positioning codes are removed.
enum SubRipParser {
    static func parse(_ text: String) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        try parse(lines: TextLines.split(text))
    }

    /// Parses the lines if they look like SubRip (a timing line with a "," before its
    /// milliseconds); nil otherwise. Lets the WebVTT reader cope with a renamed .srt file.
    static func parseIfSubRip(_ lines: [Substring]) throws(TranscriptError) -> (Transcript, warnings: [String])? {
        let isSubRip = lines.prefix(50).contains { line in
            guard let arrow = line.firstRange(of: "-->") else { return false }
            return line[..<arrow.lowerBound].contains(",")
        }
        return isSubRip ? try parse(lines: lines) : nil
    }

    private static func parse(lines: [Substring]) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        var collector = CueCollector()
        let timingLines = lines.indices.filter { CueTiming.looksLikeTiming(lines[$0]) }
        let before = timingLines.first ?? lines.endIndex
        let leadingLine = lines[..<before].firstIndex { !TextLines.isBlank($0) && !isNumber($0) }

        for (position, index) in timingLines.enumerated() {
            let next = position + 1 < timingLines.count ? timingLines[position + 1] : lines.endIndex
            let line = lines[index].trimmingSpaces()
            guard let timing = CueTiming.parse(line) else {
                collector.skip("the cue timing '\(line)' cannot be read",
                               hint: "write it like 00:00:01,000 --> 00:00:04,000", line: index + 1)
                continue
            }
            var body = Array(lines[(index + 1)..<next])
            dropCueNumber(&body, isLastCue: next == lines.endIndex)
            collector.add(start: timing.start, end: timing.end, text: stripTags(textLines(body)),
                          speaker: nil, line: index + 1)
        }

        let cues = collector.sortedCues()
        if cues.isEmpty {
            if let error = collector.nothingReadableError() { throw error }
            let words = PlainText.normalize(stripTags(lines.joined(separator: "\n")))
            if words.isEmpty { throw TranscriptError.empty }
            collector.warn("the file has words but no cue timings; it was kept as plain text",
                           hint: "add timings like 00:00:01,000 --> 00:00:04,000 to link the words to the recording")
            return (Transcript(text: words), collector.warnings)
        }
        if let leadingLine {
            collector.warn("words before the first cue timing were left out",
                           hint: "put a cue timing above them", line: leadingLine + 1)
        }
        return (Transcript(cues: cues), collector.warnings)
    }

    /// The number of the next cue sits at the end of this cue's lines: the last non-blank
    /// line, if it is only digits and is not the cue's only line of words.
    private static func dropCueNumber(_ body: inout [Substring], isLastCue: Bool) {
        guard !isLastCue else { return }
        while let last = body.last, TextLines.isBlank(last) { body.removeLast() }
        guard let last = body.last, isNumber(last) else { return }
        let words = body.dropLast().filter { !TextLines.isBlank($0) }
        if !words.isEmpty { body.removeLast() }
    }

    private static func isNumber(_ line: Substring) -> Bool {
        let trimmed = line.trimmingSpaces()
        return !trimmed.isEmpty && trimmed.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func textLines<C: Collection<Substring>>(_ lines: C) -> String {
        TextLines.tidyCueText(lines.joined(separator: "\n"))
    }

    /// Removes SubRip formatting tags and {\…} codes; any other "<" is kept as written.
    static func stripTags(_ text: String) -> String {
        let tagNames: Set<String> = ["i", "b", "u", "s", "font"]
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<", let close = text[index...].firstIndex(of: ">") {
                let inside = text[text.index(after: index)..<close].drop { $0 == "/" }
                let name = inside.prefix { $0.isLetter }
                let rest = inside.dropFirst(name.count)
                if tagNames.contains(name.lowercased()), rest.isEmpty || rest.first == " ", !rest.contains("\n") {
                    index = text.index(after: close)
                    continue
                }
            }
            if character == "{", text[index...].dropFirst().first == "\\", let close = text[index...].firstIndex(of: "}") {
                index = text.index(after: close)
                continue
            }
            result.append(character)
            index = text.index(after: index)
        }
        return result
    }
}
