import Foundation
import PhotoProbe
import Testing
import TestSupport

/// Real photos (libvips, libheif) and built ones are told apart by their bytes and sized.
@Suite struct PhotoProbeTests {
    @Test(arguments: [("photo.jpg", PhotoFormat.jpeg, 40, 30), ("photo.png", .png, 40, 30), ("lossy.webp", .webp, 40, 30),
                      ("lossless.webp", .webp, 40, 30), ("extended.webp", .webp, 40, 30), ("photo.heic", .heic, 64, 48)])
    func realPhotosAreKnownAndSized(name: String, format: PhotoFormat, width: Int, height: Int) throws {
        let info = try PhotoProbe.probe(PhotoSamples.folder.appendingPathComponent(name))
        #expect(info.format == format)
        #expect(info.width == width && info.height == height)
        #expect(info.bytes == Int64(PhotoSamples.fixture(name).count))
    }

    @Test func theBytesDecideNotTheName() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let info = try PhotoProbe.probe(try folder.write(PhotoSamples.png, to: "wedding.JPG"))
        #expect(info.format == .png)
        #expect(info.format.fileExtension == "png")
    }

    /// VP8 and VP8L on their own, without the VP8X chunk libvips writes before them.
    @Test(arguments: [("lossy.webp", "VP8 "), ("lossless.webp", "VP8L")])
    func simpleWebPIsSized(name: String, chunk: String) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let original = PhotoSamples.fixture(name)
        let start = try #require(original.range(of: Data(chunk.utf8))).lowerBound
        let body = Data("WEBP".utf8) + original[start...]
        var riff = Data("RIFF".utf8)
        riff += withUnsafeBytes(of: UInt32(body.count).littleEndian) { Data($0) }
        let info = try PhotoProbe.probe(try folder.write(riff + body, to: "simple.webp"))
        #expect(info.format == .webp && info.width == 40 && info.height == 30)
    }

    @Test func anIPhonesGridIsSizedByItsPrimaryItem() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let info = try PhotoProbe.probe(try folder.write(PhotoSamples.gridHEIC(), to: "IMG_0001.HEIC"))
        #expect(info.format == .heic && info.width == 4032 && info.height == 3024)
        let generic = try PhotoProbe.probe(try folder.write(PhotoSamples.gridHEIC(brand: "mif1"), to: "generic.heif"))
        #expect(generic.format == .heic)
    }
}

/// The probe reads headers and structure, not pictures: a few kilobytes of a large photo.
@Suite struct BoundedReadingTests {
    @Test func aLargeJPEGIsReadAtItsHeadAndTail() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let jpeg = PhotoSamples.jpeg
        // 40 MB of picture data (no FF D9 in it) between the headers and the end marker.
        let scanStart = try #require(jpeg.range(of: Data([0xFF, 0xDA]))).lowerBound + 14
        let large = jpeg.prefix(scanStart) + Data(repeating: 0x5A, count: 40_000_000) + Data([0xFF, 0xD9])
        let info = try PhotoProbe.probe(try folder.write(large, to: "large.jpg"))
        #expect(info.width == 40 && info.bytes == Int64(large.count))
        #expect(info.bytesRead <= 1_100_000, "read \(info.bytesRead) bytes")
    }

    @Test func aLargePNGIsWalkedChunkByChunk() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let png = PhotoSamples.png
        let iend = png.suffix(12)
        var chunk = Data([0x00, 0x01, 0x00, 0x00]) + Data("IDAT".utf8) + Data(repeating: 0, count: 65_536) + Data(repeating: 0, count: 4)
        chunk.reserveCapacity(chunk.count)
        let large = png.dropLast(12) + Data((0..<600).flatMap { _ in chunk }) + iend
        let info = try PhotoProbe.probe(try folder.write(large, to: "large.png"))
        #expect(info.format == .png && info.bytes > 39_000_000)
        #expect(info.bytesRead < 10_000, "read \(info.bytesRead) bytes")
    }
}
