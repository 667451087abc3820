import Foundation

/// A file in a fresh temporary folder, removed with the folder when the value goes away.
/// Tests that build broken files write them here.
final class TemporaryFile {
    private(set) var path: String
    private let folder: URL
    private let name: String
    private var generation = 0

    init(named name: String, bytes: [UInt8]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("audioprobe-\(UUID().uuidString)")
        self.name = name
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        path = folder.appendingPathComponent(name).path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    /// Replaces the contents with `bytes`, under a new name in the same folder (the file
    /// name's extension is kept). A new file, because truncating and rewriting one file
    /// thousands of times makes ext4 flush each time, which made the fuzz tests slow.
    func write(_ bytes: [UInt8]) throws {
        let old = path
        generation += 1
        path = folder.appendingPathComponent("\(generation)-\(name)").path
        guard FileManager.default.createFile(atPath: path, contents: nil),
              let handle = FileHandle(forWritingAtPath: path)
        else { throw CocoaError(.fileWriteUnknown) }
        defer { try? handle.close() }
        try handle.write(contentsOf: bytes)
        try? FileManager.default.removeItem(atPath: old)
    }

    deinit { try? FileManager.default.removeItem(at: folder) }
}
