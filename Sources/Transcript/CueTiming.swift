/// A cue timing line such as "00:00:01.000 --> 00:00:04.500 align:start".
struct CueTiming: Equatable {
    /// Start and end in milliseconds.
    var start: Int
    var end: Int
    /// Whether the line was written exactly as the WebVTT spec asks.
    var isStandardWebVTT: Bool

    /// The arrows people type instead of "-->"; the real one is first so it wins.
    private static let arrows = ["-->", "->", "—>", "–>", "=>"]

    /// Whether a line is meant as a timing line, even a broken one: it has "-->", or it starts
    /// with a digit and has some other arrow. A broken one is reported rather than read as words.
    static func looksLikeTiming(_ line: Substring) -> Bool {
        if line.contains("-->") { return true }
        guard let first = line.first(where: { $0 != " " && $0 != "\t" }), first.isASCII, first.isNumber
        else { return false }
        return arrows.contains { line.contains($0) }
    }

    /// Reads a timing line; cue settings after the end time are ignored.
    /// Returns nil when the two times cannot be made out.
    static func parse(_ line: Substring) -> CueTiming? {
        for arrow in arrows {
            guard let range = line.firstRange(of: arrow) else { continue }
            let left = line[..<range.lowerBound].trimmingSpaces()
            let rest = line[range.upperBound...].trimmingSpaces()
            let right = rest.prefix { $0 != " " && $0 != "\t" }
            guard let start = Timestamp.parseLenient(left), let end = Timestamp.parseLenient(right) else {
                return nil
            }
            let standard = arrow == "-->" && Timestamp.parseWebVTT(left) != nil && Timestamp.parseWebVTT(right) != nil
                && line[..<range.lowerBound].last.map({ $0 == " " || $0 == "\t" }) == true
                && line[range.upperBound...].first.map({ $0 == " " || $0 == "\t" }) == true
            return CueTiming(start: start, end: end, isStandardWebVTT: standard)
        }
        return nil
    }

    /// The line as WebVTT wants it, keeping the hours only if the original had them or needs them.
    func webVTTText(hours: Bool) -> String {
        Timestamp.format(milliseconds: start, hours: hours) + " --> " + Timestamp.format(milliseconds: end, hours: hours)
    }
}

extension Substring {
    /// Without spaces and tabs at either end (only those: other whitespace may be meant).
    func trimmingSpaces() -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
