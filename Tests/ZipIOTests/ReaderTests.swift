import Foundation
import Testing
import TestSupport
@testable import ZipIO

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

@Suite struct ZipNameCharsetTests {
    @Test func namesWithoutTheUTF8FlagAreReadAsUTF8WhenTheyAreElseAsCodePage437() throws {
        try withTemporaryDirectory { temp in
            var zip = HandZip()
            zip.file("placeholder", "cp437")
            // "Großmutters Küche.m4a" as an old Windows tool writes it: ß is E1 and ü is 81 in CP437.
            zip.entries[0].rawName = Array("Gro".utf8) + [0xE1] + Array("mutters K".utf8) + [0x81] + Array("che.m4a".utf8)
            zip.entries[0].markUTF8 = false
            zip.file("Oma’s Garten.m4a", "finder")
            zip.entries[1].markUTF8 = false
            zip.file("Ελένη.m4a", "flagged")
            let zipPath = try zip.write(to: temp + "/names.zip")
            var names: [String] = []
            try ZipReader.forEachEntry(zipAt: zipPath) { info, _ in names.append(info.path) }
            #expect(names == ["Großmutters Küche.m4a", "Oma’s Garten.m4a", "Ελένη.m4a"])
        }
    }

    @Test func everyByteOfCodePage437HasItsCharacter() {
        let upper = CP437.decode(0x80...0xFF)
        #expect(upper.unicodeScalars.count == 128 && !upper.contains("\u{FFFD}"))
        #expect(CP437.decode([0x4B, 0x81, 0x63, 0x68, 0x65]) == "Küche")
        #expect(CP437.decode([0xC3, 0xA9]) == "├⌐")
    }
}
