/// What `verify` checked and what it found.
public struct VerifyReport: Sendable, Equatable {
    /// What was verified.
    public enum Kind: String, Sendable, Equatable {
        /// A bundle ZIP, read without unpacking.
        case zip
        /// A bundle unpacked into a folder.
        case bundleFolder
        /// A StoryChop archive (a folder with `storychop.yml`).
        case archive
    }

    public var kind: Kind
    /// The path as given.
    public var path: String
    /// Stories found (from `manifest.json`, or the archive's).
    public var stories: Int
    /// Day entries found, likewise.
    public var dayEntries: Int = 0
    /// Files whose bytes were read and hashed, and how many bytes that was.
    public var filesChecked: Int
    public var bytesChecked: Int64
    /// Everything wrong, in a stable order; empty when all is well.
    public var problems: [VerifyProblem]
    /// Files left out of the check because an operating system makes them on its own
    /// (`.DS_Store`, `Thumbs.db`, `._name`), so opening a bundle on a Mac does not "damage" it.
    public var ignored: [String]
    /// The checksums compared: SHA-256 and SHA-512 for a bundle that has both manifests,
    /// SHA-256 alone for one made before StoryChop wrote SHA-512 (and for an archive).
    public var checksums: [BagAlgorithm] = [.sha256]

    /// True when nothing is missing, extra or changed.
    public var isValid: Bool { problems.isEmpty }
}
