import Foundation
import StoryCore
import StoryArchive

/// Dates and durations as a listener reads them: "Tuesday 5 March 2024", "3 min 7 s".
/// English wording; the archive's `language` still goes into `lang` for screen readers.
package enum DisplayText {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July",
                             "August", "September", "October", "November", "December"]
    static let weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// "5 March 2024".
    package static func date(_ date: RecordedDate) -> String {
        "\(date.day) \(monthNames[date.month - 1]) \(date.year)"
    }

    /// "Tuesday 5 March 2024".
    static func longDate(_ date: RecordedDate) -> String {
        "\(weekdayNames[weekday(year: date.year, month: date.month, day: date.day)]) " + self.date(date)
    }

    /// A photo's date as the family wrote it, read as a person says it: "9 June 1962",
    /// "June 1962"; anything else ("1962", "summer 1962") as written.
    package static func photoDate(_ text: String) -> String {
        if let day = RecordedDate(parsing: text), day.secondsIntoDay == nil { return date(day) }
        let parts = text.split(separator: "-")
        if parts.count == 2, parts[0].count == 4, let year = Int(parts[0]), let month = Int(parts[1]), (1...12).contains(month) {
            return self.month(year: year, month: month)
        }
        return text
    }

    /// "Rose", "Rose and Joe", "Ann, Rose and Joe".
    package static func listed(_ items: [String]) -> String {
        guard items.count > 1, let last = items.last else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + last
    }

    /// "March 2024".
    package static func month(year: Int, month: Int) -> String {
        "\(monthNames[month - 1]) \(year)"
    }

    /// "3 min 7 s", "45 s", "1 h 2 min".
    package static func duration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600, minutes = total / 60 % 60, secs = total % 60
        if hours > 0 { return minutes > 0 ? "\(hours) h \(minutes) min" : "\(hours) h" }
        if minutes > 0 { return secs > 0 ? "\(minutes) min \(secs) s" : "\(minutes) min" }
        return "\(secs) s"
    }

    /// "PT3M7S", "PT1H2M5S": the ISO 8601 duration for `<time datetime>` and schema.org's `duration`.
    static func isoDuration(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        return "PT" + (total >= 3600 ? "\(total / 3600)H" : "") + "\(total / 60 % 60)M\(total % 60)S"
    }

    /// "67.250": seconds with milliseconds, for media fragments (`#t=67.250`). Cue times are
    /// whole milliseconds, so rounding to them loses nothing.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((max(0, value) * 1000).rounded())
        return "\(milliseconds / 1000)." + (milliseconds % 1000).zeroPadded(3)
    }

    /// "1:07" or "1:02:03": a cue's timestamp.
    static func clock(_ seconds: Double) -> String {
        ClockText.of(seconds: seconds)
    }

    /// "1.2 MB".
    package static func bytes(_ count: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB"]
        var value = Double(count)
        var unit = 0
        while value >= 1000, unit < units.count - 1 {
            value /= 1000
            unit += 1
        }
        // One decimal by hand: `String(format:)` was a tenth of publishing a story on a rebuild.
        let tenths = Int((value * 10).rounded(.toNearestOrEven))
        return unit == 0 ? "\(count) bytes" : "\(tenths / 10).\(tenths % 10) \(units[unit])"
    }

    /// 0 = Sunday (Sakamoto's method; no Calendar needed, so no time zone can shift it).
    static func weekday(year: Int, month: Int, day: Int) -> Int {
        let offsets = [0, 3, 2, 5, 0, 3, 5, 1, 4, 6, 2, 4]
        let y = month < 3 ? year - 1 : year
        return (y + y / 4 - y / 100 + y / 400 + offsets[month - 1] + day) % 7
    }

    /// 0 for a Monday … 6 for a Sunday: a day's column in a calendar whose weeks start on Monday.
    package static func sinceMonday(year: Int, month: Int, day: Int) -> Int {
        (weekday(year: year, month: month, day: day) + 6) % 7
    }

    /// A month as the rows of a calendar whose weeks start on Monday: each day's number, nil for
    /// the blank cells before the 1st and after the last day.
    package static func weeks(year: Int, month: Int) -> [[Int?]] {
        let lead: [Int?] = Array(repeating: nil, count: sinceMonday(year: year, month: month, day: 1))
        let cells = lead + (1...daysIn(year: year, month: month)).map { Optional($0) }
        let padded = cells + Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: padded.count, by: 7).map { Array(padded[$0..<$0 + 7]) }
    }

    /// 28 to 31.
    package static func daysIn(year: Int, month: Int) -> Int {
        (28...31).last { RecordedDate(year: year, month: month, day: $0) != nil } ?? 28
    }
}
