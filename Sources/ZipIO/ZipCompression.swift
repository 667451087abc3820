/// How `ZipWriter` stores one entry.
public enum ZipCompression: Sendable, Equatable {
    /// Bytes as they are (method 0): for audio, which is already compressed.
    case store
    /// Deflate (method 8): for text, HTML and JSON.
    case deflate
}
