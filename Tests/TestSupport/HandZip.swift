import Foundation

/// A tiny ZIP builder for hostile test archives: it writes exactly the headers it is told to,
/// including names, types and sizes that no honest tool would write.
public struct HandZip {
    public struct Entry {
        public var name: String
        /// The bytes stored after the local header (already compressed for method 8).
        public var payload: [UInt8]
        public var method: UInt16 = 0
        public var crc: UInt32
        /// The uncompressed size written into both headers (patch it to lie).
        public var declaredSize: UInt32
        /// Unix mode in the central directory's external attributes.
        public var mode: UInt32 = 0o100644
        public var flags: UInt16 = 0
        /// Set bit 11 for non-ASCII names (Python does); macOS Finder writes UTF-8 without it.
        public var markUTF8 = true
        /// The name's bytes as written, when they are not `name`'s UTF-8 (a DOS tool's CP437).
        public var rawName: [UInt8]?

        public init(name: String, payload: [UInt8], method: UInt16 = 0, crc: UInt32, declaredSize: UInt32, mode: UInt32 = 0o100644) {
            self.name = name
            self.payload = payload
            self.method = method
            self.crc = crc
            self.declaredSize = declaredSize
            self.mode = mode
        }
    }

    public var entries: [Entry] = []

    public init() {}

    /// A stored file with honest headers.
    public mutating func file(_ name: String, _ text: String, mode: UInt32 = 0o100644) {
        let bytes = Array(text.utf8)
        entries.append(Entry(name: name, payload: bytes, crc: CRC32.checksum(bytes),
                             declaredSize: UInt32(bytes.count), mode: mode))
    }

    /// A folder entry (`name` should end in `/`).
    public mutating func directory(_ name: String) {
        entries.append(Entry(name: name, payload: [], crc: 0, declaredSize: 0, mode: 0o40755))
    }

    /// A symbolic link: the target is the stored data, the type lives in the mode.
    public mutating func symlink(_ name: String, to target: String) {
        file(name, target, mode: 0o120777)
    }

    /// `zeroCount` zeros, deflated; `declaredSize` patches the size in both headers.
    public mutating func zeros(_ name: String, count zeroCount: Int, declaredSize: UInt32? = nil) {
        entries.append(Entry(name: name, payload: ZerosDeflater.deflate(zeroCount: zeroCount), method: 8,
                             crc: CRC32.checksumOfZeros(count: zeroCount),
                             declaredSize: declaredSize ?? UInt32(zeroCount)))
    }

    public func bytes() -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        for entry in entries {
            let name = entry.rawName ?? Array(entry.name.utf8)
            // Bit 11: the name is UTF-8, as Python's zipfile and StoryChop set it.
            let flags = entry.flags | (entry.markUTF8 && !name.allSatisfy { $0 < 0x80 } ? 0x0800 : 0)
            let offset = UInt32(out.count)
            out += le32(0x0403_4B50) + le16(20) + le16(flags) + le16(entry.method)
            out += le16(0) + le16(0x5821)  // 00:00:00, 2024-01-01
            out += le32(entry.crc) + le32(UInt32(entry.payload.count)) + le32(entry.declaredSize)
            out += le16(UInt16(name.count)) + le16(0) + name + entry.payload
            central += le32(0x0201_4B50) + le16(0x0314) + le16(20) + le16(flags) + le16(entry.method)
            central += le16(0) + le16(0x5821)
            central += le32(entry.crc) + le32(UInt32(entry.payload.count)) + le32(entry.declaredSize)
            central += le16(UInt16(name.count)) + le16(0) + le16(0) + le16(0) + le16(0)
            central += le32(entry.mode << 16 | (entry.mode & 0o170000 == 0o40000 ? 0x10 : 0)) + le32(offset) + name
        }
        let centralOffset = UInt32(out.count)
        out += central
        out += le32(0x0605_4B50) + le16(0) + le16(0) + le16(UInt16(entries.count)) + le16(UInt16(entries.count))
        out += le32(UInt32(central.count)) + le32(centralOffset) + le16(0)
        return out
    }

    /// Writes the ZIP to `path` and returns `path`.
    @discardableResult
    public func write(to path: String) throws -> String {
        try Data(bytes()).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> ($0 * 8)) & 0xFF) } }
}
