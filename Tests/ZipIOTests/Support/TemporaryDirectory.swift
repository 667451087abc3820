import Foundation

/// A fresh folder under the system temp dir, removed again when the body returns or throws.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("zipio-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Every file and folder under `path`, relative, sorted; [] when `path` does not exist.
func listing(of path: String) -> [String] {
    ((try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []).sorted()
}

/// The bytes of the file at `path` ([] when it cannot be read, which the caller's #expect shows).
func contents(of path: String) -> [UInt8] {
    (try? Array(Data(contentsOf: URL(fileURLWithPath: path)))) ?? []
}
