/// Text read from a file's bytes, with the encoding that was used and anything the keeper should check.
public struct DecodedText: Sendable, Equatable {
    /// The text, without a byte order mark.
    public var text: String
    /// The encoding the bytes were read as: "UTF-8", "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE" or "Latin-1".
    public var encoding: String
    /// Things a person should look at, e.g. that the file was not UTF-8.
    public var warnings: [String]

    /// Makes a decoded text.
    public init(text: String, encoding: String, warnings: [String] = []) {
        self.text = text
        self.encoding = encoding
        self.warnings = warnings
    }
}
