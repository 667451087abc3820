/// A photo format StoryChop keeps, told from the file's bytes (never its name).
public enum PhotoFormat: String, Sendable, Equatable, CaseIterable {
    case jpeg
    case png
    case webp
    /// HEIC/HEIF: HEVC pictures in an ISO BMFF file, as iPhones take them.
    case heic

    /// The ending a kept copy gets (`photo-1.jpg`), without a dot.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .webp: "webp"
        case .heic: "heic"
        }
    }

    public var mimeType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .webp: "image/webp"
        case .heic: "image/heic"
        }
    }

    /// The endings a photo's file name may have, any case, for finding photos by name.
    public static let fileExtensions: Set<String> = ["jpg", "jpeg", "png", "webp", "heic", "heif"]
}
