import Foundation

extension RecordedDate {
    /// Reads ISO 8601 dates as people and devices write them: `2024-03-05`, `2024-03-05 14:30`,
    /// `2024-03-05T14:30:00.250Z`, `2024-03-05T14:30:00+0100`. Returns nil for anything else
    /// ("yesterday", "05/03/2024": a day-month order cannot be guessed safely).
    public init?(parsing rawText: String) {
        var scanner = DateScanner(Array(rawText.trimmingCharacters(in: .whitespaces).utf8))
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
              let month = scanner.number(digits: 2), scanner.skip("-"),
              let day = scanner.number(digits: 2) else { return nil }
        if scanner.atEnd {
            self.init(year: year, month: month, day: day)
            return
        }
        guard scanner.skip("T") || scanner.skip(" ") || scanner.skip("t"),
              let hour = scanner.number(digits: 2), scanner.skip(":"),
              let minute = scanner.number(digits: 2) else { return nil }
        var second = 0
        if scanner.skip(":") {
            guard let value = scanner.number(digits: 2) else { return nil }
            second = min(value, 59)   // a leap second still belongs to this minute
            if scanner.skip(".") || scanner.skip(",") { scanner.skipDigits() }
        }
        guard hour < 24, minute < 60 else { return nil }
        var offset: Int?
        if scanner.skip("Z") || scanner.skip("z") {
            offset = 0
        } else if let sign = scanner.sign() {
            guard let hours = scanner.number(digits: 2) else { return nil }
            _ = scanner.skip(":")
            let minutes = scanner.number(digits: 2) ?? 0
            offset = sign * (hours * 3600 + minutes * 60)
        }
        guard scanner.atEnd else { return nil }
        self.init(year: year, month: month, day: day,
                  secondsIntoDay: hour * 3600 + minute * 60 + second, utcOffset: offset)
    }
}

/// A cursor over ASCII bytes, just enough for ISO 8601.
private struct DateScanner {
    let bytes: [UInt8]
    var position = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { position == bytes.count }

    mutating func skip(_ character: Character) -> Bool {
        guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii else { return false }
        position += 1
        return true
    }

    mutating func number(digits: Int) -> Int? {
        guard position + digits <= bytes.count else { return nil }
        var value = 0
        for byte in bytes[position..<position + digits] {
            guard (48...57).contains(byte) else { return nil }
            value = value * 10 + Int(byte - 48)
        }
        position += digits
        return value
    }

    mutating func skipDigits() {
        while position < bytes.count, (48...57).contains(bytes[position]) { position += 1 }
    }

    mutating func sign() -> Int? {
        if skip("+") { return 1 }
        if skip("-") { return -1 }
        return nil
    }
}
