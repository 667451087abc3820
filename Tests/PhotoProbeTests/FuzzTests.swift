import Foundation
import PhotoProbe
import Testing
import TestSupport

/// Whatever the bytes, the probe answers (a size or a refusal) and neither traps nor hangs.
@Suite struct FuzzTests {
    static let samples: [(String, Data)] = [
        ("photo.jpg", PhotoSamples.jpeg), ("photo.png", PhotoSamples.png), ("lossy.webp", PhotoSamples.fixture("lossy.webp")),
        ("lossless.webp", PhotoSamples.fixture("lossless.webp")), ("photo.heic", PhotoSamples.heic), ("grid.heic", PhotoSamples.gridHEIC()),
    ]

    /// Each of these files ends with what says it is whole, so every shorter copy is refused.
    @Test(arguments: samples.map(\.0))
    func everyTruncationIsRefused(name: String) throws {
        let data = try #require(Self.samples.first { $0.0 == name }?.1)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        for length in 0..<data.count {
            let url = try folder.write(data.prefix(length), to: "cut")
            #expect(throws: PhotoProbeError.self, "cut at \(length)") { try PhotoProbe.probe(url) }
        }
    }

    /// A byte changed at every offset (to 0x00, 0xFF, or a random value): no trap, an answer.
    @Test(arguments: samples.map(\.0))
    func damagedBytesGiveAnAnswer(name: String) throws {
        let data = try #require(Self.samples.first { $0.0 == name }?.1)
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        var generator = SeededGenerator(seed: UInt64(data.count))
        for offset in 0..<data.count {
            for value in [UInt8(0), 0xFF, UInt8.random(in: 0...255, using: &generator)] {
                var damaged = data
                damaged[damaged.startIndex + offset] = value
                let url = try folder.write(damaged, to: "damaged")
                if let info = try? PhotoProbe.probe(url) {
                    #expect(info.width > 0 && info.height > 0 && info.pixels <= PhotoLimits.standard.maxPixels)
                }
            }
        }
    }
}
