/// How a long list (all stories, a person's, a year's, the Days calendar) is cut into pages.
enum ListPages {
    /// Entries on one page: a phone opens a page of this many cards at once.
    static let size = 200
}
