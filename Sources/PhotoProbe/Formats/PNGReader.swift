/// A PNG's size from its header chunk (IHDR), and its completeness from a walk over its chunks
/// to the end chunk (IEND).
enum PNGReader {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// A real PNG has a few hundred chunks at most; the walk stops here whatever a file holds.
    static let maxChunks = 1_000_000

    static func size(of file: PhotoFile, limits: PhotoLimits) throws(PhotoProbeError) -> PixelSize {
        let header = try file.read(at: 8, count: 16, else: "its header (IHDR)")
        guard header.code(4) == "IHDR", header.number(0, length: 4) == 13 else {
            throw .corrupt("its first chunk is not its header (IHDR)")
        }
        let size = try PixelSize(width: header.number(8, length: 4) ?? 0, height: header.number(12, length: 4) ?? 0)
            .checked(against: limits)
        try walkToEnd(file)
        return size
    }

    /// Each chunk is its length, type, data and checksum; the last is IEND.
    static func walkToEnd(_ file: PhotoFile) throws(PhotoProbeError) {
        var offset: Int64 = 8
        for _ in 0..<maxChunks {
            let head = try file.read(at: offset, count: 8, else: "its end (IEND)")
            guard let length = head.number(0, length: 4), length <= Int(Int32.max) else {
                throw .corrupt("a chunk at byte \(offset) declares an impossible length")
            }
            let end = offset + 12 + Int64(length)
            guard end <= file.size else { throw .truncated("its end (IEND)") }
            if head.code(4) == "IEND" { return }
            offset = end
        }
        throw .corrupt("more than \(maxChunks) chunks")
    }
}
