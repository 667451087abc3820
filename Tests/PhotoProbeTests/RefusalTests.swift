import Foundation
import PhotoProbe
import Testing
import TestSupport

/// What is refused, with which reason and words: other formats, cut-off files, bombs.
@Suite struct RefusalTests {
    private func refusal(_ data: Data, named name: String = "photo", limits: PhotoLimits = .standard) throws -> PhotoProbeError {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let url = try folder.write(data, to: name)
        do {
            let info = try PhotoProbe.probe(url, limits: limits)
            Issue.record("\(name) was taken as \(info)")
            return PhotoProbeError(.corrupt, file: nil, message: "", hint: "")
        } catch {
            return error
        }
    }

    @Test(arguments: [("photo.gif", "a GIF"), ("photo.tif", "a TIFF")])
    func otherFormatsAreNamedAndConvertingIsSuggested(name: String, expected: String) throws {
        let error = try refusal(PhotoSamples.fixture(name), named: name)
        #expect(error.reason == .unsupported)
        #expect(error.message.contains(expected))
        #expect(error.hint.contains("Convert it to JPEG"))
    }

    @Test func bmpSvgAndAVIFAreRefusedByName() throws {
        #expect(try refusal(Data("BM".utf8) + Data(repeating: 0, count: 60)).message.contains("a BMP"))
        #expect(try refusal(Data("\n <svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)).message.contains("an SVG"))
        #expect(try refusal(PhotoSamples.avif).message.contains("an AVIF"))
        // A HEIF of the general brand only is told by its picture's codec.
        let av1 = try refusal(PhotoSamples.gridHEIC(brand: "mif1", itemType: "av01", primaryType: "av01"))
        #expect(av1.reason == .unsupported && av1.message.contains("an AVIF"))
        #expect(try refusal(Data("hello, these are words".utf8)).message.contains("not a photo"))
    }

    @Test func cutOffFilesAreTruncated() throws {
        #expect(try refusal(PhotoSamples.truncatedJPEG).reason == .truncated)
        let png = PhotoSamples.png
        #expect(try refusal(png.prefix(png.count - 12)).message.contains("IEND"))
        let webp = PhotoSamples.fixture("lossy.webp")
        #expect(try refusal(webp.prefix(webp.count - 1)).reason == .truncated)
        let heic = PhotoSamples.heic
        #expect(try refusal(heic.prefix(heic.count - 1)).reason == .truncated)
        #expect(try refusal(PhotoSamples.gridHEIC().dropLast(10)).reason == .truncated)
    }

    @Test func aBombIsRefusedFromItsHeader() throws {
        let bomb = PhotoSamples.pngBomb()
        #expect(bomb.count < 100)
        let error = try refusal(bomb)
        #expect(error.reason == .tooLarge)
        #expect(error.message.contains("100000 × 100000"))
        #expect(try refusal(PhotoSamples.gridHEIC(width: 20_000, height: 20_000)).reason == .tooLarge)
        #expect(try refusal(PhotoSamples.pngBomb(width: 70_000, height: 10)).message.contains("along a side"))
    }

    @Test func aFileOverTheByteLimitIsRefusedUnread() throws {
        let limits = PhotoLimits(maxBytes: 100, maxPixels: PhotoLimits.standard.maxPixels, maxSide: 65_535)
        let error = try refusal(PhotoSamples.jpeg, limits: limits)
        #expect(error.reason == .tooLarge && error.message.contains("MB"))
    }

    @Test func emptyMissingAndFoldersAreSaidPlainly() throws {
        #expect(try refusal(Data()).reason == .empty)
        do {
            _ = try PhotoProbe.probe(URL(fileURLWithPath: "/nonexistent/wedding.jpg"))
            Issue.record("a missing file was probed")
        } catch {
            #expect(error.reason == .io && error.message.contains("no such file") && error.file == "/nonexistent/wedding.jpg")
        }
        do {
            _ = try PhotoProbe.probe(URL(fileURLWithPath: NSTemporaryDirectory()))
            Issue.record("a folder was probed")
        } catch {
            #expect(error.message.contains("folder"))
        }
    }
}
