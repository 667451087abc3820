import Foundation
import Testing
import TestSupport
import ZipIO

@Suite struct ReaderTests {
    struct Stop: Error {}

    @Test func reportsFoldersAndLinksWithoutWritingThem() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.directory("Voice/")
            zip.file("Voice/story.txt", "hello")
            zip.symlink("Voice/link", to: "story.txt")
            let zipPath = try zip.write(to: temp + "/z.zip")
            var infos: [ZipEntryInfo] = []
            try ZipReader.forEachEntry(zipAt: zipPath) { info, _ in infos.append(info) }
            #expect(infos == [
                ZipEntryInfo(path: "Voice/", size: 0, isDirectory: true, isRegularFile: false),
                ZipEntryInfo(path: "Voice/story.txt", size: 5, isDirectory: false, isRegularFile: true),
                ZipEntryInfo(path: "Voice/link", size: 0, isDirectory: false, isRegularFile: false),
            ])
        }
    }

    @Test func badChecksumThrowsWhileReading() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("story.txt", "once upon a time")
            zip.entries[0].crc ^= 1
            let zipPath = try zip.write(to: temp + "/crc.zip")
            let error = #expect(throws: ZipError.self) {
                try ZipReader.forEachEntry(zipAt: zipPath) { _, readChunk in
                    while try readChunk() != nil {}
                }
            }
            #expect(error?.kind == .corrupt)
            #expect(error?.entry == "story.txt")
        }
    }

    @Test func errorsFromTheBodyPassThroughUnchanged() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("a.txt", "a")
            zip.file("b.txt", "b")
            let zipPath = try zip.write(to: temp + "/z.zip")
            var visited = 0
            #expect(throws: Stop.self) {
                try ZipReader.forEachEntry(zipAt: zipPath) { _, _ in
                    visited += 1
                    throw Stop()
                }
            }
            #expect(visited == 1)
        }
    }

    @Test func notAZipThrows() throws {
        try withTemporaryDirectory { temp in
            try Data("<html></html>".utf8).write(to: URL(fileURLWithPath: temp + "/page.zip"))
            let error = #expect(throws: ZipError.self) {
                try ZipReader.forEachEntry(zipAt: temp + "/page.zip") { _, _ in }
            }
            #expect(error?.kind == .notAZip)
        }
    }
}
