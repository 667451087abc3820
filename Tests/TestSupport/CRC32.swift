/// CRC-32 (IEEE, as ZIP uses it), so hand-built test ZIPs carry correct checksums.
public enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    public static func checksum<S: Sequence>(_ bytes: S) -> UInt32 where S.Element == UInt8 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    /// The CRC of `count` zero bytes, without allocating them.
    public static func checksumOfZeros(count: Int) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for _ in 0..<count { crc = table[Int(crc & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}
