import Foundation
import StoryArchive
import ZipIO

/// How far a ZIP may expand before ingest refuses it.
public struct ZipSourceLimits: Sendable {
    public var maxTotalBytes: Int64
    public var maxEntries: Int

    public init(maxTotalBytes: Int64, maxEntries: Int) {
        self.maxTotalBytes = maxTotalBytes
        self.maxEntries = maxEntries
    }

    /// 16 GiB and 100,000 files: far beyond any family's recordings, far below a zip bomb.
    public static let standard = ZipSourceLimits(maxTotalBytes: 16 << 30, maxEntries: 100_000)
}

/// Unpacks a ZIP (a phone export, a zipped Voice Memos folder, a StoryChop bundle) into a
/// scratch folder inside the archive, so ingest reads it like any folder. The scratch folder
/// sits on the archive's own disk, is checked for space as it fills, and is removed afterwards.
struct ZipSource {
    let directory: URL
    /// Entries every reader sees cut short: a name holding a NUL ends there for libarchive, unzip
    /// and file managers alike, so the file lands under another name, or none.
    private(set) var warnings: [IngestReport.Warning] = []

    /// `leavingOut`: asked with each entry's name; the entries it accepts (a damaged bundle's
    /// damaged files) are not unpacked, so not even read.
    init(zip: URL, shownAs display: String, archive: Archive, limits: ZipSourceLimits,
         leavingOut: ((String) -> Bool)? = nil) throws(IngestError) {
        let scratch = archive.workDirectory.appendingPathComponent(ArchiveLeftovers.unzipPrefix + String(UInt64.random(in: 0...UInt64.max), radix: 36))
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        } catch {
            throw IngestError(.io, file: archive.workDirectory.path, message: "cannot make a scratch folder to unpack \(display)",
                              hint: "Check that you may write to the archive folder.")
        }
        let zipLimits = ExtractionLimits(maxTotalBytes: limits.maxTotalBytes, maxEntryBytes: limits.maxTotalBytes,
                                         maxEntries: limits.maxEntries)
        do {
            _ = try ZipExtractor.extract(zipAt: zip.path, into: scratch.path, limits: zipLimits) { name in
                ZipExtractor.isJunk(name) || leavingOut?(name) == true
            }
        } catch {
            try? FileManager.default.removeItem(at: scratch)
            // Name the entry, unless the message already does.
            let entry = error.entry.flatMap { error.message.contains($0) ? nil : " (entry \"\($0)\")" } ?? ""
            throw IngestError(error.isRejectedInput ? .badZip : .io, file: display, message: error.message + entry, hint: error.hint)
        }
        directory = scratch
        let names = (try? ZipStructure.check(zipAt: zip.path).names) ?? []
        warnings = names.filter { $0.unicodeScalars.contains("\u{0}") }.map { name in
            IngestReport.Warning(file: display + ":" + name,   // printed with the NUL shown as \u{0}
                                 message: "this entry's name holds a NUL character, which cuts it short: it was not read under its name — unpack the ZIP with another tool, rename the file, and ingest it")
        }
    }

    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}
