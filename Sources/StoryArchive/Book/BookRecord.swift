import Foundation
import StoryCore

/// What `storychop book` last made, kept as `book/book.json` beside the PDFs: which stories each
/// volume holds (so the site links the book only while every one of them is still shown), the
/// files' sizes and checksums (so export and verify can tell a PDF changed by hand), and the
/// fingerprint of everything the book was made from (so a second run with nothing changed keeps it).
public struct BookRecord: Codable, Sendable, Equatable {
    /// The folder in the archive where the book is made unless `-o` names another.
    public static let folder = "book"
    public static let fileName = "book.json"

    /// One printed volume: a PDF and the HTML preview it was typeset from.
    public struct Volume: Codable, Sendable, Equatable {
        /// The PDF's name in the book's folder (`book.pdf`, or `book-1.pdf`, `book-2.pdf` …).
        public var file: String
        /// The preview's name in the book's folder (`book.html`, `book-1.html` …).
        public var preview: String
        public var pages: Int
        public var bytes: Int64
        public var sha256: String
        /// The ids of the stories it holds, in the order printed.
        public var stories: [String]

        public init(file: String, preview: String, pages: Int, bytes: Int64, sha256: String, stories: [String]) {
            self.file = file
            self.preview = preview
            self.pages = pages
            self.bytes = bytes
            self.sha256 = sha256
            self.stories = stories
        }
    }

    /// When it was made (ISO 8601, UTC).
    public var made: String
    /// The typesetting engine and its version ("WeasyPrint 70.0").
    public var engine: String
    /// The trim size's name (`6x9`, `a5`, `letter`) and whether it is large print.
    public var trim: String
    public var largePrint: Bool
    /// SHA-256 over the book's inputs: the stories' files, photos, settings, templates and engine.
    public var fingerprint: String
    public var volumes: [Volume]
    /// What the keeper was told when it was made (a story without a transcript …), said again
    /// while the book is kept as it is.
    public var warnings: [String]?

    public init(made: String, engine: String, trim: String, largePrint: Bool, fingerprint: String, volumes: [Volume], warnings: [String]? = nil) {
        self.made = made
        self.engine = engine
        self.trim = trim
        self.largePrint = largePrint
        self.fingerprint = fingerprint
        self.volumes = volumes
        self.warnings = warnings
    }

    enum CodingKeys: String, CodingKey {
        case made, engine, trim, fingerprint, volumes, warnings
        case largePrint = "large_print"
    }

    /// Every story id in the book, in order.
    public var storyIDs: [String] { volumes.flatMap(\.stories) }

    /// The record in `folder`, or nil when there is none or it does not read (a book made again
    /// replaces it; nothing else depends on it being there).
    public static func read(in folder: URL) -> BookRecord? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path) else { return nil }
        return try? JSONDecoder().decode(BookRecord.self, from: data)
    }

    /// The record as `book.json`'s bytes: keys sorted, so the same book writes the same file.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }
}
