import Foundation
import StoryArchive
import Testing
import TestSupport

/// Files are replaced whole, and only when their bytes change.
@Suite struct AtomicFileTests {
    @Test func aFileIsWrittenOnlyWhenItsBytesChange() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("page.html")
        #expect(try AtomicFile.writeIfChanged(Array("abc".utf8), to: file))
        #expect(try !AtomicFile.writeIfChanged(Data("abc".utf8), to: file))
        // The same size with other bytes is a change; so is another size.
        #expect(try AtomicFile.writeIfChanged(Array("abd".utf8), to: file))
        #expect(try String(contentsOf: file, encoding: .utf8) == "abd")
        #expect(try AtomicFile.writeIfChanged(Array("abcd".utf8), to: file))
        #expect(try AtomicFile.writeIfChanged([UInt8](), to: file))
        #expect(try !AtomicFile.writeIfChanged([UInt8](), to: file))
        #expect(try Data(contentsOf: file).isEmpty)
    }

    @Test func aWholeFileIsReadAsBytes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let file = try folder.write(Data(bytes), to: "big.bin")
        #expect(readWhole(file.path) == bytes)
        #expect(readWhole(folder.appending("missing").path) == nil)
        #expect(readWhole(try folder.write("", to: "empty").path) == [])
    }
}
