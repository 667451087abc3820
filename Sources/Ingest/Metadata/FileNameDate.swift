import StoryArchive

/// Dates that recorders and phones put in file names: `2024-03-05 The day we moved.m4a`,
/// `20240305 143000-1A2B.m4a` (iPhone Voice Memos), `REC_20240305_143000.wav`,
/// `2024_03_05-14.30.00.mp3`.
enum FileNameDate {
    /// The first plausible date (and time right after it, if any) in `name`.
    static func find(in name: String) -> RecordedDate? {
        let bytes = Array(name.utf8)
        var start = 0
        while start + 8 <= bytes.count {
            // A date must not be glued to more digits on its left ("112024…" is not a date).
            if start > 0, isDigit(bytes[start - 1]) {
                start += 1
                continue
            }
            if let (date, _) = date(in: bytes, at: start) { return date }
            start += 1
        }
        return nil
    }

    private static func date(in bytes: [UInt8], at start: Int) -> (RecordedDate, Int)? {
        var position = start
        guard let year = number(bytes, &position, digits: 4), (1900...2200).contains(year) else { return nil }
        let separator = skipSeparator(bytes, &position)
        guard let month = number(bytes, &position, digits: 2) else { return nil }
        if separator { guard skipSeparator(bytes, &position) else { return nil } }
        guard let day = number(bytes, &position, digits: 2) else { return nil }
        if position < bytes.count, isDigit(bytes[position]) { return nil }
        guard let dayOnly = RecordedDate(year: year, month: month, day: day) else { return nil }

        // An optional time: " 143000", "_14-30-00", "T14.30".
        var timePosition = position
        if timePosition < bytes.count, [0x20, 0x5F, 0x2D, 0x54].contains(bytes[timePosition]) { timePosition += 1 }
        if let hour = number(bytes, &timePosition, digits: 2), hour < 24 {
            let timeSeparator = skipSeparator(bytes, &timePosition, allowDot: true)
            if let minute = number(bytes, &timePosition, digits: 2), minute < 60 {
                var second = 0
                var afterMinute = timePosition
                if !timeSeparator || skipSeparator(bytes, &afterMinute, allowDot: true),
                   let value = number(bytes, &afterMinute, digits: 2), value < 60 {
                    second = value
                    timePosition = afterMinute
                }
                if timePosition >= bytes.count || !isDigit(bytes[timePosition]),
                   let withTime = RecordedDate(year: year, month: month, day: day,
                                               secondsIntoDay: hour * 3600 + minute * 60 + second) {
                    return (withTime, timePosition)
                }
            }
        }
        return (dayOnly, position)
    }

    private static func number(_ bytes: [UInt8], _ position: inout Int, digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for index in position..<position + digits {
            guard isDigit(bytes[index]) else { return nil }
            value = value * 10 + Int(bytes[index] - 48)
        }
        position += digits
        return value
    }

    private static func skipSeparator(_ bytes: [UInt8], _ position: inout Int, allowDot: Bool = false) -> Bool {
        guard position < bytes.count else { return false }
        let byte = bytes[position]
        if byte == 0x2D || byte == 0x5F || (allowDot && (byte == 0x2E || byte == 0x3A)) {
            position += 1
            return true
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }
}
