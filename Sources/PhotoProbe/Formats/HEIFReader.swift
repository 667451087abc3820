/// A HEIC's size from the `ispe` property of its primary item, as iPhones write it (a grid of
/// tiles whose item holds the whole picture's size); its completeness from its top-level boxes
/// each ending inside the file (a cut-off copy loses the end of `mdat`).
enum HEIFReader {
    /// The `ftyp` brands of HEVC still pictures and sequences, and of HEIF in general
    /// (`mif1`, `msf1`, which AVIF files carry too: the primary item tells them apart).
    static let brands: Set<String> = ["heic", "heix", "heim", "heis", "hevc", "hevx", "hevm", "hevs", "mif1", "msf1", "heif"]
    static let avifBrands: Set<String> = ["avif", "avis"]
    /// A real `meta` box is a few kilobytes; a larger one is read no further.
    static let largestMeta = PhotoFile.largestRead

    static func size(of file: PhotoFile, limits: PhotoLimits) throws(PhotoProbeError) -> PixelSize {
        let top = try topLevelBoxes(file)
        guard let ftyp = top.first, ftyp.type == "ftyp" else { throw .unknown }
        let brands = try brands(in: file.read(at: ftyp.start, count: Int(min(ftyp.end - ftyp.start, 1024))))
        guard brands.isDisjoint(with: avifBrands) else { throw .unsupported("an AVIF") }
        guard !brands.isDisjoint(with: Self.brands) else { throw .unsupported("a video, sound or picture file of a kind") }
        guard let meta = top.first(where: { $0.type == "meta" }) else { throw .corrupt("it holds no still picture (no meta box)") }
        guard meta.end - meta.start <= Int64(largestMeta) else { throw .corrupt("its meta box is larger than \(largestMeta) bytes") }
        let metaBytes = try file.read(at: meta.start, count: Int(meta.end - meta.start))
        let items = try PrimaryItem(meta: metaBytes)
        guard items.type != "av01" else { throw .unsupported("an AVIF") }
        guard let size = items.size else { throw .corrupt("its picture does not say its size (ispe)") }
        let checked = try size.checked(against: limits)
        guard let iloc = try Box.children(of: metaBytes, from: 4).first(where: { $0.type == "iloc" }) else {
            throw .corrupt("it does not say where its picture is (no iloc box)")
        }
        guard try ItemLocations.end(iloc: iloc.contents(of: metaBytes)) <= file.size else { throw .truncated("the end of its picture") }
        return checked
    }

    /// The boxes at the top of the file, each checked to end inside it.
    static func topLevelBoxes(_ file: PhotoFile) throws(PhotoProbeError) -> [Box] {
        var boxes: [Box] = []
        var offset: Int64 = 0
        while offset < file.size {
            guard boxes.count < Box.maxBoxes else { throw .corrupt("more than \(Box.maxBoxes) boxes") }
            let box = try Box.header(file.read(at: offset, count: 16), at: offset, limit: file.size)
            boxes.append(box)
            offset = box.end
        }
        return boxes
    }

    /// The major brand and the compatible ones (after the minor version).
    static func brands(in ftyp: Bytes) -> Set<String> {
        var brands: Set<String> = []
        for offset in stride(from: 0, to: ftyp.count, by: 4) where offset != 4 {
            if let brand = ftyp.code(offset) { brands.insert(brand) }
        }
        return brands
    }
}
