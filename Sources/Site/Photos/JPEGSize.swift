import Foundation

/// The width and height a JPEG declares in its frame header, read from its first bytes: the
/// site's copies are measured this way rather than by starting another program.
enum JPEGSize {
    /// nil when `path` is no JPEG or its header is cut short.
    static func of(_ path: String) -> (width: Int, height: Int)? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        // A stripped copy's frame header comes within its first few hundred bytes; 64 KiB allows
        // for tables before it.
        guard let data = try? handle.read(upToCount: 65_536) else { return nil }
        return parse([UInt8](data))
    }

    static func parse(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
        var index = 2
        while index + 9 < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            let marker = bytes[index + 1]
            if marker == 0xFF { index += 1; continue }
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            // SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC) hold the frame's size.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[index + 5]) << 8 | Int(bytes[index + 6])
                let width = Int(bytes[index + 7]) << 8 | Int(bytes[index + 8])
                return width > 0 && height > 0 ? (width, height) : nil
            }
            index += 2 + length
        }
        return nil
    }
}
