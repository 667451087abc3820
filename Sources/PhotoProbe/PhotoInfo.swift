/// What `PhotoProbe` read from a photo's headers.
public struct PhotoInfo: Sendable, Equatable {
    public var format: PhotoFormat
    /// Pixels across and down as stored, before any orientation tag turns the picture.
    public var width: Int
    public var height: Int
    /// The file's size.
    public var bytes: Int64
    /// How many of its bytes the probe read: headers and structure, not the picture.
    public var bytesRead = 0

    public init(format: PhotoFormat, width: Int, height: Int, bytes: Int64) {
        self.format = format
        self.width = width
        self.height = height
        self.bytes = bytes
    }

    public var pixels: Int { width * height }
}
