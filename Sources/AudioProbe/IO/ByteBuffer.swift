/// A bounds-checked view of bytes read from a file. Every accessor returns nil (never traps)
/// when the bytes it needs aren't there: the pitfall of the first prototype (SIGILL on
/// truncated files) was unchecked array indexing.
struct ByteBuffer: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var count: Int { bytes.count }
    var isEmpty: Bool { bytes.isEmpty }

    /// True when `n` bytes starting at `i` are inside the buffer (overflow-safe for any `i`, `n`).
    func has(_ i: Int, _ n: Int) -> Bool { i >= 0 && n >= 0 && i <= bytes.count - n }

    func u8(_ i: Int) -> UInt8? { has(i, 1) ? bytes[i] : nil }

    func u16be(_ i: Int) -> UInt16? { uint(i, 2, bigEndian: true).map { UInt16($0) } }
    func u24be(_ i: Int) -> UInt32? { uint(i, 3, bigEndian: true).map { UInt32($0) } }
    func u32be(_ i: Int) -> UInt32? { uint(i, 4, bigEndian: true).map { UInt32($0) } }
    func u64be(_ i: Int) -> UInt64? { uint(i, 8, bigEndian: true) }
    func u16le(_ i: Int) -> UInt16? { uint(i, 2, bigEndian: false).map { UInt16($0) } }
    func u32le(_ i: Int) -> UInt32? { uint(i, 4, bigEndian: false).map { UInt32($0) } }
    func u64le(_ i: Int) -> UInt64? { uint(i, 8, bigEndian: false) }

    /// A big-endian IEEE double (CAF's sample rate).
    func f64be(_ i: Int) -> Double? { u64be(i).map { Double(bitPattern: $0) } }

    /// Four bytes as a code like "moov" or "©nam", decoded as Latin-1 (0xA9 is "©"; not valid UTF-8).
    func fourCC(_ i: Int) -> String? {
        guard has(i, 4) else { return nil }
        return TextDecoding.latin1(bytes[i..<i + 4])
    }

    /// True when the ASCII `text` is at `i`.
    func matches(_ text: String, at i: Int) -> Bool {
        let utf8 = Array(text.utf8)
        guard has(i, utf8.count) else { return false }
        return bytes[i..<i + utf8.count].elementsEqual(utf8)
    }

    /// `n` bytes at `i`, or nil when they aren't all there.
    func slice(_ i: Int, _ n: Int) -> ByteBuffer? {
        guard has(i, n) else { return nil }
        return ByteBuffer(Array(bytes[i..<i + n]))
    }

    /// Up to `n` bytes at `i` (fewer at the end); empty when `i` is outside.
    func clampedSlice(_ i: Int, _ n: Int) -> ByteBuffer {
        guard i >= 0, i < bytes.count, n > 0 else { return ByteBuffer([]) }
        return ByteBuffer(Array(bytes[i..<i + min(n, bytes.count - i)]))
    }

    /// The first index ≥ `start` where `pattern` occurs.
    func firstIndex(of pattern: [UInt8], from start: Int = 0) -> Int? {
        guard !pattern.isEmpty, start >= 0, bytes.count >= pattern.count else { return nil }
        var i = start
        while i <= bytes.count - pattern.count {
            if bytes[i] == pattern[0], bytes[i..<i + pattern.count].elementsEqual(pattern) { return i }
            i += 1
        }
        return nil
    }

    private func uint(_ i: Int, _ n: Int, bigEndian: Bool) -> UInt64? {
        guard has(i, n) else { return nil }
        var value: UInt64 = 0
        for k in 0..<n {
            let byte = UInt64(bytes[bigEndian ? i + k : i + n - 1 - k])
            value = value << 8 | byte
        }
        return value
    }
}
