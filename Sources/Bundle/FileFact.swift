/// A file's size and SHA-256, as written into (or read from) a bundle.
public struct FileFact: Sendable, Equatable {
    /// Lower-case hex.
    public var sha256: String
    public var bytes: Int64

    public init(sha256: String, bytes: Int64) {
        self.sha256 = sha256
        self.bytes = bytes
    }
}
