/// The head of one WhatsApp message line, as written: `[27/03/2022, 21:44:47] ` (iOS) or
/// `02/12/2024, 21:44 - ` (Android), and what follows it. Which of the date's first two
/// numbers is the day is decided later, from the whole file (`WhatsAppDateOrder`).
struct WhatsAppLine: Sendable {
    enum Meridiem: Sendable { case am, pm }

    /// The date's three numbers in the order written, and how many digits the first and last have.
    var numbers: (Int, Int, Int)
    var firstDigits: Int
    var lastDigits: Int
    var separator: Unicode.Scalar
    var hour: Int
    var minute: Int
    var second: Int
    var meridiem: Meridiem?
    /// `[…]` around the date: iOS.
    var bracketed: Bool
    /// After the head: "Oma: text", or a system message's words.
    var rest: Substring

    /// The head of `line`, or nil when the line does not start with one (a message's next line).
    /// Scans scalars by hand: tens of thousands of lines, no pattern compiled per line.
    init?(_ line: Substring) {
        var scanner = Scanner(line.unicodeScalars)
        scanner.skip { WhatsAppLine.isMark($0) || $0 == " " }
        bracketed = scanner.take("[")
        guard let first = scanner.number(maxDigits: 4), let separator = scanner.next(),
              "/.-".unicodeScalars.contains(separator),
              let middle = scanner.number(maxDigits: 2), scanner.take(separator),
              let last = scanner.number(maxDigits: 4) else { return nil }
        numbers = (first.value, middle.value, last.value)
        (firstDigits, lastDigits, self.separator) = (first.digits, last.digits, separator)
        _ = scanner.take(".")
        guard scanner.skip({ $0 == "," || WhatsAppLine.isSpace($0) }) > 0,
              let hour = scanner.number(maxDigits: 2), scanner.take(":"),
              let minute = scanner.number(maxDigits: 2), minute.digits == 2 else { return nil }
        (self.hour, self.minute, second) = (hour.value, minute.value, 0)
        if scanner.take(":") {
            guard let second = scanner.number(maxDigits: 2), second.digits == 2 else { return nil }
            self.second = second.value
        }
        guard let meridiem = scanner.meridiem(until: bracketed ? "]" : "-") else { return nil }
        self.meridiem = meridiem
        guard scanner.take(bracketed ? "]" : "-"), bracketed || scanner.take(" ") else { return nil }
        _ = scanner.take(" ")
        rest = Substring(scanner.remaining)
        guard isPlausible else { return nil }
    }

    /// Numbers that could be a date and a time at all (which is the day is not known yet).
    private var isPlausible: Bool {
        let hours = meridiem == nil ? 0...23 : 1...12
        let dayOrMonth = 1...31
        let dateFits = firstDigits == 4 ? (1...12).contains(numbers.1) && dayOrMonth.contains(numbers.2)
            : dayOrMonth.contains(numbers.0) && dayOrMonth.contains(numbers.1) && (lastDigits == 2 || lastDigits == 4)
        return dateFits && hours.contains(hour) && minute < 60 && second < 60
    }

    /// The hour on a 24-hour clock.
    var hour24: Int {
        switch meridiem {
        case nil: hour
        case .am: hour == 12 ? 0 : hour
        case .pm: hour == 12 ? 12 : hour + 12
        }
    }

    /// Direction marks WhatsApp puts around names and system messages (U+200E/F, U+202A-E, a BOM).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        default: false
        }
    }

    /// A space, or the no-break spaces phones put before AM/PM (U+00A0, U+202F).
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar.value == 0xA0 || scalar.value == 0x202F || scalar == "\t"
    }
}

/// A cursor over a line's scalars.
private struct Scanner {
    let scalars: Substring.UnicodeScalarView
    var index: Substring.UnicodeScalarView.Index

    init(_ scalars: Substring.UnicodeScalarView) {
        self.scalars = scalars
        index = scalars.startIndex
    }

    var remaining: Substring.UnicodeScalarView { scalars[index...] }

    mutating func next() -> Unicode.Scalar? {
        guard index < scalars.endIndex else { return nil }
        defer { scalars.formIndex(after: &index) }
        return scalars[index]
    }

    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        guard index < scalars.endIndex, scalars[index] == scalar else { return false }
        scalars.formIndex(after: &index)
        return true
    }

    /// Skips scalars while `matching`; how many were skipped.
    @discardableResult
    mutating func skip(_ matching: (Unicode.Scalar) -> Bool) -> Int {
        var count = 0
        while index < scalars.endIndex, matching(scalars[index]) {
            scalars.formIndex(after: &index)
            count += 1
        }
        return count
    }

    mutating func number(maxDigits: Int) -> (value: Int, digits: Int)? {
        var value = 0, digits = 0
        while digits < maxDigits, index < scalars.endIndex, let digit = scalars[index].asciiDigit {
            value = value * 10 + digit
            digits += 1
            scalars.formIndex(after: &index)
        }
        return digits == 0 ? nil : (value, digits)
    }

    /// What stands between the time and `end`: nothing (a 24-hour clock), or AM/PM as phones write
    /// it ("PM", "pm", "p. m.", "p.m.", with any spaces). `.some(nil)` for none; nil for other words.
    mutating func meridiem(until end: Unicode.Scalar) -> WhatsAppLine.Meridiem?? {
        var letters = ""
        while index < scalars.endIndex, scalars[index] != end {
            let scalar = scalars[index]
            if !WhatsAppLine.isSpace(scalar) && scalar != "." { letters.unicodeScalars.append(scalar) }
            guard letters.unicodeScalars.count <= 2 else { return nil }
            scalars.formIndex(after: &index)
        }
        switch letters.lowercased() {
        case "": return .some(nil)
        case "am", "a": return .am
        case "pm", "p": return .pm
        default: return nil
        }
    }
}

private extension Unicode.Scalar {
    var asciiDigit: Int? { ("0"..."9").contains(self) ? Int(value - 48) : nil }
}
