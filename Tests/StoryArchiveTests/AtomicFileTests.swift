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

    @Test func aWholeFileIsReadAsBytes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let file = try folder.write(Data(bytes), to: "big.bin")
        #expect(readWhole(file.path) == bytes)
        #expect(readWhole(folder.appending("missing").path) == nil)
        #expect(readWhole(try folder.write("", to: "empty").path) == [])
    }

    /// A big file of the site is written over the spare beside it (what it held the time
    /// before) and swapped in, so replacing it frees no disk blocks; see `SpareFile`.
    @Test func aBigSiteFileIsSwappedWithItsSpare() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("index.js"), spare = folder.appending(".index.js.spare")
        let first = bigBytes(1), second = bigBytes(2), third = Array(bigBytes(3).prefix(70_000))
        try AtomicFile.write(first, to: file, as: .remakeable)
        #expect(!FileManager.default.fileExists(atPath: spare.path))   // a new file: nothing to keep
        let firstInode = try inode(file)
        try AtomicFile.write(second, to: file, as: .remakeable)
        #expect(readWhole(file.path) == second)
        #expect(readWhole(spare.path) == first)
        #expect(try inode(spare) == firstInode)
        // Once swapped out, the old file may still be mapped by this run: not written into again
        // in it. The file is replaced the plain way, the spare left as it is.
        try AtomicFile.write(third, to: file, as: .remakeable)
        #expect(readWhole(file.path) == third)
        #expect(readWhole(spare.path) == first)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == [".index.js.spare", "index.js"])
        AtomicFile.removeSpare(of: file.path)
        #expect(!FileManager.default.fileExists(atPath: spare.path))
    }

    @Test func smallFilesAndTheArchivesOwnGetNoSpare() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let page = folder.appending("page.html"), record = folder.appending("story.json")
        for round in 1...2 {
            try AtomicFile.write(Array("round \(round)".utf8), to: page, as: .remakeable)
            try AtomicFile.write(bigBytes(round), to: record)
        }
        #expect(readWhole(page.path) == Array("round 2".utf8))
        #expect(readWhole(record.path) == bigBytes(2))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["page.html", "story.json"])
    }

    /// A file with a second name (a hard link someone made) is replaced, never written through.
    @Test func aHardLinkedFileIsNotWrittenThrough() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("feed.xml"), twin = folder.appending("twin.xml")
        try AtomicFile.write(bigBytes(1), to: file, as: .remakeable)
        #expect(link(file.path, twin.path) == 0)
        try AtomicFile.write(bigBytes(2), to: file, as: .remakeable)
        #expect(readWhole(file.path) == bigBytes(2))
        #expect(readWhole(twin.path) == bigBytes(1))
        #expect(!FileManager.default.fileExists(atPath: folder.appending(".feed.xml.spare").path))
    }

    /// A file assembled from runs (the last build's pieces where they lie, bytes made between
    /// them) is their bytes one after the other, however many runs (writev takes 1,024 at a time).
    @Test func runsAreWrittenOneAfterTheOther() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = folder.appending("search.js")
        let pieces = (0..<3_000).map { Array("piece \($0);".utf8) } + [[], bigBytes(7)]
        let whole = pieces.flatMap { $0 }
        func withRuns<T>(_ body: ([UnsafeRawBufferPointer]) throws -> T) rethrows -> T {
            let buffers = pieces.map { piece in
                let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: piece.count, alignment: 1)
                buffer.copyBytes(from: piece)
                return UnsafeRawBufferPointer(buffer)
            }
            defer { buffers.forEach { $0.deallocate() } }
            return try body(buffers)
        }
        // A big file there already: the first write of runs goes over its spare.
        try AtomicFile.write(bigBytes(1), to: file, as: .remakeable)
        for kind in [AtomicFile.Kind.remakeable, .archive] {
            #expect(try withRuns { try AtomicFile.writeIfChanged(runs: $0, to: file, as: kind) })
            #expect(readWhole(file.path) == whole)
            // The same bytes cut otherwise are the same file: not written again.
            #expect(try !AtomicFile.writeIfChanged(whole, to: file, as: kind))
            try AtomicFile.write(bigBytes(1), to: file, as: kind)
        }
        #expect(readWhole(folder.appending(".search.js.spare").path) == bigBytes(1))
    }

    /// Something else where the spare goes (a link, a pipe): the file is replaced the usual
    /// way, and what is there is left alone.
    @Test func aSpareThatIsNotAPlainFileIsLeftAlone() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let feed = folder.appending("feed.xml"), atom = folder.appending("atom.xml"), elsewhere = folder.appending("elsewhere")
        try AtomicFile.write(bigBytes(1), to: feed, as: .remakeable)
        try AtomicFile.write(bigBytes(1), to: atom, as: .remakeable)
        try AtomicFile.write(Array("keep me".utf8), to: elsewhere)
        #expect(mkfifo(folder.appending(".feed.xml.spare").path, 0o644) == 0)
        #expect(symlink(elsewhere.path, folder.appending(".atom.xml.spare").path) == 0)
        try AtomicFile.write(bigBytes(2), to: feed, as: .remakeable)
        try AtomicFile.write(bigBytes(2), to: atom, as: .remakeable)
        #expect(readWhole(feed.path) == bigBytes(2))
        #expect(readWhole(atom.path) == bigBytes(2))
        #expect(readWhole(elsewhere.path) == Array("keep me".utf8))
    }

    private func bigBytes(_ seed: Int) -> [UInt8] {
        (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ seed) }
    }

    private func inode(_ file: URL) throws -> UInt64 {
        try #require(FileManager.default.attributesOfItem(atPath: file.path)[.systemFileNumber] as? UInt64)
    }
}
