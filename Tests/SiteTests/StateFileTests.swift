import Foundation
@testable import Site
import StoryArchive
import Testing
import TestSupport

/// Records written from lines made and lines taken where they lie in an earlier file.
@Suite struct StateFileTests {
    @Test func linesTakenFromAMappedFileAreWrittenInTheirPlaces() throws {
        let folder = try TemporaryDirectory("storychop-state-lines")
        defer { folder.remove() }
        let old = try folder.write("one\ntwo\nthree\nfour\n", to: "old")
        let file = try #require(MappedFile(old.path))
        var lines = StateFile.Lines("header")
        lines.append(raw: file.bytes[0..<4], of: file)
        lines.append(raw: file.bytes[4..<8], of: file)     // follows on: joined to the run before
        lines.add("new", "line")
        lines.append(raw: file.bytes[14..<19], of: file)
        lines.append(raw: file.bytes[0..<0], of: file)     // nothing
        lines.append(raw: file.bytes[8..<14], of: file)    // earlier in the file: a run of its own
        #expect(String(decoding: lines.written, as: UTF8.self) == "header\none\ntwo\nnew\tline\nfour\nthree\n")
        let saved = folder.appending("saved")
        try lines.save(as: saved)
        #expect(try String(contentsOf: saved, encoding: .utf8) == "header\none\ntwo\nnew\tline\nfour\nthree\n")
    }

    @Test func replacingLinesKeepsAllElse() throws {
        let folder = try TemporaryDirectory("storychop-state-lines")
        defer { folder.remove() }
        let old = try folder.write("one\ntwo\nthree\n", to: "old")
        let file = try #require(MappedFile(old.path))
        // Out of order, the first line and the last.
        let lines = StateFile.Lines(file, replacing: [(8..<14, "3"), (0..<4, "first")])
        #expect(String(decoding: lines.written, as: UTF8.self) == "first\ntwo\n3\n")
        #expect(String(decoding: StateFile.Lines(file, replacing: []).written, as: UTF8.self) == "one\ntwo\nthree\n")
    }
}
