import Foundation

/// When a recording started, as ISO 8601 text: `2024-03-05`, `2024-03-05T14:30`,
/// `2024-03-05T14:30:00+01:00` or `…Z`.
///
/// The calendar day is the one *where the recording was made* (its local day), which is simply
/// the date as written; a time zone is kept when known but never shifts the day.
public struct RecordedDate: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int
    /// Seconds since local midnight, when the time is known.
    public let secondsIntoDay: Int?
    /// Offset from UTC in seconds, when known (`Z` is 0).
    public let utcOffset: Int?

    public init?(year: Int, month: Int, day: Int, secondsIntoDay: Int? = nil, utcOffset: Int? = nil) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...RecordedDate.daysIn(month: month, year: year)).contains(day) else { return nil }
        if let secondsIntoDay, !(0..<86_400).contains(secondsIntoDay) { return nil }
        if let utcOffset, abs(utcOffset) > 18 * 3600 { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.secondsIntoDay = secondsIntoDay
        self.utcOffset = utcOffset
    }

    /// The instant `date`, written as the local time of `timeZone` with its offset.
    public init(_ date: Date, in timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
        secondsIntoDay = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
        utcOffset = timeZone.secondsFromGMT(for: date)
    }

    /// `2024-03-05`: the local day, used in story ids, the calendar and year pages.
    public var dayString: String { year.zeroPadded(4) + "-" + month.zeroPadded(2) + "-" + day.zeroPadded(2) }

    /// The ISO 8601 text this date is stored as.
    public var description: String {
        guard let seconds = secondsIntoDay else { return dayString }
        var text = dayString + "T" + (seconds / 3600).zeroPadded(2) + ":" + (seconds / 60 % 60).zeroPadded(2) + ":" + (seconds % 60).zeroPadded(2)
        if let offset = utcOffset {
            if offset == 0 {
                text += "Z"
            } else {
                let sign = offset < 0 ? "-" : "+"
                text += sign + (abs(offset) / 3600).zeroPadded(2) + ":" + (abs(offset) / 60 % 60).zeroPadded(2)
            }
        }
        return text
    }

    /// The instant, for feeds and sorting across time zones (midnight UTC when only a day is known).
    public var instant: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let midnight = calendar.date(from: DateComponents(year: year, month: month, day: day)) ?? Date(timeIntervalSince1970: 0)
        return midnight.addingTimeInterval(Double((secondsIntoDay ?? 0) - (utcOffset ?? 0)))
    }

    /// Ordered by local day first, then by time of day: what a family expects on a timeline.
    public static func < (lhs: RecordedDate, rhs: RecordedDate) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.secondsIntoDay ?? -1, lhs.utcOffset ?? 0)
            < (rhs.year, rhs.month, rhs.day, rhs.secondsIntoDay ?? -1, rhs.utcOffset ?? 0)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let parsed = RecordedDate(parsing: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription:
                "\"\(text)\" is not a date; write it as 2024-03-05 or 2024-03-05T14:30:00+01:00")
        }
        self = parsed
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}

extension Int {
    /// "07" for 7 with width 2: dates and clocks are formatted for every card of every page,
    /// and `String(format:)` goes through Foundation's locale machinery each time.
    public func zeroPadded(_ width: Int) -> String {
        let digits = String(Swift.abs(self))
        let padding = String(repeating: "0", count: Swift.max(0, width - digits.count))
        return (self < 0 ? "-" : "") + padding + digits
    }
}
