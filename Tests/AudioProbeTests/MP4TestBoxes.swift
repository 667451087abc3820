/// A tiny top-level MP4 box lister for building broken files in tests (independent of the code under test).
enum MP4TestBoxes {
    struct Box {
        var type: String
        var range: Range<Int>
    }

    static func topLevel(_ bytes: [UInt8]) -> [Box] {
        var boxes: [Box] = []
        var offset = 0
        while offset + 8 <= bytes.count {
            let size = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
            let end = size == 0 ? bytes.count : min(offset + size, bytes.count)
            guard end > offset else { break }
            boxes.append(Box(type: type, range: offset..<end))
            offset = end
        }
        return boxes
    }

    static func index(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { bytes[$0..<$0 + pattern.count].elementsEqual(pattern) }
    }
}
