/// A JPEG's size from its frame header (SOFn), and its completeness from the end marker after
/// its picture data (a copy cut off while copying has none).
enum JPEGReader {
    static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]
    /// No JPEG has more segments before its picture data; the walk stops there whatever a file holds.
    static let maxSegments = 65_536
    /// How far from the end the end marker may be: past it, phones append other pictures
    /// (a depth map, a gain map), each a JPEG ending with its own end marker.
    static let tailBytes = 1 << 20

    static func size(of file: PhotoFile, limits: PhotoLimits) throws(PhotoProbeError) -> PixelSize {
        var offset: Int64 = 2
        var size: PixelSize?
        for _ in 0..<maxSegments {
            let head = try file.read(at: offset, count: 4)
            guard let first = head[0], let marker = head[1] else { throw .truncated("its end marker") }
            guard first == 0xFF else { throw .corrupt("byte \(offset) should start a segment and does not") }
            if marker == 0xFF { offset += 1; continue }  // a fill byte before the marker
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { offset += 2; continue }  // no length
            guard marker != 0xD9 else { throw .corrupt("it ends before its picture") }
            guard let length = head.number(2, length: 2) else { throw .truncated("its end marker") }
            guard length >= 2 else { throw .corrupt("a segment at byte \(offset) has a length of \(length)") }
            let end = offset + 2 + Int64(length)
            guard end <= file.size else { throw .truncated("its end marker") }
            if isFrameHeader(marker) {
                let frame = try file.read(at: offset + 4, count: 5, else: "its end marker")
                size = try PixelSize(width: frame.number(3, length: 2) ?? 0, height: frame.number(1, length: 2) ?? 0)
                    .checked(against: limits)
            }
            if marker == 0xDA {
                guard let size else { throw .corrupt("its picture data comes before its size (SOF)") }
                try checkEndMarker(file, after: end)
                return size
            }
            offset = end
        }
        throw .corrupt("more than \(maxSegments) segments before its picture data")
    }

    /// SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range.
    static func isFrameHeader(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    /// Picture data never holds FF D9 (an FF in it is followed by 00 or a restart marker), so an
    /// FF D9 after the first scan's start is an end marker.
    static func checkEndMarker(_ file: PhotoFile, after scanStart: Int64) throws(PhotoProbeError) {
        let start = max(scanStart, file.size - Int64(tailBytes))
        let tail = try file.read(at: start, count: Int(file.size - start))
        var index = tail.count - 2
        while index >= 0 {
            if tail.array[index] == 0xFF, tail.array[index + 1] == 0xD9 { return }
            index -= 1
        }
        throw .truncated("its end marker")
    }
}
