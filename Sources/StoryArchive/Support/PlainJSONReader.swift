import Foundation

/// Reads plain JSON — objects, arrays, strings without escapes, whole numbers, `true`, `false`,
/// `null` — straight from the bytes into the `JSONValue` that `JSONDecoder` gives for it. Anything
/// else (an escape, a fraction, a duplicate key, a mistake) gives nil, and `JSONDecoder` reads the
/// document instead, with its own messages for what is wrong.
///
/// Why: decoding a `JSONValue` through `JSONDecoder` tries each type in turn, and every miss
/// throws an error whose text names the type. For a 200-byte sidecar that cost more than all
/// the rest ingest does with it; every sidecar a phone or the corpus writes is plain.
enum PlainJSONReader {
    static func read(_ data: Data) -> JSONValue? {
        data.withUnsafeBytes { raw in
            var cursor = Cursor(bytes: raw.bindMemory(to: UInt8.self))
            guard let value = cursor.value(depth: 0) else { return nil }
            cursor.skipSpace()
            return cursor.offset == cursor.bytes.count ? value : nil
        }
    }

    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        /// Deeper than any sidecar; deep enough nesting is left to `JSONDecoder`'s own limit.
        static let maxDepth = 64

        mutating func value(depth: Int) -> JSONValue? {
            skipSpace()
            guard offset < bytes.count, depth < Self.maxDepth else { return nil }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return object(depth: depth)
            case UInt8(ascii: "["): return array(depth: depth)
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return integer()
            }
        }

        /// Keys in sorted order, as `JSONValue`'s decoding gives them.
        private mutating func object(depth: Int) -> JSONValue? {
            offset += 1
            var members: [String: JSONValue] = [:]
            skipSpace()
            if take(UInt8(ascii: "}")) { return .object([]) }
            repeat {
                skipSpace()
                guard let key = string() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")), let value = value(depth: depth + 1),
                      members.updateValue(value, forKey: key) == nil else { return nil }
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
            return .object(members.keys.sorted().map { JSONValue.Member($0, members[$0] ?? .null) })
        }

        private mutating func array(depth: Int) -> JSONValue? {
            offset += 1
            var elements: [JSONValue] = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return .array([]) }
            repeat {
                guard let element = value(depth: depth + 1) else { return nil }
                elements.append(element)
                skipSpace()
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? .array(elements) : nil
        }

        /// A string without escapes or control characters, in valid UTF-8.
        private mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = offset
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    defer { offset += 1 }
                    return String(validating: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
                }
                if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
                offset += 1
            }
            return nil
        }

        /// A whole number that fits `Int64`, written as JSON writes it (no "+", no leading zero).
        /// "-0", fractions and exponents are left to `JSONDecoder`.
        private mutating func integer() -> JSONValue? {
            let negative = take(UInt8(ascii: "-"))
            let start = offset
            var magnitude: Int64 = 0
            while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
                let (times10, overflow) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(Int64(bytes[offset] - UInt8(ascii: "0")))
                guard !overflow, !overflow2 else { return nil }
                magnitude = sum
                offset += 1
            }
            let digits = offset - start
            guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0"), !(negative && magnitude == 0) else { return nil }
            if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") || bytes[offset] | 0x20 == UInt8(ascii: "e") { return nil }
            return .int(negative ? -magnitude : magnitude)
        }

        private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
            let end = offset + word.utf8CodeUnitCount
            guard end <= bytes.count,
                  UnsafeBufferPointer(rebasing: bytes[offset..<end]).elementsEqual(
                      UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)) else { return nil }
            offset = end
            return value
        }

        /// JSON's white space: space, tab, line feed, carriage return.
        mutating func skipSpace() {
            while offset < bytes.count {
                let byte = bytes[offset]
                guard byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D else { return }
                offset += 1
            }
        }

        private mutating func take(_ byte: UInt8) -> Bool {
            guard offset < bytes.count, bytes[offset] == byte else { return false }
            offset += 1
            return true
        }
    }
}
