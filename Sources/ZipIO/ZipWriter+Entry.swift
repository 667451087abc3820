import CArchive
import Foundation

// The libarchive calls for one entry: header, data, finish.
extension ZipWriter {
    /// Writes the entry header; returns the archive handle to write data to.
    func beginEntry(_ entryName: String, size: Int64, compression: ZipCompression, modified: Int) throws(ZipError) -> OpaquePointer {
        guard let archive, !failed else {
            throw ZipError.misuse(path, entry: entryName, detail: "the ZIP writer was used after it was closed or failed")
        }
        if !utf8.isAvailable && !entryName.utf8.allSatisfy({ $0 < 0x80 }) {
            throw ZipError.misuse(path, entry: entryName,
                                  detail: "'\(entryName)' cannot be written with a UTF-8 name: this system has no UTF-8 locale")
        }
        try claim(entryName)
        // Per entry, and before the header: libarchive reads the setting when writing it.
        let chosen = compression == .store
            ? archive_write_zip_set_compression_store(archive)
            : archive_write_zip_set_compression_deflate(archive)
        try check(chosen, archive, entry: entryName)
        guard let entry = archive_entry_new() else {
            throw ZipError.io(path, entry: entryName, action: "describe '\(entryName)'", errno: ENOMEM)
        }
        defer { archive_entry_free(entry) }
        archive_entry_set_pathname_utf8(entry, entryName)
        archive_entry_set_filetype(entry, SC_AE_IFREG)
        archive_entry_set_perm(entry, 0o644)
        // Always declared: without a size libarchive forces deflate and Zip64 extras.
        archive_entry_set_size(entry, size)
        archive_entry_set_mtime(entry, time_t(modified), 0)
        // UTF-8 locale: libarchive then sets the UTF-8 name flag (bit 11) on non-ASCII names.
        let rc = utf8.run { HeaderEnvironment.inUTC { archive_write_header(archive, entry) } }
        // Anything but OK ends the ZIP: a warning means libarchive could not convert the name
        // (and wrote a wrong or empty one), a failure may have left half a header behind.
        guard rc == ARCHIVE_OK else {
            throw fail(ZipError.writeFailed(path, entry: entryName, detail: Self.errorText(archive), errno: archive_errno(archive)))
        }
        return archive
    }

    /// Writes in-memory bytes on the calling thread; see `writeAll`.
    func writeData(_ bytes: UnsafeRawBufferPointer, to archive: OpaquePointer, entry: String) throws(ZipError) {
        if let detail = Self.writeAll(bytes, to: archive) {
            throw fail(ZipError.writeFailed(path, entry: entry, detail: detail, errno: archive_errno(archive)))
        }
    }

    /// Writes every byte (`archive_write_data` may accept fewer bytes than offered); returns
    /// libarchive's reason when it fails. Called on `FileStreamer`'s thread too.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to archive: OpaquePointer) -> String? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = archive_write_data(archive, base + offset, bytes.count - offset)
            guard written > 0 else {
                // 0 would loop forever: libarchive refuses bytes past the declared size.
                return written < 0 ? errorText(archive) : "libarchive accepted no more bytes"
            }
            offset += written
        }
        return nil
    }

    func finishEntry(_ archive: OpaquePointer, entry: String) throws(ZipError) {
        let rc = archive_write_finish_entry(archive)
        if rc < ARCHIVE_WARN { failed = true }
        try check(rc, archive, entry: entry)
    }

    /// Marks the writer as unusable (the ZIP is mid-entry) and hands the error back to throw.
    func fail(_ error: ZipError) -> ZipError {
        failed = true
        return error
    }

    /// Passes a value through, marking the writer failed if producing it threw.
    func fail<T>(_ value: @autoclosure () throws(ZipError) -> T) throws(ZipError) -> T {
        do { return try value() } catch { throw fail(error) }
    }

    func check(_ rc: Int32, _ archive: OpaquePointer, entry: String) throws(ZipError) {
        if rc < ARCHIVE_WARN { throw ZipError.writeFailed(path, entry: entry, detail: Self.errorText(archive), errno: archive_errno(archive)) }
    }

    static func errorText(_ archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "libarchive gave no reason"
    }
}
