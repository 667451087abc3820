import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Damage as a failing tool or a hostile hand leaves it: bytes overwritten behind the same size
/// and modification time, which a size-and-time check alone would not see.
public enum FileDamage {
    /// Zeroes the file's bytes without changing its size, then sets its times back as they were.
    public static func zeroInPlaceKeepingTime(_ path: String) throws {
        var before = stat()
        guard stat(path, &before) == 0, let handle = FileHandle(forUpdatingAtPath: path) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
        }
        try handle.write(contentsOf: Data(count: Int(before.st_size)))
        try handle.close()
        var times = [before.st_atim, before.st_mtim]
        guard utimensat(AT_FDCWD, path, &times, 0) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    }
}
