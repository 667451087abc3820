import Foundation
@testable import Site
import StoryArchive
import Testing
import TestSupport

/// The record of where each story's piece lies in the files made of pieces.
@Suite struct FragmentStoreTests {
    /// Writes `path` with one piece per key ("<key>;" each) and records it with `frame`.
    private func writeAndRecord(_ store: FragmentStore, _ folder: TemporaryDirectory, _ path: String, frame: String,
                                keys: [UInt64]) throws {
        var pieces = PieceLog(reusing: nil)
        var bytes: [UInt8] = Array("head:".utf8)
        for key in keys { pieces.append(PieceKey(story: key), to: &bytes) { $0 += "\(key);".utf8 } }
        try folder.write(Data(bytes), to: path)
        store.record(path, frame: frame, pieces: pieces)
    }

    /// The pieces the store would reuse from `path`, as text.
    private func reused(_ store: FragmentStore, _ path: String, frame: String, keys: [UInt64]) -> [String]? {
        guard let reusable = store.reusable(path, frame: frame) else { return nil }
        var cursor = 0
        return keys.map { key in reusable.piece(PieceKey(story: key), after: &cursor).map { String(decoding: $0, as: UTF8.self) } ?? "-" }
    }

    /// The paths of the record's `file` lines, in the order written.
    private func recordedPaths(_ folder: TemporaryDirectory) throws -> [String] {
        try String(contentsOf: folder.appending(FragmentStore.fileName), encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("file\t") }.map { String($0.split(separator: "\t")[3]) }
    }

    @Test func aRebuildOfSomeFilesKeepsTheRecordsOfTheOthers() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let paths = ["b/index.html", "a/index.html", "é/index.html", "c.xml"]
        let first = FragmentStore(root: folder.url)
        for (index, path) in paths.enumerated() { try writeAndRecord(first, folder, path, frame: "f\(index)", keys: [1, 2, 3]) }
        try first.save()
        #expect(try recordedPaths(folder) == ["a/index.html", "b/index.html", "c.xml", "é/index.html"])

        // One file made again around another frame, one left as it was; the others not looked at.
        let second = FragmentStore(root: folder.url)
        #expect(reused(second, "b/index.html", frame: "f0", keys: [3, 1]) == ["3;", "1;"])
        try writeAndRecord(second, folder, "b/index.html", frame: "g", keys: [2, 4])
        second.keep("c.xml")
        try second.save(keepingTheRest: true)
        #expect(try recordedPaths(folder) == ["a/index.html", "b/index.html", "c.xml", "é/index.html"])

        let third = FragmentStore(root: folder.url)
        #expect(reused(third, "b/index.html", frame: "f0", keys: [2]) == nil)
        #expect(reused(third, "b/index.html", frame: "g", keys: [2, 4, 1]) == ["2;", "4;", "-"])
        for (index, path) in paths.enumerated() where path != "b/index.html" {
            #expect(reused(third, path, frame: "f\(index)", keys: [2]) == ["2;"], "\(path)")
        }
        // A whole build keeps only what it recorded or kept.
        third.keep("a/index.html")
        try third.save()
        #expect(try recordedPaths(folder) == ["a/index.html"])
    }

    /// Pieces asked for in another order than the last build wrote them are found all the same,
    /// however many are not where the last one found was.
    @Test func piecesAreFoundInAnyOrder() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = FragmentStore(root: folder.url)
        try writeAndRecord(store, folder, "list.html", frame: "f", keys: Array(1...9))
        try store.save()
        let again = FragmentStore(root: folder.url)
        #expect(reused(again, "list.html", frame: "f", keys: [9, 8, 7, 6, 5, 4, 3, 2, 1, 10]) == ["9;", "8;", "7;", "6;", "5;", "4;", "3;", "2;", "1;", "-"])
        #expect(reused(again, "list.html", frame: "f", keys: [1, 2, 5, 6, 7, 3]) == ["1;", "2;", "5;", "6;", "7;", "3;"])
    }

    @Test func aRecordPutOutOfOrderIsStillRead() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let store = FragmentStore(root: folder.url)
        for path in ["a.html", "b.html", "c.html"] { try writeAndRecord(store, folder, path, frame: path, keys: [7]) }
        try store.save()
        // Each file's lines, in reverse order.
        let text = try String(contentsOf: folder.appending(FragmentStore.fileName), encoding: .utf8)
        let header = String(text.prefix { $0 != "\n" })
        let blocks = text.dropFirst(header.count + 1).components(separatedBy: "file\t").filter { !$0.isEmpty }
        try folder.write(header + "\n" + blocks.reversed().map { "file\t" + $0 }.joined(), to: FragmentStore.fileName)

        let again = FragmentStore(root: folder.url)
        for path in ["a.html", "b.html", "c.html"] { #expect(reused(again, path, frame: path, keys: [7]) == ["7;"], "\(path)") }
        try again.save(keepingTheRest: true)
        #expect(try recordedPaths(folder) == ["a.html", "b.html", "c.html"])
    }
}
