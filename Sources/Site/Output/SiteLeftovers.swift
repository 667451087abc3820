import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The half-written files a build killed midway leaves in the site: `.NAME.<pid>.<n>.tmp` (a
/// page or record being written) and `.audio-playable.m4a.<pid>.tmp.m4a` (a playable copy being made).
/// Builds hold the archive's lock, so one found while a build runs is a dead build's.
enum SiteLeftovers {
    /// Whether `name` is such a file.
    static func isLeftover(_ name: String) -> Bool {
        name.hasPrefix(".") && (name.hasSuffix(".tmp") || name.hasSuffix(".tmp.m4a"))
    }

    /// Removes every leftover under `site`; returns how many. Called when the last build left no
    /// record (cut short, or none yet), so a finished site is never walked for them.
    @discardableResult
    static func remove(in site: URL) -> Int {
        guard let walk = FileManager.default.enumerator(atPath: site.path) else { return 0 }
        var removed = 0
        while let path = walk.nextObject() as? String {
            guard isLeftover((path as NSString).lastPathComponent), walk.fileAttributes?[.type] as? FileAttributeType == .typeRegular,
                  unlink(site.path + "/" + path) == 0 else { continue }
            removed += 1
        }
        return removed
    }
}
