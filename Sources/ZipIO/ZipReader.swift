import CArchive
import Foundation

/// Reads a ZIP entry by entry without unpacking it, for `storychop verify`: each entry's bytes
/// arrive in chunks of at most 64 KiB, so memory stays bounded whatever the ZIP holds.
public enum ZipReader {
    /// Calls `body` once per entry, in ZIP order.
    ///
    /// `body` gets the entry and `readChunk`, which returns the entry's next bytes (at most
    /// 64 KiB) and `nil` once the entry is done. Entries whose bytes `body` does not read are
    /// skipped. A damaged entry (including a CRC mismatch, reported when its last chunk is
    /// read) throws a `ZipError`; errors `body` throws end the walk and are rethrown as they are.
    ///
    /// Names are reported as stored and are NOT checked: never use them as paths on disk —
    /// `ZipExtractor` does that safely.
    public static func forEachEntry(
        zipAt path: String,
        _ body: (ZipEntryInfo, _ readChunk: () throws(ZipError) -> Data?) throws -> Void
    ) throws {
        let reader = try ZipReadHandle(zipAt: path)
        defer { reader.close() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: ZipReadHandle.chunkSize, alignment: 16)
        defer { buffer.deallocate() }
        while let raw = try reader.next() {
            let info = ZipEntryInfo(
                path: raw.name, size: raw.declaredSize,
                isDirectory: raw.fileType == SC_AE_IFDIR,
                isRegularFile: raw.fileType == SC_AE_IFREG && !raw.isHardLink)
            var finished = false
            try body(info) { () throws(ZipError) -> Data? in
                // libarchive keeps returning 0 at the end, but do not even ask once we know.
                if finished { return nil }
                if raw.isEncrypted { throw ZipError.encrypted(path, entry: raw.name) }
                let count = try reader.read(into: buffer)
                if count == 0 {
                    finished = true
                    return nil
                }
                return Data(UnsafeRawBufferPointer(rebasing: buffer[..<count]))
            }
        }
    }
}
