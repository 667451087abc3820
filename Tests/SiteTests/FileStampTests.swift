import Foundation
@testable import Site
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A stamp is the file's size, modification time, inode, mode and change time, and changes when
/// the file is replaced, written in place (even with its time set back) or its permissions change.
@Suite struct FileStampTests {
    @Test func aStampIsSizeTimeAndInode() throws {
        var info = stat()
        #expect(stat("/", &info) == 0)
        let stamp = try #require(FileStamp.of("/"))
        #expect(stamp == "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)-" + String(info.st_mode, radix: 8)
                + "-\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec)")
        #expect(FileStamp.identity(of: stamp) == "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)-" + String(info.st_mode, radix: 8))
        #expect(FileStamp.size(of: stamp) == Int64(info.st_size))
        #expect(FileStamp.of("/no/such/file") == nil)
    }

    @Test func aFileReplacedWithTheSameSizeHasAnotherStamp() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("stamps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("a.txt")
        try Data("one".utf8).write(to: file)
        let before = try #require(FileStamp.of(file.path))
        try Data("two".utf8).write(to: file, options: .atomic)
        let replaced = try #require(FileStamp.of(file.path))
        #expect(replaced != before)
        // Made unreadable and readable again by chmod: only the mode tells.
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
        #expect(FileStamp.of(file.path) != replaced)
    }
}
