import Foundation
import StoryArchive
import StoryCore

/// A printed book as `storychop book` leaves it in an archive, for the tests of what the site,
/// sharing and the bundle do with one: `book/book.json` (a `BookRecord`) and small but valid
/// one-page PDFs beside it, written here byte by byte (no typesetting engine needed).
public enum BookSamples {
    /// A valid one-page PDF (6 × 9 in) whose page shows `text`: a catalog, its pages, the page,
    /// its content stream and a standard font, with the cross-reference table's offsets counted.
    public static func pdf(_ text: String = "A family book") -> Data {
        let stream = "BT /F1 18 Tf 72 560 Td (\(text)) Tj ET"
        let objects = [
            "<< /Type /Catalog /Pages 2 0 R >>",
            "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 432 648] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            "<< /Length \(stream.utf8.count) >>\nstream\n\(stream)\nendstream",
            "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        ]
        var body = "%PDF-1.4\n"
        var offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(body.utf8.count)
            body += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let xref = body.utf8.count
        body += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { body += String(format: "%010d 00000 n \n", offset) }
        body += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n"
        return Data(body.utf8)
    }

    /// Writes a book of `volumes` (each the ids of the stories it holds) into `archiveRoot/book/`:
    /// `book.pdf` for one volume, `book-1.pdf` … for several, then `book.json`. Returns the record.
    @discardableResult
    public static func write(in archiveRoot: URL, volumes: [[String]], made: String = "2026-11-29T14:00:00Z",
                             trim: String = "6x9", largePrint: Bool = false) throws -> BookRecord {
        let folder = archiveRoot.appendingPathComponent(BookRecord.folder, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var records: [BookRecord.Volume] = []
        for (index, stories) in volumes.enumerated() {
            let name = volumes.count == 1 ? "book" : "book-\(index + 1)"
            let bytes = pdf("Volume \(index + 1)")
            try bytes.write(to: folder.appendingPathComponent(name + ".pdf"))
            records.append(BookRecord.Volume(file: name + ".pdf", preview: name + ".html", pages: 12 + index, bytes: Int64(bytes.count),
                                             sha256: FileDigest.sha256(of: bytes), stories: stories))
        }
        let record = BookRecord(made: made, engine: "WeasyPrint 70.0", trim: trim, largePrint: largePrint,
                                fingerprint: String(repeating: "0", count: 64), volumes: records)
        try record.encoded().write(to: folder.appendingPathComponent(BookRecord.fileName))
        return record
    }

    /// Every story id of the archive at `archiveRoot` (its folder names under `stories/`), sorted.
    public static func storyIDs(in archiveRoot: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: archiveRoot.appendingPathComponent("stories").path)
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}
