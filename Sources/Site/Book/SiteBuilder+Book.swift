import Foundation
import StoryCore
import StoryArchive

/// What a build did with the archive's printed book.
public enum BookOnSite: Sendable, Equatable, Codable {
    /// The build was asked to leave any book out (`export` without `--with-book`).
    case notAsked
    /// The archive has no book (`book/book.json` is not there).
    case none
    /// There is one, but it may not be shown: why.
    case leftOut([BookProblem])
    /// Its volumes are in the site at these paths (`book/book.pdf` …), and the About page links them.
    case linked([String])
}

extension SiteBuilder {
    /// The build stage after the stories are loaded: links the book's PDFs into `book/` of the
    /// site when the book may be shown (see `PrintedBook`), else leaves them out (the writer
    /// removes what an earlier build put there) and warns why. `stories`: the catalog's stories
    /// as loaded, private ones too. The book's files are stamped into `inputs`, so a book made,
    /// made again or removed makes the next build look at everything.
    func publishBook(stories: [Story], options: SiteOptions, writer: SiteWriter,
                     inputs: inout [String: String], warnings: inout [SiteWarning]) throws(SiteError) -> (PrintedBook?, BookOnSite) {
        guard options.includeBook else { return (nil, .notAsked) }
        let recordPath = PrintedBook.siteFolder + BookRecord.fileName
        inputs[recordPath] = FileStamp.of(archive.root.path + "/" + recordPath) ?? FileStamp.missing
        let finding = PrintedBook.find(in: archive, stories: stories, today: options.today)
        switch finding {
        case .none:
            return (nil, .none)
        case .unusable(let problems):
            for volume in BookRecord.read(in: archive.root.appendingPathComponent(BookRecord.folder))?.volumes ?? []
            where PrintedBook.isPlainPDFName(volume.file) {
                let path = PrintedBook.sitePath(of: volume)
                inputs[path] = FileStamp.of(archive.root.path + "/" + path) ?? FileStamp.missing
            }
            warnings += problems.map {
                SiteWarning(file: $0.file, message: "\($0.message), so the About page does not link the book — \(BookProblem.remedy)")
            }
            return (nil, .leftOut(problems))
        case .usable(let book):
            var linked: [String] = []
            for volume in book.record.volumes {
                let source = book.file(of: volume).path, path = PrintedBook.sitePath(of: volume)
                let stamp = FileStamp.of(source) ?? FileStamp.missing
                try writer.link(source, to: path, fingerprint: "link:" + FileStamp.identity(of: stamp))
                // A new hard link moves the PDF's change time: the record keeps the stamp it has now.
                inputs[path] = FileStamp.of(source) ?? stamp
                linked.append(path)
            }
            return (book, .linked(linked))
        }
    }
}
