import Foundation
#if canImport(Glibc)
import Glibc
#endif
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

    /// The new bytes replace the file by renaming: nothing is left beside it, in either kind.
    @Test func aFileIsReplacedWithNothingLeftBeside() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let page = folder.appending("page.html"), record = folder.appending("story.json")
        for round in 1...2 {
            try AtomicFile.write(Array("round \(round)".utf8), to: page, as: .remakeable)
            try AtomicFile.write(bigBytes(round), to: record)
        }
        #expect(try Array(Data(contentsOf: page)) == Array("round 2".utf8))
        #expect(try Array(Data(contentsOf: record)) == bigBytes(2))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["page.html", "story.json"])
    }

    /// A folder that is not there: the error names the file, and no temporary file is left.
    @Test func aFailedWriteNamesTheFile() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("missing/story.json")
        do throws(ArchiveError) {
            try AtomicFile.write(Array("{}".utf8), to: file)
            Issue.record("a file was written into a folder that is not there")
        } catch {
            #expect(error.file == file.path)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).isEmpty)
    }

    /// A file with a second name (a hard link someone made) is replaced, never written through.
    @Test func aHardLinkedFileIsNotWrittenThrough() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("feed.xml"), twin = folder.appending("twin.xml")
        try AtomicFile.write(bigBytes(1), to: file, as: .remakeable)
        #expect(link(file.path, twin.path) == 0)
        try AtomicFile.write(bigBytes(2), to: file, as: .remakeable)
        #expect(try Array(Data(contentsOf: file)) == bigBytes(2))
        #expect(try Array(Data(contentsOf: twin)) == bigBytes(1))
    }

    private func bigBytes(_ seed: Int) -> [UInt8] {
        (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
    }
}
