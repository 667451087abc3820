/// How a long list (all stories, a person's, a category's, a year's, a person's days) is cut
/// into pages a phone opens at once: the first page keeps the list's path, the others sit
/// beside it (`stories/index.html`, `stories/page-2.html` …), so links from a page's cards
/// are the same on every page.
enum ListPages {
    /// Entries on one page.
    static let size = 200

    /// Page `number` (from 1) of the list whose first page is `first`.
    static func path(_ first: String, page number: Int) -> String {
        guard number > 1 else { return first }
        let folder = first.hasSuffix("index.html") ? String(first.dropLast("index.html".count)) : first + "/"
        return folder + "page-\(number).html"
    }

    /// `items` cut into pages of `size`: one page, empty, when there are none.
    static func split<Item>(_ items: [Item], size: Int = size) -> [ArraySlice<Item>] {
        guard !items.isEmpty else { return [items[...]] }
        return stride(from: 0, to: items.count, by: size).map { items[$0..<min($0 + size, items.count)] }
    }

    /// The document title of page `number` of `count`: "Rose (page 2 of 13)"; the heading alone on the only page.
    static func title(_ heading: String, page number: Int, of count: Int) -> String {
        count > 1 ? "\(heading) (page \(number) of \(count))" : heading
    }
}

/// "Page 2 of 13", with links to the previous and next pages, the first and last, and those
/// near this one (a list of 500 pages does not put 500 links on each). Nil for a single page.
struct PageNavigation: Sendable, Encodable {
    var number: Int
    var count: Int
    var previous: String?
    var next: String?
    var pages: [PageNumber]

    struct PageNumber: Sendable, Encodable {
        var number: Int
        /// Nil on the page itself.
        var href: String?
        /// Pages left out before this one ("…").
        var gapBefore: Bool
    }

    init?(first: String, page number: Int, of count: Int) {
        guard count > 1 else { return nil }
        let here = ListPages.path(first, page: number)
        let link = { (page: Int) in SitePaths.link(from: here, to: ListPages.path(first, page: page)) }
        self.number = number
        self.count = count
        previous = number > 1 ? link(number - 1) : nil
        next = number < count ? link(number + 1) : nil
        let shown = Set([1, count] + Array(max(1, number - 2)...min(count, number + 2))).sorted()
        pages = shown.enumerated().map { position, page in
            PageNumber(number: page, href: page == number ? nil : link(page),
                       gapBefore: position > 0 && page - shown[position - 1] > 1)
        }
    }
}
