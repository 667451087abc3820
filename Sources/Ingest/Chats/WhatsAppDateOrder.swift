/// How a WhatsApp export writes its dates, decided once from every message line of the file:
/// a line's `03/04/2022` alone does not say whether it is March or April.
enum WhatsAppDateOrder: String, Sendable {
    case dayFirst = "day-first", monthFirst = "month-first", yearFirst = "year-first"

    /// What the file says beyond the numbers, for a file whose every day and month are 12 or less.
    struct Hints: Sendable {
        var language: WhatsAppChatFile.Language?
        var twelveHour = false
        var separator: Unicode.Scalar?
    }

    /// The order the lines' dates are written in, and a warning when the numbers alone could not tell.
    static func decide(_ lines: some Collection<WhatsAppLine>, hints: Hints) -> (WhatsAppDateOrder, warning: String?) {
        let yearFirst = lines.count(where: { $0.firstDigits == 4 })
        if yearFirst * 2 > lines.count { return (.yearFirst, nil) }
        let dayFirstProof = lines.count(where: { $0.numbers.0 > 12 }), monthFirstProof = lines.count(where: { $0.numbers.1 > 12 })
        if dayFirstProof != monthFirstProof { return (dayFirstProof > monthFirstProof ? .dayFirst : .monthFirst, nil) }
        // Messages are written in the order sent: the reading that never goes back in time is the one.
        let dayFirstSteps = backwardSteps(lines, .dayFirst), monthFirstSteps = backwardSteps(lines, .monthFirst)
        if dayFirstSteps != monthFirstSteps { return (dayFirstSteps < monthFirstSteps ? .dayFirst : .monthFirst, nil) }
        let (order, reason) = guess(hints)
        return (order, "the dates could be day-first or month-first (no day in the file is above 12); read as \(order.rawValue) "
                + "because \(reason) — check a note whose date you know")
    }

    /// The likelier order for the export's language and clock, and why, in words.
    private static func guess(_ hints: Hints) -> (WhatsAppDateOrder, String) {
        if hints.separator == "." { return (.dayFirst, "the dates are written with dots") }
        if let language = hints.language, language.writesDayFirst == true {
            return (.dayFirst, "the export is in \(language.rawValue)")
        }
        return hints.twelveHour ? (.monthFirst, "the export uses a 12-hour clock, as the United States does")
            : (.dayFirst, "the export uses a 24-hour clock")
    }

    /// How many times a line's date is before the line above it, read in `order`.
    private static func backwardSteps(_ lines: some Collection<WhatsAppLine>, _ order: WhatsAppDateOrder) -> Int {
        var steps = 0, previous = Int.min
        for line in lines {
            guard let date = order.date(of: line) else { continue }
            let ordinal = (date.year * 12 + date.month) * 31 + date.day
            if ordinal < previous { steps += 1 }
            previous = ordinal
        }
        return steps
    }

    /// The line's date read in this order; nil when it is no date so read (a 13th month).
    func date(of line: WhatsAppLine) -> (year: Int, month: Int, day: Int)? {
        let (a, b, c) = line.numbers
        let (year, month, day) = switch self {
        case .dayFirst: (c, b, a)
        case .monthFirst: (c, a, b)
        case .yearFirst: (a, b, c)
        }
        let fullYear = (self == .yearFirst ? line.firstDigits : line.lastDigits) == 2 ? 2000 + year : year
        guard (1...12).contains(month), (1...Self.days(inMonth: month, of: fullYear)).contains(day) else { return nil }
        return (fullYear, month, day)
    }

    private static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
