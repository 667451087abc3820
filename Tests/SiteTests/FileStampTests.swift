import Foundation
@testable import Site
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Stamps are made from bytes and read back from text the same way everywhere.
@Suite struct FileStampTests {
    @Test func aStampWrittenAsBytesReadsAsTheStringOfItsNumbers() throws {
        var info = stat()
        #expect(stat("/", &info) == 0)
        let stamp = try #require(FileStamp.of("/"))
        #expect(stamp == "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)")
    }
    @Test func stampsOfExtremeNumbersAreWrittenAsSwiftWritesThem() {
        var info = stat()
        info.st_size = Int.max
        info.st_mtim.tv_sec = -86_400 * 365   // a file dated 1969
        info.st_mtim.tv_nsec = 0
        info.st_ino = UInt.max
        #expect(FileStamp.of(info) == "\(Int.max)--31536000.0-\(UInt.max)")
        info.st_mtim.tv_sec = Int.min
        #expect(FileStamp.of(info).count <= FileStamp.longest)
        #expect(FileStamp.of(info) == "\(Int.max)-\(Int.min).0-\(UInt.max)")
    }
    @Test func aComparerTellsAStampAsItIsNowFromAnotherOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("one".utf8).write(to: folder.appendingPathComponent("a.txt"))
        let recorded = try #require(FileStamp.of(folder.appendingPathComponent("a.txt").path))
        let folderStamp = try #require(FileStamp.of(folder.path))
        let results = StampComparer.withFolder(folder.path) { descriptor in
            let comparer = StampComparer(folder: descriptor)
            func check(_ path: String, _ stamp: String) -> (Bool, String) {
                let same = Array(path.utf8).withUnsafeBytes { path in
                    Array(stamp.utf8).withUnsafeBytes { comparer.matches(path, recorded: $0) }
                }
                return (same, comparer.stamp)
            }
            return [check("a.txt", recorded), check("", folderStamp), check("a.txt", "1-2.3-4"), check("gone.txt", recorded)]
        }
        let found = try #require(results)
        #expect(found[0] == (true, recorded))
        #expect(found[1] == (true, folderStamp))   // "" is the folder itself
        #expect(found[2] == (false, recorded))
        #expect(found[3] == (false, FileStamp.missing))
        #expect(StampComparer.withFolder(folder.appendingPathComponent("nowhere").path) { _ in true } == nil)
    }
}
