import Foundation

extension ClockText {
    /// The seconds in a time as a keeper types one: "12:40", "1:02:05", "760" or "12:40.5";
    /// nil when it is none (minutes and seconds after the first part stay under 60).
    public static func seconds(in text: String) -> Double? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let isLast = index == parts.count - 1
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || (isLast && $0 == ".")) }),
                  let value = Double(part), value.isFinite else { return nil }
            if index > 0, value >= 60 { return nil }
            total = total * 60 + value
        }
        return total
    }
}
