/// Raw deflate (RFC 1951) of N zero bytes, written by hand so zip-bomb tests need neither zlib
/// nor the code under test: one literal 0, then "copy 258 bytes from distance 1" repeated, all
/// in a single fixed-Huffman block. About 13 bits per 258 bytes: 10 MiB become ~66 KB.
public enum ZerosDeflater {
    public static func deflate(zeroCount: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // BFINAL: last block
        bits.write(1, count: 2)  // BTYPE 01: fixed Huffman codes
        var remaining = zeroCount
        if remaining > 0 {
            bits.writeCode(0x30, length: 8)  // literal 0 (literals 0–143 are 0x30+lit, 8 bits)
            remaining -= 1
        }
        while remaining >= 258 {
            bits.writeCode(0xC5, length: 8)  // symbol 285 = length 258, no extra bits
            bits.writeCode(0, length: 5)     // distance code 0 = distance 1
            remaining -= 258
        }
        for _ in 0..<remaining { bits.writeCode(0x30, length: 8) }
        bits.writeCode(0, length: 7)  // symbol 256: end of block
        return bits.bytes()
    }
}

/// Packs bits least-significant first, as deflate requires.
private struct BitWriter {
    private var output: [UInt8] = []
    private var current: UInt8 = 0
    private var used = 0

    /// Plain values (block header fields) go least-significant bit first.
    mutating func write(_ value: UInt32, count: Int) {
        for index in 0..<count { push(UInt8((value >> index) & 1)) }
    }

    /// Huffman codes go most-significant bit first.
    mutating func writeCode(_ code: UInt32, length: Int) {
        for index in (0..<length).reversed() { push(UInt8((code >> index) & 1)) }
    }

    func bytes() -> [UInt8] { used > 0 ? output + [current] : output }

    private mutating func push(_ bit: UInt8) {
        current |= bit << used
        used += 1
        if used == 8 {
            output.append(current)
            current = 0
            used = 0
        }
    }
}
