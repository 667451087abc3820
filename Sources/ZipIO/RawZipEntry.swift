import Foundation

/// One entry header as libarchive reports it, before any of our checks.
struct RawZipEntry {
    /// The name as stored, decoded as UTF-8 (invalid bytes become U+FFFD).
    var name: String
    /// The `AE_IFMT` bits: regular file, directory, symlink, …
    var fileType: UInt32
    /// The size the headers declare; a hint only, never trusted for limits.
    var declaredSize: Int64?
    var isHardLink: Bool
    var isEncrypted: Bool
    /// Seconds since 1970 from the entry's time stamp, when it has one.
    var modified: Int?
}
