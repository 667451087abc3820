/// One entry met by `ZipReader.forEachEntry`.
public struct ZipEntryInfo: Sendable, Equatable {
    /// The entry's name as stored (UTF-8), e.g. `Family-Stories/data/index.html`; folders end in `/`.
    public var path: String
    /// The size the ZIP declares, when it declares one; the bytes read may differ in a damaged ZIP.
    public var size: Int64?
    /// True for a folder entry.
    public var isDirectory: Bool
    /// True for a plain file (not a folder, link or device).
    public var isRegularFile: Bool

    /// Makes an entry description.
    public init(path: String, size: Int64?, isDirectory: Bool, isRegularFile: Bool) {
        self.path = path
        self.size = size
        self.isDirectory = isDirectory
        self.isRegularFile = isRegularFile
    }
}
