/// A JSON document whose objects keep their keys in the order they were written.
///
/// Foundation's `JSONEncoder` orders keys by hash (or alphabetically): `story.json` files are
/// read and fixed by hand, so they list their fields in a stable, logical order instead.
public indirect enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case int(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([Member])

    /// One key and its value inside an object.
    public struct Member: Equatable, Sendable {
        public var key: String
        public var value: JSONValue
        public init(_ key: String, _ value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// Pretty-printed text: two-space indent, `"key": value`, UTF-8 kept as is, newline at the end.
    public func prettyPrinted() -> String {
        prettyPrinted(nestedAt: 0) + "\n"
    }

    /// The text this value has inside a pretty-printed document, at `indent` spaces deep, with
    /// no newline after it: for writing a document too large to hold piece by piece.
    public func prettyPrinted(nestedAt indent: Int) -> String {
        var out = ""
        write(to: &out, indent: indent)
        return out
    }

    /// Compact text on one line (for an index shipped with the site).
    public func compact() -> String {
        var out = ""
        write(to: &out, indent: nil)
        return out
    }

    /// Appends the compact text to `out`: a large document is written into one string.
    public func appendCompact(to out: inout String) {
        write(to: &out, indent: nil)
    }

    private func write(to out: inout String, indent: Int?) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .double(let value): out += JSONValue.format(value)
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let items):
            writeContainer(open: "[", close: "]", count: items.count, indent: indent, into: &out) { index, out, inner in
                items[index].write(to: &out, indent: inner)
            }
        case .object(let members):
            writeContainer(open: "{", close: "}", count: members.count, indent: indent, into: &out) { index, out, inner in
                JSONValue.quote(members[index].key, into: &out)
                out += inner == nil ? ":" : ": "
                members[index].value.write(to: &out, indent: inner)
            }
        }
    }

    private func writeContainer(open: String, close: String, count: Int, indent: Int?,
                                into out: inout String,
                                item: (Int, inout String, Int?) -> Void) {
        out += open
        guard count > 0 else { out += close; return }
        let inner = indent.map { $0 + 2 }
        for index in 0..<count {
            if index > 0 { out += "," }
            if let inner { JSONValue.newLine(indentedBy: inner, into: &out) }
            item(index, &out, inner)
        }
        if let indent { JSONValue.newLine(indentedBy: indent, into: &out) }
        out += close
    }

    private static func newLine(indentedBy indent: Int, into out: inout String) {
        out += "\n" + String(repeating: " ", count: indent)
    }

    /// Numbers as people write them: `12.5`, `3`, never `1e-05` for ordinary durations.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    public static func quote(_ text: String, into out: inout String) {
        out += "\""
        // Most text needs no escape: appended whole, which is many times faster than by scalar
        // (a search index holds every transcript line). 0xE2 starts U+2028 and U+2029.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0xE2 }) else {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{2028}": out += "\\u2028"   // legal JSON, but breaks a <script> that embeds it
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
