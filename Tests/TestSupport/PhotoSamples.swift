import Foundation

/// Photos for tests: the small real ones in Tests/PhotoProbeTests/Fixtures (made by libvips and
/// libheif, see make-fixtures.sh), and files built byte by byte for what no tool writes on
/// purpose (a bomb, an iPhone's grid of tiles, an AVIF).
public enum PhotoSamples {
    public static let folder = RepositoryPaths.root.appendingPathComponent("Tests/PhotoProbeTests/Fixtures")

    /// A fixture's bytes: photo.jpg, photo.png, photo.heic, lossy.webp, lossless.webp, extended.webp, photo.gif, photo.tif.
    public static func fixture(_ name: String) -> Data {
        (try? Data(contentsOf: folder.appendingPathComponent(name))) ?? Data()
    }

    public static var jpeg: Data { fixture("photo.jpg") }
    public static var png: Data { fixture("photo.png") }
    public static var heic: Data { fixture("photo.heic") }

    /// A JPEG cut off in its picture data, as a failed copy leaves it.
    public static var truncatedJPEG: Data { jpeg.prefix(jpeg.count - 40) }

    /// A tiny, well-formed PNG whose header declares `width` × `height` pixels.
    public static func pngBomb(width: UInt32 = 100_000, height: UInt32 = 100_000) -> Data {
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        header += chunk("IHDR", bigEndian(width) + bigEndian(height) + Data([8, 2, 0, 0, 0]))
        return header + chunk("IDAT", Data([0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])) + chunk("IEND", Data())
    }

    /// An HEIC laid out as an iPhone writes one: the primary item a `grid` of tiles (or
    /// `primaryType`), whose
    /// `ispe` holds the whole picture's size (`width` × `height`), and an `mdat` after `meta`.
    public static func gridHEIC(width: UInt32 = 4032, height: UInt32 = 3024, brand: String = "heic", itemType: String = "hvc1",
                                primaryType: String = "grid") -> Data {
        let ftyp = box("ftyp", Data(brand.utf8) + bigEndian(UInt32(0)) + Data("mif1".utf8) + Data(brand.utf8))
        let pitm = fullBox("pitm", Data([0x00, 0x31]))                                // item 49
        let tile = fullBox("infe", Data([0x00, 0x01, 0x00, 0x00]) + Data(itemType.utf8) + Data([0]), version: 2)
        let grid = fullBox("infe", Data([0x00, 0x31, 0x00, 0x00]) + Data(primaryType.utf8) + Data([0]), version: 2)
        let iinf = fullBox("iinf", Data([0x00, 0x02]) + tile + grid)
        let tileSize = fullBox("ispe", bigEndian(UInt32(512)) + bigEndian(UInt32(512)))
        let wholeSize = fullBox("ispe", bigEndian(width) + bigEndian(height))
        let ipco = box("ipco", tileSize + wholeSize)
        // Item 1 → property 1 (the tile's size), item 49 → property 2 (essential bit set).
        let ipma = fullBox("ipma", bigEndian(UInt32(2)) + Data([0x00, 0x01, 0x01, 0x01, 0x00, 0x31, 0x01, 0x82]))
        // Item 1's 64 bytes are the mdat's: iloc version 0, 4-byte offsets and lengths, no base.
        func meta(mdatAt start: UInt32) -> Data {
            let iloc = fullBox("iloc", Data([0x44, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01]) + bigEndian(start) + bigEndian(UInt32(64)))
            return fullBox("meta", pitm + iinf + iloc + box("iprp", ipco + ipma))
        }
        let start = UInt32(ftyp.count + meta(mdatAt: 0).count + 8)
        return ftyp + meta(mdatAt: start) + box("mdat", Data(repeating: 0x5A, count: 64))
    }

    /// An AVIF: the HEIF structure with an AV1 item.
    public static var avif: Data { gridHEIC(width: 64, height: 48, brand: "avif", itemType: "av01") }

    public static func box(_ type: String, _ contents: Data) -> Data {
        bigEndian(UInt32(8 + contents.count)) + Data(type.utf8) + contents
    }

    private static func fullBox(_ type: String, _ contents: Data, version: UInt8 = 0) -> Data {
        box(type, Data([version, 0, 0, 0]) + contents)
    }

    private static func chunk(_ type: String, _ contents: Data) -> Data {
        bigEndian(UInt32(contents.count)) + Data(type.utf8) + contents + bigEndian(UInt32(0))
    }

    private static func bigEndian(_ value: UInt32) -> Data {
        Data([UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)])
    }
}
