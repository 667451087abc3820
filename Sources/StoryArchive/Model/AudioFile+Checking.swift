import Foundation

extension StoryPhoto {
    /// Nil when the file at `path` holds this photo's bytes, by the recording's rule.
    public func problem(at path: String) -> AudioFile.Problem? {
        AudioFile.problem(at: path, bytes: bytes, sha256: sha256)
    }
}

extension AudioFile {
    /// What can be wrong with a recording, measured against what its metadata records.
    public enum Problem: Sendable, Equatable {
        case missing
        /// Its size or its SHA-256 is not the recorded one.
        case damaged
        /// It is there but cannot be read (the reason from the system).
        case unreadable(String)

        /// "missing", "damaged", "unreadable": how a sentence names it.
        public var word: String {
            switch self {
            case .missing: "missing"
            case .damaged: "damaged"
            case .unreadable: "unreadable"
            }
        }
    }

    /// Nil when the file at `path` holds this recording's bytes (its size, and its SHA-256 when
    /// one is recorded): build and repair read the same rule.
    public func problem(at path: String) -> Problem? {
        Self.problem(at: path, bytes: bytes, sha256: sha256)
    }

    /// Nil when the file at `path` has `bytes` and (when one is recorded) `sha256`: a kept
    /// file's rule, a recording's or a photo's.
    public static func problem(at path: String, bytes: Int64, sha256: String) -> Problem? {
        guard FileManager.default.fileExists(atPath: path) else { return .missing }
        do {
            let found = try FileDigest.sha256(ofFileAt: path)
            guard found.bytes == bytes, sha256.isEmpty || found.sha256 == sha256.lowercased() else { return .damaged }
            return nil
        } catch {
            return .unreadable(error.message)
        }
    }
}
