import Foundation
import Testing
@testable import ZipIO

/// The same entries give the same bytes: the bundle's promise of a byte-identical ZIP.
@Suite struct WriterDeterminismTests {
    static let modified = 1_700_000_000  // 2023-11-14 22:13:20 UTC, 17:13:20 in New York

    static func writeBundle(to path: String, source: String) throws -> [UInt8] {
        let writer = try ZipWriter(path: path)
        try writer.addData(Data("<!doctype html>\n".utf8), as: "Family-Stories/index.html", compression: .deflate, modified: modified)
        try writer.addFile(at: source, as: "Family-Stories/data/Oma/memo.m4a", compression: .store, modified: modified)
        try writer.addData(Data(#"{"format":1}"#.utf8), as: "Family-Stories/manifest.json", compression: .deflate, modified: modified)
        try writer.close()
        return contents(of: path)
    }

    static func makeSource(in folder: String) throws -> String {
        let path = folder + "/memo.m4a"
        try RoundTripTests.pseudoRandom(count: 150_000, seed: 7).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func twoWritesAreByteIdentical() throws {
        try withTemporaryDirectory { temp in
            let source = try Self.makeSource(in: temp)
            let first = try Self.writeBundle(to: temp + "/first.zip", source: source)
            let second = try Self.writeBundle(to: temp + "/second.zip", source: source)
            #expect(!first.isEmpty)
            #expect(Data(first) == Data(second))
        }
    }

    /// Run in-process: the test switches the process to New York time, as if StoryChop had been
    /// started with TZ=America/New_York, then writes. It changes TZ under `HeaderEnvironment.lock`, the
    /// lock the writer holds while it writes each header, so no other test's header is written
    /// in New York time. TZ is left at UTC afterwards, as the writer itself would leave it.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/zoneinfo/America/New_York"),
                   "tzdata for America/New_York is not installed"))
    func timeZoneDoesNotChangeTheBytes() throws {
        try withTemporaryDirectory { temp in
            let source = try Self.makeSource(in: temp)
            let inUTC = try Self.writeBundle(to: temp + "/utc.zip", source: source)

            let newYorkHour: Int32 = HeaderEnvironment.lock.withLock {
                setenv("TZ", "America/New_York", 1)
                tzset()
                var time = time_t(Self.modified)
                var fields = tm()
                localtime_r(&time, &fields)
                return fields.tm_hour
            }
            #expect(newYorkHour == 17, "the process really was on New York time")
            let inNewYork = try Self.writeBundle(to: temp + "/new-york.zip", source: source)
            #expect(Data(inNewYork) == Data(inUTC))

            // The DOS fields hold 22:13:20 on 2023-11-14: UTC, not New York's 17:13.
            let entries = try #require(ZipInspector(inNewYork)).entries
            #expect(entries.allSatisfy { $0.dosTime == (22 << 11 | 13 << 5 | 20 / 2) })
            #expect(entries.allSatisfy { $0.dosDate == ((2023 - 1980) << 9 | 11 << 5 | 14) })
        }
    }
}
