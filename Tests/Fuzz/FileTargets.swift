import Foundation
import PhotoProbe
import ZipIO

/// Parsers that read a file by its path: a photo's headers, a ZIP's records and its entries.
enum FileTargets {
    static let all: [FuzzTarget] = [
        FuzzTarget(name: "photo", reads: "a photo's headers (PhotoProbe: JPEG, PNG, WebP, HEIC, GIF, TIFF)") { data in
            let path = ScratchFile.write(data, named: "photo.jpg")
            _ = try? PhotoProbe.probe(URL(fileURLWithPath: path))
        },
        FuzzTarget(name: "zip", reads: "a ZIP (ZipStructure's records, then ZipReader's entries through libarchive)") { data in
            let path = ScratchFile.write(data, named: "bundle.zip")
            _ = try? ZipStructure.check(zipAt: path)
            readEntries(path)
        },
    ]

    /// Every entry's bytes, as ingest reads a ZIP it was given; a few MB at most, as the
    /// fuzzer's inputs are small and a ZIP bomb must stop at the extraction limits, not here.
    private static func readEntries(_ path: String) {
        var total = 0
        try? ZipReader.forEachEntry(zipAt: path) { _, readChunk in
            while total < 8 << 20, let chunk = try readChunk() {
                total += chunk.count
            }
        }
    }
}
