/// Unpacks a ZIP (a phone export or a StoryChop bundle) into a folder, refusing hostile ZIPs.
///
/// The whole ZIP is refused, and everything this call wrote is removed again, when any entry:
/// - has an absolute name, a `.`/`..`/empty part, or control characters in its name;
/// - is a symlink, hard link, device or other special file (never written anywhere);
/// - has the same name as another entry, or needs a folder where another entry is a file;
/// - is encrypted, damaged, or fails its CRC;
/// - unpacks past `maxEntryBytes`, or all entries past `maxTotalBytes`, counted while writing;
/// - or when there are more than `maxEntries` entries, or not enough free disk space.
///
/// It reads the ZIP twice: first the headers only, so a ZIP that is refused by its names,
/// types or declared sizes writes nothing at all; then the data, counting every byte.
public enum ZipExtractor {
    /// Unpacks `path` into `directory` (created if missing; its parent must exist).
    ///
    /// - Parameters:
    ///   - skip: asked with each entry's relative path (no trailing `/`); entries it accepts
    ///     are left out and listed in the report. Pass `ZipExtractor.isJunk` to drop macOS and
    ///     Windows clutter.
    /// - Returns: the files written and the bytes counted.
    public static func extract(
        zipAt path: String, into directory: String, limits: ExtractionLimits = .standard,
        skip: (String) -> Bool = { _ in false }
    ) throws(ZipError) -> ExtractionReport {
        try extract(zipAt: path, into: directory, limits: limits, availableBytes: nil, skip: skip)
    }

    /// True for files an operating system adds on its own: anything under `__MACOSX/`,
    /// AppleDouble `._*` files, `.DS_Store`, and Windows' `Thumbs.db`.
    public static func isJunk(_ path: String) -> Bool {
        let components = path.split(separator: "/")
        if components.contains("__MACOSX") { return true }
        guard let name = components.last else { return false }
        return name.hasPrefix("._") || name == ".DS_Store" || name.lowercased() == "thumbs.db"
    }

    /// `extract` with the free space made up by the caller, so tests can exercise the disk check.
    static func extract(
        zipAt path: String, into directory: String, limits: ExtractionLimits,
        availableBytes: Int64?, skip: (String) -> Bool
    ) throws(ZipError) -> ExtractionReport {
        let declared = try survey(zipAt: path, limits: limits, skip: skip)
        let target = try ExtractionTarget(directory: directory, zip: path)
        defer { target.close() }
        do throws(ZipError) {
            let available = availableBytes ?? target.availableBytes()
            if let available, declared > available {
                throw ZipError.noSpace(path, entry: nil, directory: directory, needed: declared, available: available)
            }
            return try unpack(zipAt: path, into: target, limits: limits, available: available, skip: skip)
        } catch {
            target.rollBack()
            throw error
        }
    }
}
