import Foundation

/// One open photo, read in small pieces at given offsets: the probe looks at headers and
/// structure only, so its memory stays small whatever the file's size.
final class PhotoFile {
    let size: Int64
    /// Bytes returned by `read` so far.
    private(set) var bytesRead = 0
    private let handle: FileHandle

    /// The most one read returns; no header a photo holds is larger, and a lying length field
    /// then costs at most this much.
    static let largestRead = 4 << 20

    init(url: URL) throws(PhotoProbeError) {
        let attributes: [FileAttributeKey: Any]
        do {
            // A link is followed, as opening the file does: the kind and size are its target's.
            attributes = try FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        } catch {
            throw .unreadable(FileManager.default.fileExists(atPath: url.path) ? "no permission" : "no such file")
        }
        let type = attributes[.type] as? FileAttributeType
        guard type == .typeRegular else {
            throw .unreadable(type == .typeDirectory ? "it is a folder" : "it is not a regular file")
        }
        guard let handle = try? FileHandle(forReadingFrom: url) else { throw .unreadable("no permission") }
        self.handle = handle
        self.size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
    }

    deinit { try? handle.close() }

    /// Up to `count` bytes at `offset`: fewer at the end of the file, none past it.
    func read(at offset: Int64, count: Int) throws(PhotoProbeError) -> Bytes {
        guard offset >= 0, offset < size, count > 0 else { return Bytes([]) }
        let wanted = Int(min(Int64(min(count, Self.largestRead)), size - offset))
        do {
            try handle.seek(toOffset: UInt64(offset))
            let bytes = Bytes([UInt8](try handle.read(upToCount: wanted) ?? Data()))
            bytesRead += bytes.count
            return bytes
        } catch {
            throw .unreadable("a read failed: \(error.localizedDescription)")
        }
    }

    /// Exactly `count` bytes at `offset`, or `truncated(what)`.
    func read(at offset: Int64, count: Int, else what: String) throws(PhotoProbeError) -> Bytes {
        let bytes = try read(at: offset, count: count)
        guard bytes.count == count else { throw .truncated(what) }
        return bytes
    }
}
