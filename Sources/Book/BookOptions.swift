import Foundation
import StoryArchive

/// What a keeper chose for a book: which stories, in what order, on what paper, how large.
public struct BookOptions: Sendable {
    /// Which stories: all the site shows, narrowed by each choice given.
    public var person: String?
    public var category: String?
    public var year: Int?
    /// Stories by id, in the order given when `order` is nil.
    public var ids: [String] = []
    public var order: Order = .date
    /// Print listed ids in the order given rather than by `order`.
    public var keepListedOrder = false
    public var trim: TrimSize = .sixByNine
    public var largePrint = false
    /// The journals' months (moods and check-ins' words) after the stories.
    public var days = false
    /// A photo for the cover, as a path.
    public var cover: String?
    /// Where the book goes; `<archive>/book/` when nil.
    public var output: URL?
    /// Make it again even when nothing changed.
    public var force = false
    /// The most pages a volume may have, like a bound book's spine allows.
    public var maxPages = 480
    /// The day the book is made: sealed stories whose seal has lifted by then are in it.
    public var today: RecordedDate

    public enum Order: String, Sendable, CaseIterable {
        /// Oldest first, by the day each story was recorded.
        case date
        /// By prompt: the categories and prompts in prompts.yml's order, then by date.
        case prompt
    }

    public init(today: RecordedDate) {
        self.today = today
    }
}

/// The paper a book is printed on, and the type that suits it.
public enum TrimSize: String, Sendable, CaseIterable {
    case sixByNine = "6x9"
    case a5
    case letter

    /// CSS page size, margins (top, outer, bottom, inner) and the body's type size in points.
    var pageSize: String {
        switch self {
        case .sixByNine: "6in 9in"
        case .a5: "148mm 210mm"
        case .letter: "8.5in 11in"
        }
    }

    var margins: (top: String, outer: String, bottom: String, inner: String) {
        switch self {
        case .sixByNine: ("0.7in", "0.6in", "0.8in", "0.8in")
        case .a5: ("18mm", "15mm", "20mm", "20mm")
        case .letter: ("0.9in", "0.9in", "1in", "1.1in")
        }
    }

    func bodyPoints(largePrint: Bool) -> Double {
        switch self {
        case .sixByNine, .a5: largePrint ? 16 : 10.5
        case .letter: largePrint ? 18 : 12
        }
    }

    /// About how many words of prose a page holds, for planning volumes before typesetting.
    func wordsPerPage(largePrint: Bool) -> Double {
        switch self {
        case .sixByNine, .a5: largePrint ? 150 : 330
        case .letter: largePrint ? 260 : 520
        }
    }
}
