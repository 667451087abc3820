import Foundation
import Testing
import ZipIO

/// Entries written by ZipWriter come back byte for byte through both readers.
@Suite struct RoundTripTests {
    static let modified = 1_700_000_000  // 2023-11-14 22:13:20 UTC

    /// Names in several scripts, sizes around the 64 KiB chunk boundary, both compressions.
    static let samples: [(name: String, bytes: Data, compression: ZipCompression)] = [
        ("Family-Stories/data/é.txt", Data("café, crème brûlée\n".utf8), .deflate),
        ("Family-Stories/data/🎙️ Oma/memo.m4a", pseudoRandom(count: 65_536 * 3 + 17, seed: 1), .store),
        ("Family-Stories/data/家族/物語.txt", Data(String(repeating: "昔々、", count: 5_000).utf8), .deflate),
        ("Family-Stories/data/Grand-mère/empty.txt", Data(), .deflate),
        ("Family-Stories/data/exact.bin", pseudoRandom(count: 65_536, seed: 2), .store),
    ]

    static func pseudoRandom(count: Int, seed: UInt64) -> Data {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        return Data((0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 33)
        })
    }

    static func writeSamples(to path: String, sourceFolder: String) throws {
        let writer = try ZipWriter(path: path)
        for (index, sample) in samples.enumerated() {
            if index.isMultiple(of: 2) {
                let source = sourceFolder + "/source\(index)"
                try sample.bytes.write(to: URL(fileURLWithPath: source))
                try writer.addFile(at: source, as: sample.name, compression: sample.compression, modified: modified)
            } else {
                try writer.addData(sample.bytes, as: sample.name, compression: sample.compression, modified: modified)
            }
        }
        try writer.close()
    }

    @Test func writerToExtractor() throws {
        try withTemporaryDirectory { temp in
            try Self.writeSamples(to: temp + "/bundle.zip", sourceFolder: temp)
            let report = try ZipExtractor.extract(zipAt: temp + "/bundle.zip", into: temp + "/out")
            #expect(report.files == Self.samples.map(\.name))
            #expect(report.bytes == Int64(Self.samples.map(\.bytes.count).reduce(0, +)))
            for sample in Self.samples {
                let path = temp + "/out/" + sample.name
                #expect(contents(of: path) == Array(sample.bytes), "\(sample.name)")
                let attributes = try FileManager.default.attributesOfItem(atPath: path)
                let date = attributes[.modificationDate] as? Date
                #expect(date == Date(timeIntervalSince1970: TimeInterval(Self.modified)), "keeps the entry's time")
            }
        }
    }

    @Test func writerToForEachEntry() throws {
        try withTemporaryDirectory { temp in
            try Self.writeSamples(to: temp + "/bundle.zip", sourceFolder: temp)
            var seen: [(ZipEntryInfo, Data)] = []
            var largestChunk = 0
            try ZipReader.forEachEntry(zipAt: temp + "/bundle.zip") { info, readChunk in
                var bytes = Data()
                while let chunk = try readChunk() {
                    largestChunk = max(largestChunk, chunk.count)
                    bytes.append(chunk)
                }
                #expect(try readChunk() == nil, "stays at the end")
                seen.append((info, bytes))
            }
            #expect(seen.map(\.0.path) == Self.samples.map(\.name))
            #expect(seen.map(\.1) == Self.samples.map(\.bytes))
            #expect(seen.map(\.0.size) == Self.samples.map { Int64($0.bytes.count) })
            #expect(seen.allSatisfy { $0.0.isRegularFile && !$0.0.isDirectory })
            #expect(largestChunk == 65_536)
        }
    }

    @Test func forEachEntrySkipsWhatTheBodyDoesNotRead() throws {
        try withTemporaryDirectory { temp in
            try Self.writeSamples(to: temp + "/bundle.zip", sourceFolder: temp)
            var names: [String] = []
            try ZipReader.forEachEntry(zipAt: temp + "/bundle.zip") { info, readChunk in
                names.append(info.path)
                if info.path.hasSuffix(".m4a") { _ = try readChunk() }  // one chunk, then move on
            }
            #expect(names == Self.samples.map(\.name))
        }
    }
}
