/// Reading and writing cue times. Times are whole milliseconds inside the parsers so that
/// a time read back from `webVTT()` is exactly the `Double` that was written.
enum Timestamp {
    /// Seconds as whole milliseconds; nil for negative, infinite or absurd times (over 100 000 hours).
    static func milliseconds(fromSeconds seconds: Double) -> Int? {
        guard seconds.isFinite, seconds >= 0, seconds < 360_000_000 else { return nil }
        return Int((seconds * 1000).rounded())
    }

    /// Milliseconds as seconds; dividing once keeps e.g. 4200 ms exactly equal to the literal 4.2.
    static func seconds(fromMilliseconds milliseconds: Int) -> Double {
        Double(milliseconds) / 1000
    }

    /// "hh:mm:ss.ttt" (hours always, at least two digits), or "mm:ss.ttt" when `hours` is false
    /// and the time is under an hour. `separator` is "." for WebVTT and "," for SubRip.
    static func format(milliseconds: Int, hours: Bool = true, separator: Character = ".") -> String {
        let ms = max(0, milliseconds)
        let h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60, t = ms % 1000
        let tail = pad(m, 2) + ":" + pad(s, 2) + String(separator) + pad(t, 3)
        return hours || h > 0 ? pad(h, 2) + ":" + tail : tail
    }

    /// A WebVTT timestamp exactly as the spec writes it: optional hours (two or more digits),
    /// two-digit minutes and seconds (0–59), a full stop and three digits.
    static func parseWebVTT(_ text: Substring) -> Int? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        let secondsPart = parts[parts.count - 1].split(separator: ".", omittingEmptySubsequences: false)
        guard secondsPart.count == 2, secondsPart[1].count == 3, let t = digits(secondsPart[1]),
              secondsPart[0].count == 2, let s = digits(secondsPart[0]), s < 60,
              parts[parts.count - 2].count == 2, let m = digits(parts[parts.count - 2]), m < 60
        else { return nil }
        var h = 0
        if parts.count == 3 {
            guard parts[0].count >= 2, let hours = digits(parts[0]) else { return nil }
            h = hours
        }
        return total(h, m, s, t)
    }

    /// A timestamp as people and tools actually write it: "1:02", "01:02.5", "0:01:02,50",
    /// "00:00:01,000". Needs minutes and seconds; the fraction is optional, with "." or ",".
    static func parseLenient(_ text: Substring) -> Int? {
        var clock = text
        var fraction: Substring = ""
        if let mark = text.firstIndex(where: { $0 == "." || $0 == "," }) {
            clock = text[..<mark]
            fraction = text[text.index(after: mark)...]
            guard !fraction.isEmpty else { return nil }
        }
        let parts = clock.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, let s = digits(parts[parts.count - 1]),
              let m = digits(parts[parts.count - 2]), s < 60
        else { return nil }
        var h = 0
        if parts.count == 3 {
            guard let hours = digits(parts[0]), m < 60 else { return nil }
            h = hours
        }
        var t = 0
        if !fraction.isEmpty {
            guard let value = digits(fraction) else { return nil }
            // A fraction of a second: ".5" is 500 ms; digits past the third are rounded.
            let count = fraction.count
            if count <= 3 {
                t = value * [100, 10, 1][count - 1]
            } else {
                guard let exact = Double("0." + fraction) else { return nil }
                t = Int((exact * 1000).rounded())
            }
        }
        return total(h, m, s, t)
    }

    private static func total(_ h: Int, _ m: Int, _ s: Int, _ t: Int) -> Int? {
        guard h < 100_000 else { return nil }
        return ((h * 60 + m) * 60 + s) * 1000 + t
    }

    /// ASCII digits only (no signs or spaces) as a number; nil if empty, not digits or too long.
    private static func digits(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count >= width ? text : String(repeating: "0", count: width - text.count) + text
    }
}
