import Foundation
import PhotoProbe

/// The width and height a copy declares in its JPEG header, read by `PhotoProbe` (headers only),
/// the reader ingest uses: the site's copies are measured this way rather than by starting
/// another program, and a copy cut short is not taken.
enum JPEGSize {
    /// nil when `path` is no whole JPEG.
    static func of(_ path: String) -> (width: Int, height: Int)? {
        guard let info = try? PhotoProbe.probe(URL(fileURLWithPath: path)), info.format == .jpeg else { return nil }
        return (info.width, info.height)
    }
}
