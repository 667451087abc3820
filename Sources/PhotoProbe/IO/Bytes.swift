/// Bytes read from a photo, with numbers and codes taken out of them by position. Every
/// accessor answers nil when the bytes are not all there, so no file can make the probe trap.
struct Bytes: Sendable {
    let array: [UInt8]

    init(_ array: [UInt8]) { self.array = array }

    var count: Int { array.count }

    func contains(_ start: Int, length: Int) -> Bool {
        start >= 0 && length >= 0 && start <= array.count - length
    }

    subscript(_ index: Int) -> UInt8? { contains(index, length: 1) ? array[index] : nil }

    /// `length` bytes at `start` as an unsigned number, most significant first unless `littleEndian`.
    func number(_ start: Int, length: Int, littleEndian: Bool = false) -> Int? {
        guard contains(start, length: length) else { return nil }
        let part = array[start..<start + length]
        let ordered = littleEndian ? Array(part.reversed()) : Array(part)
        return ordered.reduce(0) { $0 << 8 | Int($1) }
    }

    /// Four ASCII letters, like "ftyp" or "IHDR"; nil when they are not all there.
    func code(_ start: Int) -> String? {
        guard contains(start, length: 4) else { return nil }
        return String(decoding: array[start..<start + 4].map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
    }

    func starts(with text: String, at start: Int = 0) -> Bool {
        let wanted = Array(text.utf8)
        return contains(start, length: wanted.count) && array[start..<start + wanted.count].elementsEqual(wanted)
    }

    func starts(with wanted: [UInt8], at start: Int = 0) -> Bool {
        contains(start, length: wanted.count) && array[start..<start + wanted.count].elementsEqual(wanted)
    }

    /// The bytes from `start` to `start + length`, clamped to what is there.
    func part(_ start: Int, length: Int) -> Bytes {
        let lower = max(0, min(start, array.count))
        let upper = max(lower, min(array.count, lower + max(0, length)))
        return Bytes(Array(array[lower..<upper]))
    }
}
