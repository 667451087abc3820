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
        let separator = Array(separator.utf8)
        return String(unsafeUninitializedCapacity: maxLength + separator.count) { out in
            write(milliseconds, hours: hours, separator: separator, into: out, at: 0)
        }
    }

    /// A cue's timing line, "start --> end", made in one piece: a transcript writes one per cue.
    static func timing(from start: Int, to end: Int, hours: Bool = true) -> String {
        String(unsafeUninitializedCapacity: 2 * (maxLength + 1) + 5) { out in
            var length = write(start, hours: hours, separator: fullStop, into: out, at: 0)
            length = out[length...].initialize(fromContentsOf: " --> ".utf8)
            return write(end, hours: hours, separator: fullStop, into: out, at: length)
        }
    }

    /// The most bytes a time takes without its separator: up to 13 digits of hours (any `Int`
    /// of milliseconds), two colons, minutes, seconds and milliseconds.
    private static let maxLength = 22
    private static let fullStop = [UInt8(ascii: ".")]

    /// Writes the time's digits straight into `out` at `start`; returns where they end.
    private static func write(_ milliseconds: Int, hours: Bool, separator: [UInt8],
                              into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        let ms = max(0, milliseconds)
        let h = ms / 3_600_000, m = ms / 60_000 % 60, s = ms / 1000 % 60, t = ms % 1000
        var length = start
        func put(_ value: Int, width: Int) {
            var digits = 1
            var rest = value / 10
            while rest > 0 { digits += 1; rest /= 10 }
            var remaining = value
            for offset in (0..<max(width, digits)).reversed() {
                out[length + offset] = 0x30 + UInt8(remaining % 10)
                remaining /= 10
            }
            length += max(width, digits)
        }
        func put(_ bytes: some Sequence<UInt8>) {
            for byte in bytes {
                out[length] = byte
                length += 1
            }
        }
        if hours || h > 0 {
            put(h, width: 2)
            put(":".utf8)
        }
        put(m, width: 2)
        put(":".utf8)
        put(s, width: 2)
        put(separator)
        put(t, width: 3)
        return length
    }

    /// A WebVTT timestamp exactly as the spec writes it: optional hours (two or more digits),
    /// two-digit minutes and seconds (0–59), a full stop and three digits.
    static func parseWebVTT(_ text: Substring) -> Int? {
        text.withUTF8Bytes { parseWebVTT($0[...]) }
    }

    /// A timestamp as people and tools actually write it: "1:02", "01:02.5", "0:01:02,50",
    /// "00:00:01,000". Needs minutes and seconds; the fraction is optional, with "." or ",".
    static func parseLenient(_ text: Substring) -> Int? {
        text.withUTF8Bytes { parseLenient($0[...]) }
    }

    // Timestamps are read from the bytes: a time is only ASCII digits and marks, and any other
    // byte lands in a field that `digits` refuses, as it did when Characters were read.
    typealias Bytes = Slice<UTF8Bytes>

    static func parseWebVTT(_ text: Bytes) -> Int? {
        guard let clock = clockFields(text), let stop = clock.seconds.firstIndex(of: period) else { return nil }
        let whole = clock.seconds[..<stop], fraction = clock.seconds[(stop + 1)...]
        guard fraction.count == 3, let t = digits(fraction),
              whole.count == 2, let s = digits(whole), s < 60,
              clock.minutes.count == 2, let m = digits(clock.minutes), m < 60
        else { return nil }
        var h = 0
        if let hours = clock.hours {
            guard hours.count >= 2, let value = digits(hours) else { return nil }
            h = value
        }
        return total(h, m, s, t)
    }

    static func parseLenient(_ text: Bytes) -> Int? {
        var clockBytes = text
        var fraction = text[text.endIndex...]
        if let mark = text.firstIndex(where: { $0 == period || $0 == comma }) {
            clockBytes = text[..<mark]
            fraction = text[(mark + 1)...]
            guard !fraction.isEmpty else { return nil }
        }
        guard let clock = clockFields(clockBytes), let s = digits(clock.seconds), let m = digits(clock.minutes), s < 60
        else { return nil }
        var h = 0
        if let hours = clock.hours {
            guard let value = digits(hours), m < 60 else { return nil }
            h = value
        }
        var t = 0
        if !fraction.isEmpty {
            guard let value = digits(fraction) else { return nil }
            // A fraction of a second: ".5" is 500 ms; digits past the third are rounded.
            let count = fraction.count
            if count <= 3 {
                t = value * [100, 10, 1][count - 1]
            } else {
                guard let exact = Double("0." + String(decoding: fraction, as: UTF8.self)) else { return nil }
                t = Int((exact * 1000).rounded())
            }
        }
        return total(h, m, s, t)
    }

    private static func total(_ h: Int, _ m: Int, _ s: Int, _ t: Int) -> Int? {
        guard h < 100_000 else { return nil }
        return ((h * 60 + m) * 60 + s) * 1000 + t
    }

    private static let colon = UInt8(ascii: ":"), period = UInt8(ascii: "."), comma = UInt8(ascii: ",")

    /// The ":"-separated fields of a clock when there are two ("m:s") or three ("h:m:s").
    private static func clockFields(_ text: Bytes) -> (hours: Bytes?, minutes: Bytes, seconds: Bytes)? {
        guard let first = text.firstIndex(of: colon) else { return nil }
        let rest = text[(first + 1)...]
        guard let second = rest.firstIndex(of: colon) else { return (nil, text[..<first], rest) }
        let seconds = rest[(second + 1)...]
        return seconds.contains(colon) ? nil : (text[..<first], rest[..<second], seconds)
    }

    /// ASCII digits only (no signs or spaces) as a number; nil if empty, not digits or too long.
    private static func digits(_ text: Bytes) -> Int? {
        guard !text.isEmpty, text.count <= 9 else { return nil }
        var value = 0
        for byte in text {
            guard ASCII.isDigit(byte) else { return nil }
            value = value * 10 + Int(byte - 0x30)
        }
        return value
    }
}
