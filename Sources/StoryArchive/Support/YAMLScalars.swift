import Foundation
import Yams

/// YAML read into the shape JSON gives, with the plain (unquoted) scalars typed here rather
/// than by Yams' default resolver: that one matches each scalar against regular expressions
/// whose first use compiles them with ICU, over a millisecond of every command's start (4 % of
/// a rebuild after one story's edit, spent reading `storychop.yml`).
///
/// The rules are those of YAML 1.1's types, as Yams' default resolver has them, less
/// timestamps: a date stays text (`2024-03-05` would otherwise be midnight UTC, losing the
/// "local day" the archive keeps).
enum YAMLScalars {
    /// Converts a composed document (Yams' `compose` with the `.basic` resolver).
    static func value(of node: Node) -> JSONValue {
        switch node {
        case .scalar(let scalar):
            return isPlain(scalar) ? plain(scalar.string) : .string(scalar.string)
        case .sequence(let sequence):
            return .array(sequence.map(value(of:)))
        case .mapping(let mapping):
            // Sorted by key, as JSON objects are read (the members' order does not depend on the file's).
            var members: [String: JSONValue] = [:]
            for (key, value) in mapping where !isMerge(key) { members[self.key(of: key)] = self.value(of: value) }
            // `<<: *defaults` (or a list of them) adds the fields the mapping does not set itself.
            for (key, value) in mapping where isMerge(key) {
                let merged: [JSONValue] = if case .array(let list) = self.value(of: value) { list } else { [self.value(of: value)] }
                for case .object(let fields) in merged {
                    for field in fields where members[field.key] == nil { members[field.key] = field.value }
                }
            }
            return .object(members.keys.sorted().map { JSONValue.Member($0, members[$0] ?? .null) })
        case .alias:
            return .null   // the parser puts the anchored node in each alias's place; none is left
        }
    }

    private static func isMerge(_ key: Node) -> Bool {
        if case .scalar(let scalar) = key { scalar.string == "<<" && isPlain(scalar) } else { false }
    }

    /// Unquoted: only such a scalar is typed (`"yes"` stays text).
    private static func isPlain(_ scalar: Node.Scalar) -> Bool {
        scalar.style == .plain || scalar.style == .any
    }

    private static func key(of node: Node) -> String {
        switch value(of: node) {
        case .string(let text): text
        case .null: "null"
        case let other: other.shortDescription
        }
    }

    /// A plain scalar: null, a boolean, a whole number, a number with a fraction, or text.
    static func plain(_ text: String) -> JSONValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON": return .bool(true)
        case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .double(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .double(-.infinity)
        case ".nan", ".NaN", ".NAN": return .double(.nan)
        default: break
        }
        guard let first = text.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+")
                || first == UInt8(ascii: ".") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
            return .string(text)
        }
        if let whole = integer(text) { return .int(whole) }
        // A whole number too big for 64 bits stays text, as Yams leaves it.
        if text.utf8.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }),
           let number = fraction(text) { return .double(number) }
        return .string(text)
    }

    /// `[-+]` then `0b…`, `0x…`, `0o…` or a leading `0` (octal), or decimal; `_` may group digits.
    private static func integer(_ text: String) -> Int64? {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, !digits.contains(":") else { return sexagesimal(text) }
        let radix: Int
        if digits.hasPrefix("0b") { radix = 2; digits = digits.dropFirst(2) }
        else if digits.hasPrefix("0x") { radix = 16; digits = digits.dropFirst(2) }
        else if digits.hasPrefix("0o") { radix = 8; digits = digits.dropFirst(2) }
        else if digits.hasPrefix("0"), digits.count > 1 { radix = 8; digits = digits.dropFirst() }
        else { radix = 10 }
        guard radix != 10 || digits.first != "_" else { return nil }
        let plain = digits.filter { $0 != "_" }
        guard !plain.isEmpty, let magnitude = Int64(plain, radix: radix) else { return nil }
        return negative ? -magnitude : magnitude
    }

    /// Base 60, `1:30` = 90 (YAML 1.1).
    private static func sexagesimal(_ text: String) -> Int64? {
        var parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count > 1, var head = parts.first else { return nil }
        let negative = head.hasPrefix("-")
        if head.hasPrefix("-") || head.hasPrefix("+") { head = head.dropFirst() }
        parts[0] = head
        guard let first = parts.first, first.first != "0", let leading = Int64(first.filter { $0 != "_" }) else { return nil }
        var value = leading
        for part in parts.dropFirst() {
            guard (1...2).contains(part.count), let sixtieth = Int64(part), sixtieth < 60 else { return nil }
            value = value * 60 + sixtieth
        }
        return negative ? -value : value
    }

    /// `[-+]` digits, an optional `.` fraction and `e` exponent; or `.5`.
    private static func fraction(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var position = 0
        func digits() -> Int {
            let start = position
            while position < bytes.count, (bytes[position] >= UInt8(ascii: "0") && bytes[position] <= UInt8(ascii: "9"))
                    || (bytes[position] == UInt8(ascii: "_") && position > start) {
                position += 1
            }
            return position - start
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
        let whole = digits()
        var fraction = 0
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            fraction = digits()
        }
        guard whole > 0 || fraction > 0 else { return nil }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "-") || bytes[position] == UInt8(ascii: "+") { position += 1 }
            guard digits() > 0 else { return nil }
        }
        guard position == bytes.count else { return nil }
        return Double(text.filter { $0 != "_" })
    }
}
