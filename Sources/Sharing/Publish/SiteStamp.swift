import Foundation
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// What a built site is, told without reading it: the size, time and inode of the build's two
/// records (`.storychop-build` and `.storychop-build-files`, which a build rewrites, by rename,
/// whenever it writes or removes a file) and the day the seals were judged on. Two publishes
/// with the same stamp would send the same files: a second one need not compare them.
enum SiteStamp {
    static let records = [".storychop-build", ".storychop-build-files"]

    /// Empty when a record cannot be read: then every file is compared.
    static func of(_ site: URL, today: RecordedDate) -> String {
        var parts = [today.dayString]
        for name in records {
            var status = stat()
            guard stat(site.path + "/" + name, &status) == 0 else { return "" }
            parts.append("\(status.st_size):\(status.st_ino):\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)")
        }
        return parts.joined(separator: " ")
    }
}
