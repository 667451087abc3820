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
        line.withUTF8Bytes { looksLikeTiming($0, line) }
    }

    /// `looksLikeTiming` of a line given as its bytes, and as text for the rare Character-level checks.
    static func looksLikeTiming(_ bytes: UTF8Bytes, _ line: @autoclosure () -> Substring) -> Bool {
        if containsArrow(bytes, line()) { return true }
        guard let first = line().first(where: { $0 != " " && $0 != "\t" }), first.isASCII, first.isNumber
        else { return false }
        // The bytes first: Foundation's `contains` is slow, and finds nothing the bytes lack.
        return arrows.contains { bytes.firstRange(of: $0.utf8) != nil && line().contains($0) }
    }

    /// Whether the line has "-->" anywhere: the test that ends a cue's text. Answers as
    /// `line.contains("-->")` (Foundation's) does, which is asked itself only when the bytes
    /// leave it open: the first "-->" sits next to a non-ASCII byte.
    static func containsArrow(_ bytes: UTF8Bytes, _ line: @autoclosure () -> Substring) -> Bool {
        guard let arrow = bytes.firstRange(of: "-->".utf8) else { return false }
        return bytes.hasASCIIAround(arrow) || line().contains("-->")
    }

    /// Reads a timing line; cue settings after the end time are ignored.
    /// Returns nil when the two times cannot be made out.
    static func parse(_ line: Substring) -> CueTiming? {
        line.withUTF8Bytes { parse($0, line) }
    }

    /// `parse` of a line given as its bytes, and as text for the rare Character-level checks.
    static func parse(_ bytes: UTF8Bytes, _ line: @autoclosure () -> Substring) -> CueTiming? {
        for arrow in arrows {
            guard let range = firstRange(of: arrow, in: bytes, line()) else { continue }
            let left = bytes.trimmingSpaces(0..<range.lowerBound)
            let rest = bytes.trimmingSpaces(range.upperBound..<bytes.count)
            let right = rest.lowerBound..<(firstSpaceOrTab(in: rest, bytes) ?? rest.upperBound)
            // A WebVTT time reads the same leniently, so the usual time is read once.
            let webVTTStart = Timestamp.parseWebVTT(bytes[left]), webVTTEnd = Timestamp.parseWebVTT(bytes[right])
            guard let start = webVTTStart ?? Timestamp.parseLenient(bytes[left]),
                  let end = webVTTEnd ?? Timestamp.parseLenient(bytes[right])
            else { return nil }
            // Both times are ASCII (`Timestamp` reads nothing else), so the bytes next to the
            // arrow are whole Characters.
            let standard = arrow == "-->" && webVTTStart != nil && webVTTEnd != nil
                && range.lowerBound > 0 && ASCII.isSpaceOrTab(bytes[range.lowerBound - 1])
                && range.upperBound < bytes.count && ASCII.isSpaceOrTab(bytes[range.upperBound])
            return CueTiming(start: start, end: end, isStandardWebVTT: standard)
        }
        return nil
    }

    /// The line as WebVTT wants it, keeping the hours only if the original had them or needs them.
    func webVTTText(hours: Bool) -> String {
        Timestamp.timing(from: start, to: end, hours: hours)
    }

    /// `line.firstRange(of: arrow)` as byte offsets: the first place the arrow is made of whole
    /// Characters. The String is asked only when the first match in the bytes is next to non-ASCII.
    private static func firstRange(of arrow: String, in bytes: UTF8Bytes, _ line: @autoclosure () -> Substring) -> Range<Int>? {
        guard let range = bytes.firstRange(of: arrow.utf8) else { return nil }
        if bytes.hasASCIIAround(range) { return range }
        let line = line()
        return line.firstRange(of: arrow).map {
            line.utf8.distance(from: line.startIndex, to: $0.lowerBound)..<line.utf8.distance(from: line.startIndex, to: $0.upperBound)
        }
    }

    /// The first space or tab Character in `range` (what ends the end time).
    private static func firstSpaceOrTab(in range: Range<Int>, _ bytes: UTF8Bytes) -> Int? {
        var from = range.lowerBound
        while let offset = bytes.firstOffset(in: from..<range.upperBound, where: ASCII.isSpaceOrTab) {
            if bytes.standsAlone(offset) { return offset }
            from = offset + 1
        }
        return nil
    }
}
