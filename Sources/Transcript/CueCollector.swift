/// Gathers the cues of one file and the problems found on the way, so that every format
/// applies the same rules: no empty cues, an end never before its start, cues in time order.
struct CueCollector {
    private(set) var cues: [Cue] = []
    /// Problems that did not stop the parse, in file order.
    private(set) var issues: [TranscriptError] = []
    /// The first cue that had to be left out, reported if no cue at all could be read.
    private(set) var firstSkipped: TranscriptError?
    /// How many cues had to be left out.
    private(set) var skippedCount = 0

    /// Adds a cue; text is tidied and an empty cue is dropped quietly (nothing is lost).
    mutating func add(start: Int, end: Int, text: String, speaker: String?, line: Int?, place: String? = nil) {
        let tidy = TextLines.tidyCueText(text)
        guard !tidy.isEmpty else { return }
        var end = end
        if end < start {
            warn(
                "the cue ends (\(Timestamp.format(milliseconds: end))) before it starts "
                    + "(\(Timestamp.format(milliseconds: start))); its end was set to its start",
                hint: "check the timing", line: line, place: place)
            end = start
        }
        cues.append(Cue(
            start: Timestamp.seconds(fromMilliseconds: start), end: Timestamp.seconds(fromMilliseconds: end),
            text: tidy, speaker: speaker))
    }

    /// Adds text that belongs to the last cue (e.g. after a stray blank line); false if there is none.
    mutating func appendToLastCue(_ text: String) -> Bool {
        guard let last = cues.indices.last else { return false }
        let tidy = TextLines.tidyCueText(text)
        if !tidy.isEmpty { cues[last].text += "\n" + tidy }
        return true
    }

    /// Records a problem that was worked around.
    mutating func warn(_ message: String, hint: String = "", line: Int? = nil, place: String? = nil) {
        issues.append(TranscriptError(message: Self.placed(message, place), hint: hint, line: line))
    }

    /// Records a cue that had to be left out.
    mutating func skip(_ message: String, hint: String, line: Int? = nil, place: String? = nil) {
        let issue = TranscriptError(message: Self.placed(message, place) + "; this cue was left out", hint: hint, line: line)
        issues.append(issue)
        skippedCount += 1
        if firstSkipped == nil {
            firstSkipped = TranscriptError(message: Self.placed(message, place), hint: hint, line: line)
        }
    }

    /// The cues in time order (a stable sort keeps cues with the same start in file order),
    /// with a warning if they were not already in order.
    mutating func sortedCues() -> [Cue] {
        // Files are nearly always in order already, and then there is nothing to sort.
        if zip(cues, cues.dropFirst()).allSatisfy({ $0.start <= $1.start }) { return cues }
        let sorted = cues.enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        if sorted != cues {
            warn("the cues were not in time order; they were sorted by start time")
        }
        return sorted
    }

    /// The error to throw when no cue could be read although some were there.
    func nothingReadableError() -> TranscriptError? {
        guard let first = firstSkipped else { return nil }
        let summary = skippedCount == 1 ? "the only cue could not be read" : "none of the \(skippedCount) cues could be read"
        return TranscriptError(message: summary + ": " + first.message, hint: first.hint, line: first.line)
    }

    /// The warnings as text, each like "line 7: what — what to do"; past the first few, how many more.
    var warnings: [String] {
        let shown = issues.prefix(TranscriptLimits.maxWarnings).map(\.description)
        let more = issues.count - shown.count
        return more > 0 ? shown + ["and \(more) more problems like these"] : shown
    }

    /// "segment 3: what" for formats without lines (JSON).
    private static func placed(_ message: String, _ place: String?) -> String {
        place.map { "\($0): \(message)" } ?? message
    }
}
