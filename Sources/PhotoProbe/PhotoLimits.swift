/// The largest photo StoryChop keeps. A photo's pixels are what making its copies costs (a
/// decoder holds rows of them), so a tiny file declaring a huge picture, a "bomb", is refused
/// from its header before anything decodes it.
public struct PhotoLimits: Sendable, Equatable {
    /// Bytes of the file.
    public var maxBytes: Int64
    /// Width × height.
    public var maxPixels: Int
    /// Pixels along one side.
    public var maxSide: Int

    public init(maxBytes: Int64, maxPixels: Int, maxSide: Int) {
        self.maxBytes = maxBytes
        self.maxPixels = maxPixels
        self.maxSide = maxSide
    }

    /// 100 MB: a 200-megapixel phone JPEG at its best quality is about 60 MB, a 600 dpi scan of
    /// a 20 × 25 cm print saved as 8-bit PNG about 70 MB. 200 megapixels: the largest phone
    /// sensor (2026) and seven times an A4 scan at 600 dpi; libvips makes a site's copies of one in
    /// a few seconds. 65,535 a side: the widest a JPEG can be, so every copy can be one.
    public static let standard = PhotoLimits(maxBytes: 100_000_000, maxPixels: 200_000_000, maxSide: 65_535)
}
