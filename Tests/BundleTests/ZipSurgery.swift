import Foundation
import ZipIO

/// Makes damaged copies of a (small) bundle ZIP for the verify tests.
enum ZipSurgery {
    /// Every entry's name and bytes, in ZIP order.
    static func entries(of zip: String) throws -> [(name: String, data: Data)] {
        var entries: [(name: String, data: Data)] = []
        try ZipReader.forEachEntry(zipAt: zip) { info, readChunk in
            var data = Data()
            while let chunk = try readChunk() { data.append(chunk) }
            entries.append((info.path, data))
        }
        return entries
    }

    /// Writes `entries` as a new ZIP (a well-formed ZIP whose contents were tampered with).
    static func write(_ entries: [(name: String, data: Data)], to path: String) throws {
        let writer = try ZipWriter(path: path)
        for entry in entries {
            try writer.addData(entry.data, as: entry.name, compression: .deflate, modified: 1_735_689_600)
        }
        try writer.close()
    }

    /// Rewrites `zip` into `path` after `change` edits its entries.
    static func rewrite(_ zip: String, to path: String, _ change: (inout [(name: String, data: Data)]) -> Void) throws {
        var all = try entries(of: zip)
        change(&all)
        try write(all, to: path)
    }

    /// Flips one byte of the ZIP file itself, inside the stored bytes of `needle` (the first
    /// place those bytes occur), leaving every header intact.
    static func flipByte(in zip: String, insideDataOf needle: Data, to path: String) throws {
        var bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        guard let range = bytes.range(of: needle.prefix(4096).suffix(1024)) else { throw CocoaError(.fileReadCorruptFile) }
        bytes[range.lowerBound + 100] ^= 0x01
        try bytes.write(to: URL(fileURLWithPath: path))
    }
}
