import Foundation
import StoryArchive

/// The printed book `export --with-book` packs: its record and the folder holding it. The
/// caller (`ExportWorkflow`) decides the book may go, as the site build does; the bundle only
/// takes its files as the record names them.
public struct BundledBook: Sendable {
    /// `<archive>/book/`.
    public var folder: URL
    public var record: BookRecord

    public init(folder: URL, record: BookRecord) {
        self.folder = folder
        self.record = record
    }

    /// Where it goes under `data/`, as the site has it: `book/`.
    static let payloadFolder = BookRecord.folder + "/"
    /// `manifest.json`'s role for its files.
    static let role = "book"

    /// `book.json` and each volume's PDF, read from the archive (the source of truth; the site
    /// holds the same PDFs as links or copies), sorted by path. Each PDF is checked against the
    /// size and checksum the record gives as it goes in.
    func payload() throws(BundleError) -> [PayloadFile] {
        var files = [try file(BookRecord.fileName, expected: nil)]
        for volume in record.volumes {
            files.append(try file(volume.file, expected: PayloadFile.Expected(
                sha256: volume.sha256.lowercased(), bytes: volume.bytes, what: "book's PDF", recordedIn: "book.json",
                remedy: "Run `storychop book` to make the book again, then export again.")))
        }
        return files.sorted { Array($0.path.utf8).lexicographicallyPrecedes(Array($1.path.utf8)) }
    }

    private func file(_ name: String, expected: PayloadFile.Expected?) throws(BundleError) -> PayloadFile {
        let source = folder.appendingPathComponent(name).path
        var info = stat()
        guard !name.contains("/"), !name.hasPrefix("."), stat(source, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw BundleError(.badOption, file: source, message: "the book's \(name) is missing",
                              hint: "Run `storychop book` first, then export again.")
        }
        var file = PayloadFile(path: Self.payloadFolder + name, source: source, bytes: Int64(info.st_size), role: Self.role)
        file.expected = expected
        return file
    }
}
