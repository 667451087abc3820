import Foundation

/// A fresh folder under the system's temporary directory, removed by `remove()`.
/// Tests make one each, so they never share state and can run in parallel.
public struct TemporaryDirectory: Sendable {
    public let url: URL
    public var path: String { url.path }

    public init(_ label: String = "storychop-test") throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("\(label)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func appending(_ component: String) -> URL { url.appendingPathComponent(component) }

    /// Writes `text` to `name` (sub-folders created), returning the file's URL.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> URL {
        try write(Data(text.utf8), to: name)
    }

    @discardableResult
    public func write(_ data: Data, to name: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}

/// Paths into the repository, found from this source file so tests run from any folder.
public enum RepositoryPaths {
    public static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let sampleArchive = root.appendingPathComponent("sample-archive")
    public static let sampleRecordings = sampleArchive.appendingPathComponent("recordings")
    /// The journal apps' exports: two people's daily check-ins (`Daily Journal - NAME`, which say
    /// neither kind nor person) and Grandpa Joe's voice notes and evening moods.
    public static let sampleJournals = sampleArchive.appendingPathComponent("journals")
    public static let audioFixtures = root.appendingPathComponent("Tests/AudioProbeTests/Fixtures")
}

/// Every file below `directory` with its bytes, to prove a folder did not change.
public func snapshot(of directory: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let base = directory.standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: base) else { return files }
    while let relative = walker.nextObject() as? String {
        let full = base + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[relative] = FileManager.default.contents(atPath: full) ?? Data()
        }
    }
    return files
}
