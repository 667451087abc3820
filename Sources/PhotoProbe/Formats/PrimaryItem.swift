/// The primary item of a HEIF `meta` box: its id (`pitm`), its type (`iinf` → `infe`) and its
/// size (`iprp` → the `ispe` among the properties `ipma` gives it).
struct PrimaryItem {
    var type: String?
    var size: PixelSize?

    init(meta: Bytes) throws(PhotoProbeError) {
        let boxes = try Box.children(of: meta, from: 4)  // meta is a full box: version and flags first
        guard let pitm = boxes.first(where: { $0.type == "pitm" })?.contents(of: meta) else {
            throw .corrupt("it does not say which picture is the photo (no pitm box)")
        }
        let id = pitm[0] == 0 ? pitm.number(4, length: 2) : pitm.number(4, length: 4)
        guard let id else { throw .corrupt("its pitm box is cut short") }
        if let iinf = boxes.first(where: { $0.type == "iinf" }) {
            type = try Self.itemType(id, iinf: iinf.contents(of: meta))
        }
        if let iprp = boxes.first(where: { $0.type == "iprp" }) {
            size = try Self.imageSize(id, iprp: iprp.contents(of: meta))
        }
    }

    /// The `infe` of item `id`: version 2 has a 16-bit id, 3 a 32-bit one, then a protection
    /// index, then the type.
    static func itemType(_ id: Int, iinf: Bytes) throws(PhotoProbeError) -> String? {
        let first = iinf[0] == 0 ? 6 : 8
        for infe in try Box.children(of: iinf, from: first) where infe.type == "infe" {
            let entry = infe.contents(of: iinf)
            guard let version = entry[0], version >= 2 else { continue }
            let idLength = version == 2 ? 2 : 4
            if entry.number(4, length: idLength) == id { return entry.code(4 + idLength + 2) }
        }
        return nil
    }

    /// The `ispe` (width, height after a full box's version and flags) among item `id`'s properties.
    static func imageSize(_ id: Int, iprp: Bytes) throws(PhotoProbeError) -> PixelSize? {
        let boxes = try Box.children(of: iprp, from: 0)
        guard let ipco = boxes.first(where: { $0.type == "ipco" }), let ipma = boxes.first(where: { $0.type == "ipma" }) else {
            return nil
        }
        let properties = try Box.children(of: ipco.contents(of: iprp), from: 0)
        let contents = ipco.contents(of: iprp)
        for index in associations(of: id, ipma: ipma.contents(of: iprp)) where properties.indices.contains(index - 1) {
            let property = properties[index - 1]
            guard property.type == "ispe" else { continue }
            let ispe = property.contents(of: contents)
            guard let width = ispe.number(4, length: 4), let height = ispe.number(8, length: 4) else {
                throw .corrupt("its ispe box is cut short")
            }
            return PixelSize(width: width, height: height)
        }
        return nil
    }

    /// The 1-based property indices `ipma` gives item `id`: ids of 16 bits in version 0, 32 in
    /// 1; indices of 7 bits, or 15 when flag 1 is set, after an "essential" bit.
    static func associations(of id: Int, ipma: Bytes) -> [Int] {
        guard let version = ipma[0], let flags = ipma.number(1, length: 3), let count = ipma.number(4, length: 4) else { return [] }
        let idLength = version < 1 ? 2 : 4
        let indexLength = flags & 1 == 1 ? 2 : 1
        var offset = 8
        for _ in 0..<min(count, ipma.count) {
            guard let item = ipma.number(offset, length: idLength), let links = ipma[offset + idLength] else { return [] }
            offset += idLength + 1
            let indices = (0..<Int(links)).compactMap { ipma.number(offset + $0 * indexLength, length: indexLength) }
            offset += Int(links) * indexLength
            if item == id { return indices.map { $0 & (indexLength == 2 ? 0x7FFF : 0x7F) } }
        }
        return []
    }
}
