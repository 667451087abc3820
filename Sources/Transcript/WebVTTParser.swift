/// Reads WebVTT (https://www.w3.org/TR/webvtt1/) as a person would: by the spec where the
/// file follows it, and forgiving the slips people make when they edit captions by hand.
///
/// Tolerated, with a warning: no "WEBVTT" line; timings like "0:01.5 -> 0:03"; an end before
/// its start; words split from their cue by a stray blank line (kept with the cue before);
/// cues out of order; a .vtt that is really SubRip. Left out, with a warning naming the line:
/// a cue whose timing cannot be read. Thrown: no words at all, or no cue that could be read.
struct WebVTTParser {
    /// The file's text, for messages and for the rare Character-level checks.
    private let text: Substring
    /// The text's UTF-8 bytes, where lines are found and read: valid while `parse` runs, which
    /// is as long as a parser lives.
    private let bytes: UTF8Bytes
    /// Each line as a range of `bytes`, without its line break.
    private let lines: [Range<Int>]
    private var collector = CueCollector()
    private var language: String?
    /// Words outside any cue; they become a plain transcript if the file has no cue at all.
    private var looseText: [(line: Int, text: String)] = []

    static func parse(_ text: String) throws(TranscriptError) -> (Transcript, warnings: [String]) {
        let body = TextLines.withoutByteOrderMarks(text)
        return try body.withUTF8Bytes { bytes in
            var parser = WebVTTParser(text: body, bytes: bytes, lines: TextLines.lineRanges(in: bytes))
            return Result { () throws(TranscriptError) in try parser.run() }
        }.get()
    }

    private init(text: Substring, bytes: UTF8Bytes, lines: [Range<Int>]) {
        self.text = text
        self.bytes = bytes
        self.lines = lines
    }

    private func line(_ index: Int) -> Substring {
        text[offsets: lines[index]]
    }

    private func lineBytes(_ index: Int) -> UTF8Bytes {
        UTF8Bytes(rebasing: bytes[lines[index]])
    }

    private func isBlank(_ index: Int) -> Bool {
        TextLines.isBlank(bytes[lines[index]])
    }

    // The lines' text is passed for the rare Character-level checks, and only made when asked for
    // (from locals: a closure that captured `self` would copy the parser).

    private func looksLikeTiming(_ index: Int) -> Bool {
        let text = text, line = lines[index]
        return CueTiming.looksLikeTiming(lineBytes(index), text[offsets: line])
    }

    private func containsArrow(_ index: Int) -> Bool {
        let text = text, line = lines[index]
        return CueTiming.containsArrow(lineBytes(index), text[offsets: line])
    }

    /// The timing of a line already trimmed of spaces.
    private func timing(_ line: Range<Int>) -> CueTiming? {
        let text = text
        return CueTiming.parse(UTF8Bytes(rebasing: bytes[line]), text[offsets: line])
    }

    private mutating func run() throws(TranscriptError) -> (Transcript, warnings: [String]) {
        var index = lines.indices.first { !isBlank($0) } ?? lines.endIndex
        if index < lines.endIndex, Self.isKeywordLine(line(index), "WEBVTT") {
            index = readHeader(from: index)
        } else if let (transcript, warnings) = try SubRipParser.parseIfSubRip(lines.indices.map { line($0) }) {
            return (transcript, ["this .vtt file is written as SubRip (.srt); it was read as SubRip"] + warnings)
        } else if index < lines.endIndex {
            collector.warn("the file does not start with \"WEBVTT\"; it was read as WebVTT anyway",
                           hint: "add a first line \"WEBVTT\"", line: index + 1)
        }
        while index < lines.endIndex {
            if isBlank(index) {
                index += 1
                continue
            }
            var end = index
            while end < lines.endIndex, !isBlank(end) { end += 1 }
            readBlock(index..<end)
            index = end
        }
        return try finish()
    }

    /// Skips the "WEBVTT" line and the header lines under it, noting a "Language:" line
    /// (YouTube writes one). Returns where the blocks begin.
    private mutating func readHeader(from start: Int) -> Int {
        var index = start + 1
        while index < lines.endIndex, !isBlank(index) {
            // A timing line right under the header means the blank line was forgotten.
            if looksLikeTiming(index) { return index }
            let line = line(index)
            if let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "language" {
                let value = line[line.index(after: colon)...].trimmingSpaces()
                if !value.isEmpty { language = String(value) }
            }
            index += 1
        }
        return index
    }

    /// One block: a cue (optional identifier, timing, text), a NOTE, STYLE or REGION, or loose words.
    /// A timing line inside a cue's text starts the next cue (the spec's rule, which also rescues
    /// cues whose separating blank line was forgotten), so one block may hold several cues.
    private mutating func readBlock(_ block: Range<Int>) {
        var start = block.lowerBound
        while start < block.upperBound {
            let timingIndex: Int
            if looksLikeTiming(start) {
                timingIndex = start
            } else if start + 1 < block.upperBound, looksLikeTiming(start + 1) {
                timingIndex = start + 1  // the line before is the cue identifier
            } else {
                let first = line(start)
                if !["NOTE", "STYLE", "REGION"].contains(where: { Self.isKeywordLine(first, $0) }) {
                    keepLooseText(start..<block.upperBound)
                }
                return
            }
            var textEnd = timingIndex + 1
            while textEnd < block.upperBound, !containsArrow(textEnd) { textEnd += 1 }
            readCue(timing: timingIndex, text: (timingIndex + 1)..<textEnd)
            start = textEnd
        }
    }

    private mutating func readCue(timing index: Int, text textLines: Range<Int>) {
        let timingLine = bytes.trimmingSpaces(lines[index])
        let example = "write it like 00:00:01.000 --> 00:00:04.500"
        guard let timing = timing(timingLine) else {
            collector.skip("the cue timing '\(text[offsets: timingLine])' cannot be read", hint: example, line: index + 1)
            return
        }
        if !timing.isStandardWebVTT {
            let line = text[offsets: timingLine]
            let hours = line.prefix { $0 != "-" && $0 != " " }.filter { $0 == ":" }.count == 2
            collector.warn("the cue timing '\(line)' is not WebVTT (expected \(timing.webVTTText(hours: hours)))",
                           hint: "it was read as that", line: index + 1)
        }
        let cue = WebVTTCueText(parsing: joinedText(textLines))
        collector.add(start: timing.start, end: timing.end, text: cue.text, speaker: cue.speaker, line: index + 1)
    }

    /// The text of the lines joined by "\n", as one String.
    private func joinedText(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let length = range.reduce(range.count - 1) { $0 + lines[$1].count }
        return String(unsafeUninitializedCapacity: length) { joined in
            var written = 0
            for index in range {
                if index > range.lowerBound {
                    joined[written] = ASCII.lineFeed
                    written += 1
                }
                written = joined[written...].initialize(fromContentsOf: bytes[lines[index]])
            }
            return written
        }
    }

    /// Words in a block without a timing: most often a blank line typed inside a cue, so they
    /// stay with the cue before. Before the first cue they are kept aside.
    private mutating func keepLooseText(_ block: Range<Int>) {
        let words = WebVTTCueText(parsing: joinedText(block)).text
        if collector.appendToLastCue(words) {
            collector.warn("these words have no cue timing above them; they were added to the cue before",
                           hint: "remove the blank line above them if they belong to it", line: block.lowerBound + 1)
        } else {
            looseText.append((block.lowerBound + 1, words))
        }
    }

    private mutating func finish() throws(TranscriptError) -> (Transcript, warnings: [String]) {
        let cues = collector.sortedCues()
        if cues.isEmpty {
            if let error = collector.nothingReadableError() { throw error }
            let words = PlainText.normalize(looseText.map(\.text).joined(separator: "\n\n"))
            if words.isEmpty { throw TranscriptError.empty }
            collector.warn("the file has words but no cue timings; it was kept as plain text",
                           hint: "add timings like 00:00:01.000 --> 00:00:04.500 to link the words to the recording")
            return (Transcript(text: words, language: language), collector.warnings)
        }
        for loose in looseText {
            collector.warn("these words are not in a cue; they were left out",
                           hint: "put a cue timing above them", line: loose.line)
        }
        return (Transcript(cues: cues, language: language), collector.warnings)
    }

    /// "WEBVTT", "NOTE" …: the keyword alone or followed by a space or tab.
    static func isKeywordLine(_ line: Substring, _ keyword: String) -> Bool {
        guard line.hasPrefix(keyword) else { return false }
        let after = line.dropFirst(keyword.count)
        return after.isEmpty || after.first == " " || after.first == "\t"
    }
}
