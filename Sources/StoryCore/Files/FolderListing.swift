import Foundation

/// The names in a folder, sorted by their UTF-8 bytes (a prefix first), so stories are read
/// and listed in the same order on every machine, whatever its language settings.
public enum FolderListing {
    /// Names in `path`. With `prefix`, only the names starting with it; without, only those
    /// not starting with a dot. Throws the errno when the folder cannot be read.
    public static func names(in path: String, startingWith prefix: String? = nil) throws(SystemErrorCode) -> [String] {
        try sortedNames(in: path).filter { name in prefix.map { name.hasPrefix($0) } ?? !name.hasPrefix(".") }
    }

    /// From one reading of `path`: the names not starting with a dot, and the hidden ones
    /// starting with `hiddenPrefix` (taking the lock looks for the leftovers of an interrupted
    /// ingest while it lists the story folders).
    public static func names(in path: String, alsoStartingWith hiddenPrefix: String) throws(SystemErrorCode) -> (names: [String], hidden: [String]) {
        let all = try sortedNames(in: path)
        return (all.filter { !$0.hasPrefix(".") }, all.filter { $0.hasPrefix(".") && $0.hasPrefix(hiddenPrefix) })
    }

    private static func sortedNames(in path: String) throws(SystemErrorCode) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        } catch {
            throw SystemErrorCode(SystemError.code(of: error))
        }
    }
}

/// An errno that stopped a system call.
public struct SystemErrorCode: Error {
    public let code: Int32

    public init(_ code: Int32) {
        self.code = code
    }
}
