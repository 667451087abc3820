import CArchive
import Foundation
import TestSupport
import ZipIO

/// A ZIP's entries as two kinds of program read them, for tests that need the two to agree:
/// through the central directory (unzip, file managers, Python's zipfile) and through the
/// local headers alone (streaming readers). Neither uses StoryChop's own ZIP checks.
enum ZipViews {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Names and bytes as libarchive's streaming reader gives them: it walks the local headers
    /// from the first byte and finds each entry's end from its data and data descriptor.
    static func throughLocalHeaders(_ bytes: [UInt8]) throws -> [(name: String, data: Data)] {
        guard let archive = archive_read_new() else { throw Failure(description: "no libarchive reader") }
        defer { archive_read_free(archive) }
        archive_read_support_format_zip_streamable(archive)
        return try bytes.withUnsafeBytes { buffer in
            guard archive_read_open_memory(archive, buffer.baseAddress, buffer.count) == ARCHIVE_OK else {
                throw Failure(description: "streaming reader: \(String(cString: archive_error_string(archive)))")
            }
            var entries: [(name: String, data: Data)] = []
            var entry: OpaquePointer?
            while true {
                let status = archive_read_next_header(archive, &entry)
                if status == ARCHIVE_EOF { return entries }
                guard status == ARCHIVE_OK, let entry, let name = archive_entry_pathname(entry) else {
                    throw Failure(description: "streaming reader, header \(entries.count + 1): \(errorText(archive))")
                }
                var data = Data()
                var chunk = [UInt8](repeating: 0, count: 65_536)
                while true {
                    let count = chunk.withUnsafeMutableBytes { archive_read_data(archive, $0.baseAddress, $0.count) }
                    guard count >= 0 else { throw Failure(description: "streaming reader, \(String(cString: name)): \(errorText(archive))") }
                    if count == 0 { break }
                    data.append(contentsOf: chunk[..<count])
                }
                entries.append((String(cString: name), data))
            }
        }
    }

    /// Names and bytes as a reader of the central directory gets them: each entry's name,
    /// method, sizes and CRC from its central directory header, its data where that header's
    /// offset and the local header's lengths put it. Each is inflated and CRC-checked by
    /// libarchive from a one-entry ZIP holding exactly those values.
    static func throughCentralDirectory(_ bytes: [UInt8]) throws -> [(name: String, data: Data)] {
        let zip = try ZipOffsets(bytes)
        var entries: [(name: String, data: Data)] = []
        for entry in zip.entries {
            func field(_ offset: Int, _ width: Int) -> Int { ZipOffsets.read(bytes, at: entry.central + offset, width: width) }
            var single = HandZip()
            single.entries.append(HandZip.Entry(
                name: entry.name, payload: Array(bytes[entry.dataStart..<entry.dataEnd]),
                method: UInt16(field(ZipOffsets.Field.centralMethod, 2)), crc: UInt32(field(ZipOffsets.Field.centralCRC, 4)),
                declaredSize: UInt32(field(ZipOffsets.Field.centralSize, 4))))
            let path = FileManager.default.temporaryDirectory.appendingPathComponent("entry-\(UUID().uuidString).zip").path
            defer { try? FileManager.default.removeItem(atPath: path) }
            try single.write(to: path)
            var data = Data()
            try ZipReader.forEachEntry(zipAt: path) { _, readChunk in
                while let chunk = try readChunk() { data.append(chunk) }
            }
            entries.append((entry.name, data))
        }
        return entries
    }

    private static func errorText(_ archive: OpaquePointer) -> String {
        archive_error_string(archive).map { String(cString: $0) } ?? "no reason given"
    }
}
