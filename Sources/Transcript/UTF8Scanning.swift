#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The parsers read their delimiters ("-->", "<", "&", ":", spaces, line breaks) from the UTF-8
/// bytes in place, rather than by walking `Character`s (a grapheme-cluster step per letter) or
/// slicing `Substring`s (reference counting per slice).
///
/// Every delimiter is ASCII and an ASCII byte is always a whole Unicode scalar, so a byte search
/// finds them. Between two ASCII bytes (other than "\r\n") a Character always ends, so a delimiter
/// with ASCII on both sides is a Character of its own, as the Character-based rules expected.
/// Only next to a non-ASCII byte can a delimiter be part of a larger Character: " \u{301}" (space
/// and a combining accent) or "\u{600}<" (a prepended mark). `isCharacterBoundary(_:)` settles
/// those rare places, so the byte-level results match the Character-level ones exactly.
typealias UTF8Bytes = UnsafeBufferPointer<UInt8>

enum ASCII {
    static let tab: UInt8 = 0x09
    static let lineFeed: UInt8 = 0x0A
    static let carriageReturn: UInt8 = 0x0D
    static let space: UInt8 = 0x20
    static let ampersand: UInt8 = 0x26
    static let semicolon: UInt8 = 0x3B
    static let lessThan: UInt8 = 0x3C
    static let greaterThan: UInt8 = 0x3E

    static func isSpaceOrTab(_ byte: UInt8) -> Bool {
        byte == space || byte == tab
    }

    static func isLineBreak(_ byte: UInt8) -> Bool {
        byte == lineFeed || byte == carriageReturn
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether one Character ends and the next begins at byte `offset` (between two scalars).
    /// Exact where one side is a plain symbol (ASCII other than "\r" and "\n", a dash, U+037E):
    /// the only grapheme rules that join such a scalar look at its immediate neighbour, so the
    /// pair alone decides.
    func isCharacterBoundary(_ offset: Int) -> Bool {
        guard offset > 0, offset < count else { return true }
        let before = self[offset - 1], after = self[offset]
        if before < 0x80, after < 0x80 { return before != ASCII.carriageReturn || after != ASCII.lineFeed }
        var start = offset - 1
        while start > 0, self[start] & 0xC0 == 0x80 { start -= 1 }  // back over continuation bytes
        var end = offset + 1
        while end < count, self[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: self[start..<end], as: UTF8.self).count == 2
    }

    /// Whether the one-byte (ASCII) scalar at `offset` is a Character by itself, e.g. a "<" that
    /// no combining mark is attached to.
    func standsAlone(_ offset: Int) -> Bool {
        isCharacterBoundary(offset) && isCharacterBoundary(offset + 1)
    }

    /// Whether the bytes just outside `range` are ASCII (or the ends of the text), so that a
    /// match of ASCII-edged bytes there is made of whole Characters.
    func hasASCIIAround(_ range: Range<Int>) -> Bool {
        (range.lowerBound == 0 || self[range.lowerBound - 1] < 0x80) && (range.upperBound == count || self[range.upperBound] < 0x80)
    }

    /// The first offset in `range` whose byte satisfies `predicate`.
    func firstOffset(in range: Range<Int>, where predicate: (UInt8) -> Bool) -> Int? {
        var offset = range.lowerBound
        while offset < range.upperBound {
            if predicate(self[offset]) { return offset }
            offset += 1
        }
        return nil
    }

    /// The first offset in `range` holding `byte`. `memchr` looks at many bytes at a time: a
    /// predicate asked of each byte was most of the cost of finding lines and arrows.
    func firstOffset(of byte: UInt8, in range: Range<Int>) -> Int? {
        guard let base = baseAddress, !range.isEmpty,
              let found = memchr(base + range.lowerBound, Int32(byte), range.count) else { return nil }
        return UnsafeRawPointer(base).distance(to: found)
    }

    /// The first place the bytes of `pattern` occur, whether or not they are whole Characters there.
    func firstRange(of pattern: String.UTF8View) -> Range<Int>? {
        guard let head = pattern.first else { return nil }
        var from = 0
        while let start = firstOffset(of: head, in: from..<count) {
            let end = start + pattern.count
            guard end <= count else { return nil }
            if self[start..<end].elementsEqual(pattern) { return start..<end }
            from = start + 1
        }
        return nil
    }

    /// `range` without spaces and tabs at either end; the Character-level rule of `trimmingSpaces()`.
    func trimmingSpaces(_ range: Range<Int>) -> Range<Int> {
        var first = range.lowerBound, end = range.upperBound
        while first < end, ASCII.isSpaceOrTab(self[first]) { first += 1 }
        guard first < end else { return end..<end }
        while ASCII.isSpaceOrTab(self[end - 1]) { end -= 1 }
        // A space that shares a Character with a mark after it (" \u{301}") or before it
        // ("\u{600} ") is not a space Character, so it stays.
        if first > range.lowerBound, !isCharacterBoundary(first) { first -= 1 }
        if end < range.upperBound, !isCharacterBoundary(end) { end += 1 }
        return first..<end
    }
}

extension Substring {
    /// Calls `body` with the text's UTF-8 bytes, in place where the text is stored as UTF-8.
    func withUTF8Bytes<Result>(_ body: (UTF8Bytes) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// The index `offset` bytes from the start.
    func index(atOffset offset: Int) -> Index {
        utf8.index(startIndex, offsetBy: offset)
    }

    /// The part between two byte offsets.
    subscript(offsets range: Range<Int>) -> Substring {
        self[index(atOffset: range.lowerBound)..<index(atOffset: range.upperBound)]
    }

    /// Without spaces and tabs at either end (only those: other whitespace may be meant).
    func trimmingSpaces() -> Substring {
        self[offsets: withUTF8Bytes { $0.trimmingSpaces(0..<$0.count) }]
    }
}
