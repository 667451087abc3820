import Foundation
import StoryArchive

/// The About page's "The printed book": when and how it was made, and a link to each volume's
/// PDF with its pages and size, so a relative knows what they are about to download.
struct AboutBook: Sendable, Encodable {
    struct Volume: Sendable, Encodable {
        /// "The book", or "Volume 1", "Volume 2" … when it is in several.
        var name: String
        var href: String
        /// "212 pages".
        var pages: String
        /// "3.4 MB".
        var size: String
    }

    var volumes: [Volume]
    /// "29 November 2026", and as `2026-11-29` for the `<time>` element.
    var made: String
    var madeISO: String
    /// "6 × 9 in", "A5" or "US Letter", with ", large print".
    var format: String

    init(_ book: PrintedBook, from path: String) {
        let record = book.record
        let several = record.volumes.count > 1
        volumes = record.volumes.enumerated().map { number, volume in
            Volume(name: several ? "Volume \(number + 1)" : "The book",
                   href: SitePaths.link(from: path, to: PrintedBook.sitePath(of: volume)),
                   pages: volume.pages == 1 ? "1 page" : "\(volume.pages) pages", size: DisplayText.bytes(volume.bytes))
        }
        let day = RecordedDate(parsing: String(record.made.prefix(10)))
        made = day.map(DisplayText.date) ?? record.made
        madeISO = day?.dayString ?? ""
        format = (Self.trimNames[record.trim] ?? record.trim) + (record.largePrint ? ", large print" : "")
    }

    /// The trim sizes `storychop book` makes, as a reader names them.
    static let trimNames = ["6x9": "6 × 9 in", "a5": "A5", "letter": "US Letter"]
}
