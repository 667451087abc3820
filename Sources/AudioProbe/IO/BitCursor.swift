/// Reads big-endian bit fields; returns nil past the end instead of trapping.
struct BitCursor {
    private let buffer: ByteBuffer
    private var position = 0

    init(_ buffer: ByteBuffer) { self.buffer = buffer }

    mutating func read(_ count: Int) -> Int? {
        var value = 0
        for _ in 0..<count {
            guard let byte = buffer.u8(position >> 3) else { return nil }
            value = value << 1 | Int((byte >> (7 - UInt8(position & 7))) & 1)
            position += 1
        }
        return value
    }
}
