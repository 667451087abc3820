import Foundation

/// Reads a ZIP's central directory by hand, to check what the bytes say (method, time, flags)
/// independently of libarchive.
struct CentralDirectory {
    struct Entry: Equatable {
        var name: String
        var method: UInt16
        var flags: UInt16
        var dosTime: UInt16
        var dosDate: UInt16
        var size: UInt32

        /// The DOS date and time as `yyyy-MM-dd HH:mm:ss` (two-second steps).
        var dosText: String {
            String(format: "%04d-%02d-%02d %02d:%02d:%02d", 1980 + Int(dosDate >> 9), Int(dosDate >> 5 & 0xF), Int(dosDate & 0x1F),
                   Int(dosTime >> 11), Int(dosTime >> 5 & 0x3F), Int(dosTime & 0x1F) * 2)
        }
    }

    let entries: [Entry]

    init(zipAt path: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        guard bytes.count >= 22,
              let end = stride(from: bytes.count - 22, through: 0, by: -1).first(where: { u32($0) == 0x0605_4B50 }) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        var entries: [Entry] = []
        var at = u32(end + 16)
        for _ in 0..<u16(end + 10) {
            guard u32(at) == 0x0201_4B50 else { throw CocoaError(.fileReadCorruptFile) }
            let nameLength = u16(at + 28)
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            entries.append(Entry(name: name, method: UInt16(u16(at + 10)), flags: UInt16(u16(at + 8)),
                                 dosTime: UInt16(u16(at + 12)), dosDate: UInt16(u16(at + 14)), size: UInt32(u32(at + 24))))
            at += 46 + nameLength + u16(at + 30) + u16(at + 32)
        }
        self.entries = entries
    }

    var names: [String] { entries.map(\.name) }

    func entry(_ name: String) -> Entry? { entries.first { $0.name == name } }
}
