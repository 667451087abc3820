/// Reads a ZIP's central directory and local headers by hand, to check what the writer put in
/// the bytes (compression method, DOS time) independently of libarchive.
struct ZipInspector {
    struct Entry: Equatable {
        var name: String
        var centralMethod: UInt16
        var localMethod: UInt16
        var localFlags: UInt16
        var dosTime: UInt16
        var dosDate: UInt16
        var compressedSize: UInt32
        var size: UInt32
    }

    let entries: [Entry]

    /// nil when the bytes have no end-of-central-directory record or a header runs off the end.
    init?(_ bytes: [UInt8]) {
        func u16(_ at: Int) -> UInt16? {
            at >= 0 && at + 2 <= bytes.count ? UInt16(bytes[at]) | UInt16(bytes[at + 1]) << 8 : nil
        }
        func u32(_ at: Int) -> UInt32? {
            guard let low = u16(at), let high = u16(at + 2) else { return nil }
            return UInt32(low) | UInt32(high) << 16
        }
        guard let end = stride(from: bytes.count - 22, through: 0, by: -1).first(where: { u32($0) == 0x0605_4B50 }),
              let count = u16(end + 10), let start = u32(end + 16) else { return nil }
        var entries: [Entry] = []
        var at = Int(start)
        for _ in 0..<count {
            guard u32(at) == 0x0201_4B50, let method = u16(at + 10), let compressed = u32(at + 20),
                  let size = u32(at + 24), let nameLength = u16(at + 28), let extraLength = u16(at + 30),
                  let commentLength = u16(at + 32), let local = u32(at + 42).map(Int.init),
                  at + 46 + Int(nameLength) <= bytes.count,
                  u32(local) == 0x0403_4B50, let localFlags = u16(local + 6), let localMethod = u16(local + 8),
                  let time = u16(local + 10), let date = u16(local + 12) else { return nil }
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + Int(nameLength))], as: UTF8.self)
            entries.append(Entry(name: name, centralMethod: method, localMethod: localMethod, localFlags: localFlags,
                                 dosTime: time, dosDate: date, compressedSize: compressed, size: size))
            at += 46 + Int(nameLength) + Int(extraLength) + Int(commentLength)
        }
        self.entries = entries
    }
}
