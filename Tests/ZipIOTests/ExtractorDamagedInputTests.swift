import Foundation
import Testing
import TestSupport
import ZipIO

@Suite struct ExtractorDamagedInputTests {
    @Test func textFileIsNotAZip() throws {
        try withTemporaryDirectory { temp in
            let path = temp + "/notes.zip"
            try Data("Grandma's stories, typed up\n".utf8).write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: path, into: temp + "/out") }
            #expect(error?.kind == .notAZip)
            #expect(error?.message == "this is not a ZIP archive (no ZIP signature found)")
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    @Test func emptyFileIsNotAZip() throws {
        try withTemporaryDirectory { temp in
            let path = temp + "/empty.zip"
            try Data().write(to: URL(fileURLWithPath: path))
            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: path, into: temp + "/out") }
            #expect(error?.kind == .notAZip)
        }
    }

    @Test func missingFileIsAnIOError() throws {
        try withTemporaryDirectory { temp in
            let error = #expect(throws: ZipError.self) {
                try ZipExtractor.extract(zipAt: temp + "/nowhere.zip", into: temp + "/out")
            }
            #expect(error?.kind == .io)
            #expect(error?.message == "cannot open the ZIP: No such file or directory")
        }
    }

    @Test(arguments: [0.3, 0.6, 0.95])
    func truncatedZipIsDamagedAndLeavesNothing(keptFraction: Double) throws {
        try withTemporaryDirectory { temp in
            let full = temp + "/full.zip"
            let writer = try ZipWriter(path: full)
            for index in 1...4 {
                let bytes = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 * index) })
                try writer.addData(bytes, as: "story\(index).bin", compression: .store, modified: 1_700_000_000)
            }
            try writer.close()
            let bytes = contents(of: full)
            let cut = temp + "/cut.zip"
            try Data(bytes.prefix(Int(Double(bytes.count) * keptFraction))).write(to: URL(fileURLWithPath: cut))

            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: cut, into: temp + "/out") }
            #expect(error?.kind == .corrupt)
            #expect(error?.hint == "was the download or copy interrupted? Copy or export the ZIP again")
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    @Test func wrongChecksumIsDamaged() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("story.txt", "once upon a time")
            zip.entries[0].crc ^= 0xFFFF
            let zipPath = try zip.write(to: temp + "/crc.zip")
            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out") }
            #expect(error?.kind == .corrupt)
            #expect(error?.entry == "story.txt")
            #expect(!FileManager.default.fileExists(atPath: temp + "/out"))
        }
    }

    @Test func encryptedEntryIsRefused() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("secret.txt", "twelve bytes of header and some data")
            zip.entries[0].flags = 1  // bit 0: traditional PKWARE encryption
            let zipPath = try zip.write(to: temp + "/locked.zip")
            let error = #expect(throws: ZipError.self) { try ZipExtractor.extract(zipAt: zipPath, into: temp + "/out") }
            #expect(error?.kind == .encrypted)
            #expect(error?.message == "the entry 'secret.txt' is encrypted with a password, which StoryChop cannot read")
        }
    }
}
