import CArchive
import Foundation

/// An open libarchive reader over one ZIP file, shared by `ZipExtractor` and `ZipReader`.
///
/// Callers must `close()` it (in a `defer`); it turns every libarchive failure into a
/// `ZipError` that names the ZIP and the current entry.
final class ZipReadHandle {
    /// libarchive's block size for `archive_read_open_filename`, and our chunk size.
    static let chunkSize = 65_536

    let file: String
    private var archive: OpaquePointer?
    /// Switched to while libarchive converts names; see `UTF8Locale`.
    private let utf8 = UTF8Locale()
    /// The entry being read, for error messages.
    private(set) var currentEntry: String?

    init(zipAt file: String) throws(ZipError) {
        self.file = file
        guard let archive = archive_read_new() else {
            throw ZipError.cannotOpen(file, errno: ENOMEM)
        }
        // Only ZIP: a tar or 7z handed to us should be refused, not quietly unpacked. Given a file
        // name, libarchive uses the seekable reader, which trusts the central directory.
        archive_read_support_format_zip(archive)
        if utf8.run({ archive_read_open_filename(archive, file, Self.chunkSize) }) != ARCHIVE_OK {
            let error = Self.openError(archive, file: file)
            archive_read_free(archive)
            throw error
        }
        self.archive = archive
    }

    /// Frees the libarchive handle; safe to call twice.
    func close() {
        if let archive { archive_read_free(archive) }
        archive = nil
    }

    /// The next entry header, or nil at the end of the ZIP.
    func next() throws(ZipError) -> RawZipEntry? {
        guard let archive else { throw ZipError.misuse(file, entry: nil, detail: "the ZIP reader was used after it was closed") }
        var entry: OpaquePointer?
        let (rc, name) = utf8.run { () -> (Int32, String) in
            let rc = archive_read_next_header(archive, &entry)
            return (rc, entry.map(Self.name(of:)) ?? "")
        }
        if rc == ARCHIVE_EOF { return nil }
        // ARCHIVE_WARN here is about name charset conversion, which `name(of:)` handles itself.
        guard rc >= ARCHIVE_WARN, let entry else {
            throw ZipError.corrupt(file, entry: nil, detail: Self.errorText(archive))
        }
        let raw = RawZipEntry(
            name: name,
            fileType: archive_entry_filetype(entry) & SC_AE_IFMT,
            declaredSize: archive_entry_size_is_set(entry) != 0 ? archive_entry_size(entry) : nil,
            isHardLink: archive_entry_hardlink(entry) != nil,
            isEncrypted: archive_entry_is_encrypted(entry) != 0,
            modified: archive_entry_mtime_is_set(entry) != 0 ? Int(archive_entry_mtime(entry)) : nil)
        currentEntry = raw.name
        return raw
    }

    /// Reads the current entry's next bytes into `buffer`; 0 means the entry is done.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(ZipError) -> Int {
        guard let archive else { throw ZipError.misuse(file, entry: currentEntry, detail: "the ZIP reader was used after it was closed") }
        let count = archive_read_data(archive, buffer.baseAddress, buffer.count)
        // Any negative result fails, ARCHIVE_WARN included: a CRC mismatch is reported as a warning.
        guard count >= 0 else {
            throw ZipError.corrupt(file, entry: currentEntry, detail: Self.errorText(archive))
        }
        return count
    }

    // MARK: - Private

    /// UTF-8 name when libarchive can convert it, else the raw bytes: as UTF-8 when they are
    /// (macOS's Finder stores UTF-8 without the UTF-8 flag), else as code page 437, which the
    /// ZIP specification names for unflagged names and older Windows tools wrote ("K\u{81}che").
    private static func name(of entry: OpaquePointer) -> String {
        if let converted = archive_entry_pathname_utf8(entry) { return String(cString: converted) }
        guard let raw = archive_entry_pathname(entry) else { return "" }
        let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
        return String(validating: bytes, as: UTF8.self) ?? CP437.decode(bytes)
    }

    private static func errorText(_ archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "libarchive gave no reason"
    }

    private static func openError(_ archive: OpaquePointer, file: String) -> ZipError {
        let code = archive_errno(archive)
        let detail = errorText(archive)
        // libarchive reports "not a format it knows" as ARCHIVE_ERRNO_FILE_FORMAT, which is EILSEQ on Linux.
        if code == EILSEQ || detail.contains("Unrecognized archive format") {
            return .notAZip(file, detail: "no ZIP signature found")
        }
        if code > 0 { return .cannotOpen(file, errno: code) }
        return .corrupt(file, entry: nil, detail: detail)
    }
}
