import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Dates as HTTP writes them (RFC 9110 §5.6.7, IMF-fixdate): `Sun, 06 Nov 1994 08:49:37 GMT`.
enum HTTPDate {
    private static let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func text(_ seconds: Int) -> String {
        var time = time_t(seconds), parts = tm()
        gmtime_r(&time, &parts)
        func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900) "
            + "\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }

    /// The seconds since 1970 an IMF-fixdate names; nil for any other form (the obsolete forms
    /// are only ever sent back by clients that were given this one).
    static func seconds(_ text: String) -> Int? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[5] == "GMT", let day = Int(fields[1]), let month = months.firstIndex(of: String(fields[2])),
              let year = Int(fields[3]) else { return nil }
        let clock = fields[4].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3 else { return nil }
        var parts = tm()
        (parts.tm_year, parts.tm_mon, parts.tm_mday) = (Int32(year - 1900), Int32(month), Int32(day))
        (parts.tm_hour, parts.tm_min, parts.tm_sec) = (Int32(clock[0]), Int32(clock[1]), Int32(clock[2]))
        return Int(timegm(&parts))
    }
}
