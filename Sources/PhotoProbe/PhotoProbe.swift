import Foundation

/// Reads a photo's headers and structure (never its picture data) and tells its format, from
/// the bytes and not the name, and its size in pixels; or refuses it with a reason a person can
/// act on: a format StoryChop does not keep, a file cut off while copying, a damaged header, or
/// a picture too large to make copies of (a "bomb": a tiny file declaring a huge picture).
public enum PhotoProbe {
    /// Probes the photo at `url`; an error names it (`file`). Memory stays bounded (a few megabytes at most) whatever the
    /// file holds; no bytes make it trap or loop without end.
    public static func probe(_ url: URL, limits: PhotoLimits = .standard) throws(PhotoProbeError) -> PhotoInfo {
        do {
            return try probeFile(url, limits: limits)
        } catch {
            var named = error
            named.file = url.path
            throw named
        }
    }

    private static func probeFile(_ url: URL, limits: PhotoLimits) throws(PhotoProbeError) -> PhotoInfo {
        let file = try PhotoFile(url: url)
        guard file.size > 0 else { throw .empty }
        guard file.size <= limits.maxBytes else {
            throw .tooLarge("\(megabytes(file.size)) MB, more than the \(megabytes(limits.maxBytes)) MB a photo may have")
        }
        let head = try file.read(at: 0, count: 64)
        let format = try format(of: head)
        let size: PixelSize
        switch format {
        case .jpeg: size = try JPEGReader.size(of: file, limits: limits)
        case .png: size = try PNGReader.size(of: file, limits: limits)
        case .webp: size = try WebPReader.size(of: file, limits: limits)
        case .heic: size = try HEIFReader.size(of: file, limits: limits)
        }
        var info = PhotoInfo(format: format, width: size.width, height: size.height, bytes: file.size)
        info.bytesRead = file.bytesRead
        return info
    }

    /// The format the first bytes announce; any other picture is named in the refusal.
    static func format(of head: Bytes) throws(PhotoProbeError) -> PhotoFormat {
        if head.starts(with: JPEGReader.signature) { return .jpeg }
        if head.starts(with: PNGReader.signature) { return .png }
        if head.starts(with: "RIFF"), head.starts(with: "WEBP", at: 8) { return .webp }
        if head.starts(with: "ftyp", at: 4) { return .heic }
        if let name = OtherFormats.name(of: head) { throw .unsupported(name) }
        throw .unknown
    }

    static func megabytes(_ bytes: Int64) -> String {
        String(Int((Double(bytes) / 1_000_000).rounded(.up)))
    }
}

/// A picture's width and height as its header declares them.
struct PixelSize: Equatable {
    var width: Int
    var height: Int

    /// The size, when a picture of it can be a photo within `limits`: a bomb is refused here,
    /// from its header, before anything decodes it.
    func checked(against limits: PhotoLimits) throws(PhotoProbeError) -> PixelSize {
        guard width > 0, height > 0 else { throw .corrupt("its header gives a size of \(width) × \(height) pixels") }
        let megapixels = Double(width) * Double(height) / 1_000_000
        guard megapixels <= Double(limits.maxPixels) / 1_000_000 else {
            throw .tooLarge("its header declares \(width) × \(height) pixels (\(Int(megapixels.rounded())) megapixels), "
                + "more than the \(limits.maxPixels / 1_000_000) megapixels a photo may have")
        }
        guard max(width, height) <= limits.maxSide else {
            throw .tooLarge("its header declares \(width) × \(height) pixels, more than \(limits.maxSide) along a side")
        }
        return self
    }
}
