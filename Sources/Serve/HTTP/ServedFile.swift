import Foundation
import Sharing
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// A regular file of the served copy, as `stat` found it.
struct ServedFile: Sendable {
    /// Its path on disk, in the copy.
    let path: String
    let size: Int
    /// Its modification time, in whole seconds (as Last-Modified can say it).
    let modified: Int
    /// What changes whenever its bytes may have: the inode (a rebuilt file is a new one), the
    /// size and the modification time to the nanosecond.
    let tag: String
    let kind: MediaTypes.Kind

    /// Pages get the live reload script; they are sent whole, never in ranges.
    var isPage: Bool { kind.type.hasPrefix("text/html") }

    /// What is at `path`: a file, a folder, or nothing to serve.
    enum Found {
        case file(ServedFile)
        case folder
        case nothing
    }

    static func find(_ path: String) -> Found {
        var info = stat()
        guard stat(path, &info) == 0 else { return .nothing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: break
        default: return .nothing
        }
        let identity = FileIdentity(info)
        let tag = [identity.inode, UInt64(identity.size), UInt64(bitPattern: identity.modifiedNanoseconds)]
            .map { String($0, radix: 16) }.joined(separator: "-")
        return .file(ServedFile(path: path, size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec), tag: tag,
                                kind: MediaTypes.kind(of: path)))
    }
}
