/// Where a HEIF's pictures lie (`iloc`): the end of the furthest one in the file, so a copy
/// cut off between its `meta` and its `mdat` is told from a whole one.
enum ItemLocations {
    /// The furthest byte any item's extent in the file reaches (construction method 0; items
    /// inside `meta`'s `idat` are in the file once `meta` is).
    static func end(iloc: Bytes) throws(PhotoProbeError) -> Int64 {
        guard let version = iloc[0], let sizes = iloc.number(4, length: 2) else { throw .corrupt("its iloc box is cut short") }
        let offsetSize = sizes >> 12 & 0xF, lengthSize = sizes >> 8 & 0xF, baseSize = sizes >> 4 & 0xF
        let indexSize = version >= 1 ? sizes & 0xF : 0
        let idSize = version < 2 ? 2 : 4
        guard let count = iloc.number(6, length: idSize) else { throw .corrupt("its iloc box is cut short") }
        var offset = 6 + idSize
        var furthest: Int64 = 0
        for _ in 0..<min(count, iloc.count) {
            offset += idSize
            var method = 0
            if version >= 1 {
                guard let value = iloc.number(offset, length: 2) else { throw .corrupt("its iloc box is cut short") }
                method = value & 0xF
                offset += 2
            }
            offset += 2  // data reference index
            guard let base = iloc.number(offset, length: baseSize) ?? (baseSize == 0 ? 0 : nil),
                  let extents = iloc.number(offset + baseSize, length: 2) else { throw .corrupt("its iloc box is cut short") }
            offset += baseSize + 2
            for _ in 0..<extents {
                offset += indexSize
                guard let start = iloc.number(offset, length: offsetSize) ?? (offsetSize == 0 ? 0 : nil),
                      let length = iloc.number(offset + offsetSize, length: lengthSize) ?? (lengthSize == 0 ? 0 : nil) else {
                    throw .corrupt("its iloc box is cut short")
                }
                offset += offsetSize + lengthSize
                if method == 0 { furthest = max(furthest, Int64(base) + Int64(start) + Int64(length)) }
            }
        }
        return furthest
    }
}
