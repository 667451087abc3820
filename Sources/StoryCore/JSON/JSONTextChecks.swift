import Foundation

/// What Foundation's JSON readers leave unsaid about a hand-written file: where a syntax error
/// is (as a line and column a keeper can find), and a key written twice in one object, which
/// `JSONDecoder` resolves silently by keeping one value.
public enum JSONTextChecks {
    /// "line 3, column 11: Invalid value" for JSON that cannot be read, nil when it can.
    public static func syntaxError(in data: Data) -> String? {
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return nil
        } catch {
            let said = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "the text could not be read as JSON"
            return located(said, in: data)
        }
    }

    /// What Foundation said about `data`, with the line and column it names as a character offset.
    public static func located(_ said: String, in data: Data) -> String {
        if let number = outOfRangeNumber(said) { return number(data) }
        guard let range = said.range(of: "around character "), let offset = Int(said[range.upperBound...].prefix { $0.isNumber }) else {
            return said
        }
        let what = said[..<range.lowerBound].trimmingCharacters(in: .whitespaces)
        return position(ofByte: offset, in: data) + ": " + what
    }

    /// Foundation says "Number 1e400 is not representable in Swift." without where: the number
    /// is found in the text again, to say it as a keeper can find and mend it.
    private static func outOfRangeNumber(_ said: String) -> ((Data) -> String)? {
        guard said.hasPrefix("Number "), said.hasSuffix(" is not representable in Swift.") else { return nil }
        let number = String(said.dropFirst("Number ".count).dropLast(" is not representable in Swift.".count))
        return { data in
            let what = "the number \(number) is too large (or too precise) to be read"
            guard let found = data.firstRange(of: Data(number.utf8)) else { return what }
            return position(ofByte: found.lowerBound - data.startIndex, in: data) + ": " + what
        }
    }

    /// "line 3, column 11" for the byte at `offset` (columns count bytes, from 1).
    public static func position(ofByte offset: Int, in data: Data) -> String {
        let before = data.prefix(offset)
        let line = before.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let column = before.count - (before.lastIndex(of: UInt8(ascii: "\n")).map { $0 - before.startIndex + 1 } ?? 0) + 1
        return "line \(line), column \(column)"
    }

    /// About how many values (texts, numbers, lists, groups) the JSON text holds: one, and one
    /// more for each `,`, `[` and `{` outside strings. Counting stops past `limit`, so a huge
    /// file is known to be too many without reading it all.
    public static func valueCount(in data: Data, stoppingAbove limit: Int) -> Int {
        data.withUnsafeBytes { bytes in
            var count = 1, inString = false, escaped = false
            for byte in bytes {
                if inString {
                    if escaped { escaped = false } else if byte == UInt8(ascii: "\\") { escaped = true } else if byte == UInt8(ascii: "\"") { inString = false }
                    continue
                }
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "{"):
                    count += 1
                    if count > limit { return count }
                default: break
                }
            }
            return count
        }
    }

    /// The first key written twice in one object of valid JSON, with its line.
    public static func duplicateKey(in data: Data) -> (key: String, line: Int)? {
        let bytes = [UInt8](data)
        var objects: [(keys: Set<String>, expectsKey: Bool)?] = []   // nil: a list
        var index = 0, line = 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "{"): objects.append((keys: [], expectsKey: true))
            case UInt8(ascii: "["): objects.append(nil)
            case UInt8(ascii: "}"), UInt8(ascii: "]"): _ = objects.popLast()
            case UInt8(ascii: ","): if objects.last??.expectsKey == false { objects[objects.count - 1]?.expectsKey = true }
            case UInt8(ascii: "\""):
                let start = index + 1
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                guard objects.last??.expectsKey == true else { break }
                let key = String(decoding: bytes[start..<min(index, bytes.count)], as: UTF8.self)
                if objects[objects.count - 1]?.keys.insert(key).inserted == false { return (key, line) }
                objects[objects.count - 1]?.expectsKey = false
            default: break
            }
            index += 1
        }
        return nil
    }
}
