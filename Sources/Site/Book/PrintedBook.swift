import Foundation
import StoryCore
import StoryArchive
#if canImport(Glibc)
import Glibc
#endif

/// The book `storychop book` left in the archive (`book/book.json` and the PDFs beside it), as
/// the site, sharing and the bundle take it. It may be shown only while it is what the record
/// says and holds nothing the site hides: every volume's PDF is there with the size the record
/// gives, and every story it holds is one the site shows whole now (not private, not still
/// sealed, not removed). A book that was right when made turns stale when a story in it is made
/// private; it is then left out until `storychop book` makes it again.
public struct PrintedBook: Sendable {
    public let record: BookRecord
    /// The folder it is in: `<archive>/book/`.
    public let folder: URL

    /// Where the site and the bundle put the volumes: `book/book.pdf` …
    public static let siteFolder = BookRecord.folder + "/"

    /// What the archive holds of a book.
    public enum Finding: Sendable {
        /// No `book/book.json`: no book was made.
        case none
        /// A book that must not be shown, and why (a sentence each, with the file it is about).
        case unusable([BookProblem])
        case usable(PrintedBook)
    }

    /// The book in `archive`'s book folder, held against `stories` (every story of the catalog,
    /// private ones too, their seals as recorded) as they stand on `today`.
    public static func find(in archive: Archive, stories: [Story], today: RecordedDate) -> Finding {
        let folder = archive.root.appendingPathComponent(BookRecord.folder, isDirectory: true)
        let recordFile = folder.appendingPathComponent(BookRecord.fileName).path
        guard FileManager.default.fileExists(atPath: recordFile) else { return .none }
        guard let record = BookRecord.read(in: folder) else {
            return .unusable([BookProblem(file: recordFile, message: "cannot be read as a book's record")])
        }
        guard !record.volumes.isEmpty else {
            return .unusable([BookProblem(file: recordFile, message: "lists no volume")])
        }
        let problems = record.volumes.compactMap { fileProblem($0, in: folder) }
            + storyProblems(record, stories: stories, today: today, recordFile: recordFile)
        return problems.isEmpty ? .usable(PrintedBook(record: record, folder: folder)) : .unusable(problems)
    }

    /// The volume's PDF in the archive.
    public func file(of volume: BookRecord.Volume) -> URL {
        folder.appendingPathComponent(volume.file, isDirectory: false)
    }

    /// The volume's path in the site and under the bundle's `data/`: `book/book-2.pdf`.
    public static func sitePath(of volume: BookRecord.Volume) -> String {
        siteFolder + volume.file
    }

    /// What is wrong with a volume's PDF: a name that is no plain PDF name, missing, or not the
    /// size the record gives (changed by hand, or cut short).
    private static func fileProblem(_ volume: BookRecord.Volume, in folder: URL) -> BookProblem? {
        let path = folder.path + "/" + volume.file
        guard isPlainPDFName(volume.file) else {
            return BookProblem(file: folder.appendingPathComponent(BookRecord.fileName).path,
                               message: "names the volume \"\(volume.file)\", which is not a PDF's name in the book's folder")
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return BookProblem(file: path, message: "is missing") }
        guard Int64(info.st_size) == volume.bytes else {
            return BookProblem(file: path, message: "is \(info.st_size) bytes, not the \(volume.bytes) book.json records (changed since the book was made)")
        }
        return nil
    }

    /// `book.pdf`, `book-2.pdf`: a name inside the folder, not hidden, ending in `.pdf`.
    static func isPlainPDFName(_ name: String) -> Bool {
        !name.hasPrefix(".") && !name.contains("/") && !name.contains("\\") && name.count > 4 && name.lowercased().hasSuffix(".pdf")
    }

    /// A problem for each story in the book the site does not show whole now.
    private static func storyProblems(_ record: BookRecord, stories: [Story], today: RecordedDate, recordFile: String) -> [BookProblem] {
        let byID = Dictionary(stories.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return record.storyIDs.compactMap { id in
            let why: String
            switch byID[id] {
            case nil: why = "the story \"\(id)\", which is no longer in the archive"
            case let story? where story.isPrivate: why = "the story \"\(story.title)\" (\(id)), which is private now"
            case let story? where story.isSealed(on: today):
                why = "the story \"\(story.title)\" (\(id)), which is sealed until \(story.sealedUntil?.dayString ?? "a later day")"
            default: return nil
            }
            return BookProblem(file: recordFile, message: "the book holds \(why)")
        }
    }
}

/// Why a book is not shown: the file it is about and what is wrong, in words.
public struct BookProblem: Sendable, Equatable, Codable {
    public var file: String
    public var message: String

    /// What to do about any of them.
    public static let remedy = "`storychop book` makes the book again"
}
