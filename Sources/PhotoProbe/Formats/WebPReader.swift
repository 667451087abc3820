/// A WebP's size from its first chunk (VP8X, VP8 or VP8L), and its completeness from the RIFF
/// size and the chunks inside it.
enum WebPReader {
    static let maxChunks = 100_000

    static func size(of file: PhotoFile, limits: PhotoLimits) throws(PhotoProbeError) -> PixelSize {
        let head = try file.read(at: 0, count: 30, else: "its header")
        let riffEnd = 8 + Int64(head.number(4, length: 4, littleEndian: true) ?? 0)
        guard riffEnd <= file.size else { throw .truncated("the end its header promises") }
        let size = try pixelSize(head).checked(against: limits)
        try walkChunks(file, end: riffEnd)
        return size
    }

    /// VP8X: the canvas (each side minus one, 24 bits). VP8: after the key frame's start code,
    /// 14 bits a side. VP8L: after its signature byte, 14 bits a side minus one.
    static func pixelSize(_ head: Bytes) throws(PhotoProbeError) -> PixelSize {
        switch head.code(12) {
        case "VP8X":
            return PixelSize(width: (head.number(24, length: 3, littleEndian: true) ?? 0) + 1,
                             height: (head.number(27, length: 3, littleEndian: true) ?? 0) + 1)
        case "VP8 ":
            guard head.starts(with: [0x9D, 0x01, 0x2A], at: 23) else { throw .corrupt("its picture does not start with a key frame") }
            return PixelSize(width: (head.number(26, length: 2, littleEndian: true) ?? 0) & 0x3FFF,
                             height: (head.number(28, length: 2, littleEndian: true) ?? 0) & 0x3FFF)
        case "VP8L":
            guard head[20] == 0x2F, let bits = head.number(21, length: 4, littleEndian: true) else {
                throw .corrupt("its lossless picture has no signature")
            }
            return PixelSize(width: (bits & 0x3FFF) + 1, height: (bits >> 14 & 0x3FFF) + 1)
        default:
            throw .corrupt("its first chunk is \"\(head.code(12) ?? "")\", not a picture")
        }
    }

    /// Each chunk (code, size, data padded to an even length) ends inside the RIFF.
    static func walkChunks(_ file: PhotoFile, end: Int64) throws(PhotoProbeError) {
        var offset: Int64 = 12
        for _ in 0..<maxChunks {
            guard offset < end else { return }
            let head = try file.read(at: offset, count: 8, else: "the end of its last chunk")
            let length = Int64(head.number(4, length: 4, littleEndian: true) ?? 0)
            let next = offset + 8 + length + length % 2
            guard next <= end + 1 else { throw .truncated("the end of its \(head.code(0) ?? "") chunk") }
            offset = next
        }
        throw .corrupt("more than \(maxChunks) chunks")
    }
}
