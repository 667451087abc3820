/// Text written from its end towards its start, into a buffer of bytes: how numbers are put
/// into the state files without making a String of each (their digits come last first). The
/// build state writes tens of thousands of stamps, the fragments record thousands of pieces.
/// Decimal and hex are two functions, so that each divides by a constant: a division by a
/// radix known only at run time was a hardware divide per digit.
struct BackwardText {
    private let buffer: UnsafeMutableRawBufferPointer
    /// Where the text written so far begins.
    private var start: Int

    /// Writes into `buffer` from its end; it must have room for all that is put.
    init(_ buffer: UnsafeMutableRawBufferPointer) {
        self.buffer = buffer
        start = buffer.count
    }

    /// The text so far.
    var written: UnsafeRawBufferPointer { UnsafeRawBufferPointer(rebasing: buffer[start...]) }

    /// Puts `byte` before the text so far.
    mutating func put(_ byte: UInt8) {
        start -= 1
        buffer[start] = byte
    }

    /// Puts `text` before the text so far.
    mutating func put(_ text: StaticString) {
        start -= text.utf8CodeUnitCount
        UnsafeMutableRawBufferPointer(rebasing: buffer[start...])
            .copyMemory(from: UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Puts `value` in decimal (as `String(value)` writes it) before the text so far.
    mutating func put(_ value: some FixedWidthInteger) {
        var rest = UInt64(value.magnitude)
        repeat {
            put(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        if value < 0 { put(UInt8(ascii: "-")) }
    }

    /// Puts `value` in lowercase hex before the text so far.
    mutating func put(hex value: UInt64) {
        var rest = value
        repeat {
            let digit = UInt8(truncatingIfNeeded: rest & 15)
            put(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            rest >>= 4
        } while rest > 0
    }
}
