import Foundation

/// Where each record of a small, sound ZIP sits, found by hand from its end record (APPNOTE
/// 4.3), so a test can change exactly one field of one record and see it caught.
public struct ZipOffsets {
    public struct Entry {
        public var name: String
        /// Where its central directory header, its local header and its data start, and
        /// where its data ends (and its data descriptor starts, when it has one).
        public var central: Int
        public var local: Int
        public var dataStart: Int
        public var dataEnd: Int
    }

    /// Offsets of fields inside the records.
    public enum Field {
        public static let centralFlags = 8, centralMethod = 10, centralCRC = 16, centralCompressedSize = 20
        public static let centralSize = 24, centralNameLength = 28, centralExtraLength = 30, centralLocalOffset = 42
        public static let centralName = 46
        public static let localFlags = 6, localCRC = 14, localSize = 22, localName = 30
        /// In a data descriptor with its signature.
        public static let descriptorCRC = 4, descriptorCompressedSize = 8, descriptorSize = 12
        public static let endEntriesHere = 8, endEntriesTotal = 10, endDirectorySize = 12, endDirectoryOffset = 16
    }

    public let entries: [Entry]
    public let centralDirectory: Int
    public let endRecord: Int

    public init(_ bytes: [UInt8]) throws {
        func u16(_ at: Int) throws -> Int {
            guard at >= 0, at + 2 <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            return Int(bytes[at]) | Int(bytes[at + 1]) << 8
        }
        func u32(_ at: Int) throws -> Int { try u16(at) | u16(at + 2) << 16 }
        guard let end = try stride(from: bytes.count - 22, through: 0, by: -1).first(where: { try u32($0) == 0x0605_4B50 }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        endRecord = end
        centralDirectory = try u32(end + Field.endDirectoryOffset)
        var entries: [Entry] = []
        var at = centralDirectory
        for _ in 0..<(try u16(end + Field.endEntriesTotal)) {
            let nameLength = try u16(at + Field.centralNameLength)
            let local = try u32(at + Field.centralLocalOffset)
            let dataStart = try local + 30 + u16(local + 26) + u16(local + 28)
            let dataEnd = try dataStart + u32(at + Field.centralCompressedSize)
            guard at + 46 + nameLength <= bytes.count, dataEnd <= bytes.count else { throw CocoaError(.fileReadCorruptFile) }
            entries.append(Entry(name: String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self), central: at,
                                 local: local, dataStart: dataStart, dataEnd: dataEnd))
            at += try 46 + nameLength + u16(at + Field.centralExtraLength) + u16(at + 32)
        }
        self.entries = entries
    }

    public func entry(_ name: String) -> Entry? { entries.first { $0.name == name || $0.name.hasSuffix("/" + name) } }

    /// Writes `value` little-endian into `bytes` at `at`, in `width` bytes.
    public static func patch(_ bytes: inout [UInt8], at: Int, _ value: Int, width: Int) {
        for index in 0..<width { bytes[at + index] = UInt8((value >> (8 * index)) & 0xFF) }
    }

    public static func read(_ bytes: [UInt8], at: Int, width: Int) -> Int {
        (0..<width).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }
}
