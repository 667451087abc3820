import CArchive
import Foundation
import TestSupport

/// ZIPs that use ZIP64 records, small enough for a test: what a bundle over 4 GiB holds.
enum Zip64Samples {
    /// libarchive with its `zip64` option: every entry gets a ZIP64 field in its local header
    /// and a 24-byte data descriptor, and the ZIP a ZIP64 end record and locator, as libarchive
    /// writes them for an entry over 4 GiB.
    static func libarchiveForced(_ entries: [(name: String, data: [UInt8], store: Bool)], to path: String) throws {
        guard let archive = archive_write_new() else { throw CocoaError(.fileWriteUnknown) }
        defer { archive_write_free(archive) }
        guard archive_write_set_format_zip(archive) == ARCHIVE_OK,
              archive_write_set_format_option(archive, "zip", "zip64", "1") == ARCHIVE_OK,
              archive_write_open_filename(archive, path) == ARCHIVE_OK else { throw CocoaError(.fileWriteUnknown) }
        for entry in entries {
            _ = entry.store ? archive_write_zip_set_compression_store(archive) : archive_write_zip_set_compression_deflate(archive)
            let header = archive_entry_new()
            defer { archive_entry_free(header) }
            archive_entry_set_pathname(header, entry.name)
            archive_entry_set_filetype(header, SC_AE_IFREG)
            archive_entry_set_perm(header, 0o644)
            archive_entry_set_size(header, Int64(entry.data.count))
            guard archive_write_header(archive, header) == ARCHIVE_OK,
                  entry.data.withUnsafeBytes({ archive_write_data(archive, $0.baseAddress, $0.count) }) == entry.data.count
            else { throw CocoaError(.fileWriteUnknown) }
        }
        guard archive_write_close(archive) == ARCHIVE_OK else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Where `handMade` put the fields a test changes.
    struct Layout {
        var centralZip64Offset: Int
        var descriptorSize: Int
        var zip64EntryCount: Int
    }

    /// One stored entry whose central directory gives its sizes and offset through the ZIP64
    /// field (as a bundle does for entries past 4 GiB), with a 24-byte data descriptor and
    /// ZIP64 end records; every 32-bit field that defers holds 0xFFFFFFFF.
    static func handMade(name: String, data: [UInt8]) -> (bytes: [UInt8], layout: Layout) {
        let nameBytes = Array(name.utf8), size = UInt64(data.count), crc = CRC32.checksum(data)
        var out: [UInt8] = le(0x0403_4B50, 4) + le(45, 2) + le(0x0008, 2) + le(0, 2) + le(0, 4) + le(0, 4)
        out += le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4) + le(UInt64(nameBytes.count), 2) + le(20, 2) + nameBytes
        out += le(0x0001, 2) + le(16, 2) + le(size, 8) + le(size, 8) + data
        let descriptorSize = out.count + 16
        out += le(0x0807_4B50, 4) + le(UInt64(crc), 4) + le(size, 8) + le(size, 8)
        let directory = out.count
        out += le(0x0201_4B50, 4) + le(0x031E, 2) + le(45, 2) + le(0x0008, 2) + le(0, 2) + le(0, 4) + le(UInt64(crc), 4)
        out += le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4) + le(UInt64(nameBytes.count), 2) + le(28, 2) + le(0, 2) + le(0, 2)
        out += le(0, 2) + le(0o100644 << 16, 4) + le(0xFFFF_FFFF, 4) + nameBytes
        let centralZip64Offset = out.count + 4 + 16
        out += le(0x0001, 2) + le(24, 2) + le(size, 8) + le(size, 8) + le(0, 8)
        let directorySize = UInt64(out.count - directory), record = UInt64(out.count)
        let zip64EntryCount = out.count + 32
        out += le(0x0606_4B50, 4) + le(44, 8) + le(45, 2) + le(45, 2) + le(0, 4) + le(0, 4) + le(1, 8) + le(1, 8)
        out += le(directorySize, 8) + le(UInt64(directory), 8)
        out += le(0x0706_4B50, 4) + le(0, 4) + le(record, 8) + le(1, 4)
        out += le(0x0605_4B50, 4) + le(0, 4) + le(0xFFFF, 2) + le(0xFFFF, 2) + le(0xFFFF_FFFF, 4) + le(0xFFFF_FFFF, 4) + le(0, 2)
        return (out, Layout(centralZip64Offset: centralZip64Offset, descriptorSize: descriptorSize, zip64EntryCount: zip64EntryCount))
    }

    private static func le(_ value: UInt64, _ width: Int) -> [UInt8] {
        (0..<width).map { UInt8((value >> (8 * UInt64($0))) & 0xFF) }
    }
}
