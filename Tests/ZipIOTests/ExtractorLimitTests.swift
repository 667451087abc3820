import Foundation
import Testing
import TestSupport
@testable import ZipIO

@Suite struct ExtractorLimitTests {
    static let mebibyte = 1 << 20
    let small = ExtractionLimits(maxTotalBytes: 1 << 20, maxEntryBytes: 1 << 20, maxEntries: 4)

    @Test func bombIsRefusedByItsDeclaredSizeBeforeWriting() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.zeros("bomb.bin", count: 10 * Self.mebibyte)
            let zipPath = try zip.write(to: temp + "/bomb.zip")
            #expect(contents(of: zipPath).count < 100_000)

            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: small)
            }
            #expect(error?.kind == .tooLarge)
            #expect(error?.message == "the entry 'bomb.bin' unpacks to more than 1 MiB — refusing to unpack it")
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    @Test func bombWithPatchedSizesIsRefusedByCountedBytes() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("first.txt", "written, then removed again")
            zip.zeros("bomb.bin", count: 10 * Self.mebibyte, declaredSize: 1000)
            let zipPath = try zip.write(to: temp + "/bomb.zip")
            let out = temp + "/out"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: false)
            try Data("mine".utf8).write(to: URL(fileURLWithPath: out + "/keep.txt"))

            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: out, limits: small)
            }
            #expect(error?.kind == .tooLarge)
            #expect(error?.entry == "bomb.bin")
            // Everything this call wrote is gone; what was there before stays.
            #expect(listing(of: out) == ["keep.txt"])
        }
    }

    @Test func totalIsLimitedByDeclaredSizes() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            for index in 1...3 { zip.zeros("part\(index).bin", count: 512 * 1024) }
            let zipPath = try zip.write(to: temp + "/parts.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: small)
            }
            #expect(error?.kind == .tooLarge)
            #expect(error?.message == "the ZIP unpacks to more than 1 MiB in total — refusing to unpack it")
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    /// Honest entries first, then one whose patched size hides that the total goes over.
    @Test func totalIsLimitedByCountedBytes() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.zeros("part1.bin", count: 400 * 1024)
            zip.zeros("part2.bin", count: 400 * 1024)
            zip.zeros("part3.bin", count: 2 * Self.mebibyte, declaredSize: 1000)
            let zipPath = try zip.write(to: temp + "/parts.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: small)
            }
            #expect(error?.kind == .tooLarge)
            #expect(error?.entry == "part3.bin")
            #expect(error?.message == "the ZIP unpacks to more than 1 MiB in total — refusing to unpack it")
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    /// A patched size that libarchive notices itself (the whole entry fits in its inflate
    /// buffer) is refused as damaged.
    @Test func smallEntryWithPatchedSizeIsDamaged() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.zeros("liar.bin", count: 100_000, declaredSize: 1000)
            let zipPath = try zip.write(to: temp + "/liar.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: small)
            }
            #expect(error?.kind == .corrupt)
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    @Test(arguments: [(4, true), (5, false)])
    func entryCountIsLimited(entries: Int, accepted: Bool) throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            for index in 1...entries { zip.file("f\(index).txt", "\(index)") }
            let zipPath = try zip.write(to: temp + "/many.zip")
            if accepted {
                let report = try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: small)
                #expect(report.files.count == entries)
            } else {
                let error = #expect(throws: ZipError.self) {
                    try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: small)
                }
                #expect(error?.kind == .tooManyEntries)
            }
        }
    }

    @Test(arguments: [nil, UInt32(10)])
    func freeSpaceIsChecked(patchedSize: UInt32?) throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.zeros("big.bin", count: 2 * Self.mebibyte, declaredSize: patchedSize)
            let zipPath = try zip.write(to: temp + "/big.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out", limits: .standard,
                                         availableBytes: Int64(Self.mebibyte), skip: { _ in false })
            }
            #expect(error?.kind == .noSpace)
            #expect(error?.isRejectedInput == false)
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    @Test func honestLargeEntryIsCountedExactly() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.zeros("zeros.bin", count: 3 * Self.mebibyte + 7)
            let zipPath = try zip.write(to: temp + "/zeros.zip")
            let report = try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out")
            #expect(report.files == ["zeros.bin"])
            #expect(report.bytes == Int64(3 * Self.mebibyte + 7))
            let written = contents(of: temp + "/out/zeros.bin")
            #expect(written.count == 3 * Self.mebibyte + 7 && written.allSatisfy { $0 == 0 })
        }
    }
}
