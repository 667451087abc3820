import Crypto
import Foundation
import StoryCore
#if canImport(Glibc)
import Glibc
#endif

/// Brings one site file's encrypted form up to date, as cheaply as is still correct: an unchanged
/// stamp trusts the record, a changed stamp costs a read and a digest, and only changed bytes are
/// encrypted again. Safe on many threads at once (each call touches only its own file).
struct CopyRefresher: Sendable {
    let site: URL
    let copy: URL
    let sealer: FileSealer

    /// The file's new record, and whether it was encrypted this time.
    func refresh(_ path: String, was old: CopyState.Entry?) throws(PrivateSiteError) -> (CopyState.Entry, Bool) {
        let plain = site.path + "/" + path
        guard let stamp = FileIdentity(path: plain) else {
            throw PrivateSiteError.io(plain, "cannot read this site file", errno: errno)
        }
        let name = sealer.keys.storedName(of: path)
        let stored = copy.path + "/" + PrivateSite.sealedFolder + "/" + name
        let storedWhole = storedLength(stored) == SealedFileFormat.sealedLength(plainLength: stamp.size)
        if let old, old.stamp == stamp, old.name == name, storedWhole {
            return (old, false)
        }
        let small = try FileSealer.smallFile(plain, size: stamp.size)
        let (digest, length): ([UInt8], Int64)
        if let small {
            (digest, length) = (Array(SHA256.hash(data: small)), Int64(small.count))
        } else {
            (digest, length) = try FileSealer.digest(of: plain)
        }
        let entry = CopyState.Entry(stamp: stamp, digest: PrivateSiteKeys.hex(digest), name: name)
        if let old, old.digest == entry.digest, old.name == name, storedWhole, length == stamp.size {
            return (entry, false)
        }
        try sealer.seal(plain: plain, sitePath: path, digest: digest, length: length, bytes: small, to: stored)
        return (entry, true)
    }

    private func storedLength(_ path: String) -> Int64? {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : nil
    }
}
