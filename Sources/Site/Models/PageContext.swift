/// What every page shows around its content: the site's title and language, the way back to
/// the root, the navigation, and the theme's files. Built by `PageContextFactory`.
struct PageContext: Sendable, Encodable {
    var siteTitle: String
    var lang: String
    /// "../../": prefix for links to other pages.
    var root: String
    /// The page's own title, for `<title>` ("How We Met — The Miller Family Stories").
    var documentTitle: String
    var stylesheet: String
    var script: String
    /// The menu entry's page this page belongs under (`SitePaths`), nil for none (the home page).
    var section: String?
    /// True on the home page, whose one heading of level 1 is the site's title in the header.
    var isHome: Bool
    var generator: String
    /// Where the page will be once published (`base_url`), for "Share"; nil on a site that
    /// lives only in files, where a link to share would lead nowhere.
    var url: String?
    /// Whether the site has a Days section (the archive holds day entries).
    var hasDays: Bool
    /// The site's sections, each linked from this page: made from `root` and `section`.
    var navigation: [NavigationItem]
    /// A person's other page: from their stories to their days, and back; nil elsewhere.
    var seeAlso: PageLink?
}

struct NavigationItem: Sendable, Encodable {
    var label: String
    var href: String
    /// True on the page the item leads to and on every page below it (a story under Stories).
    /// (Not an optional: a template looks a missing value up in the page's model.)
    var current: Bool
    /// `aria-current`'s value when `current`: "page" on the item's own page, else "true".
    var currentValue: String
}

/// A link with its words, to another page of the site.
struct PageLink: Sendable, Encodable {
    var label: String
    var href: String
}

/// Makes the `PageContext` of a page at a given path.
struct PageContextFactory: Sendable {
    var siteTitle: String
    var lang: String
    var generator: String
    var baseURL: String?
    /// storychop.yml's `contact`: how to write to the keeper (the About page shows it).
    var contact: String? = nil
    var hasDays = false
    /// A page's folder ("people/grandma-rose/") → the link to the same person's other page.
    var seeAlso: [String: PageLink] = [:]

    /// The menu: five entries at most, so it fits a phone's line when unfolded. Prompts, years
    /// and the stories' calendar are reached from Stories; the journals' months from Days.
    static let sections: [(label: String, path: String)] = [
        ("Stories", SitePaths.stories), ("People", SitePaths.people), ("Days", SitePaths.days),
        ("Search", SitePaths.search), ("About", SitePaths.about),
    ]

    /// The folders each menu entry stands for: a page in one is "in" that entry.
    static let areas: [(folder: String, section: String)] = [
        ("stories/", SitePaths.stories), ("prompts/", SitePaths.stories), ("years/", SitePaths.stories),
        ("calendar/", SitePaths.stories), ("people/", SitePaths.people), ("days/", SitePaths.days),
        ("search/", SitePaths.search), ("about/", SitePaths.about),
    ]

    /// The sections, without Days when the archive has no day entries.
    static func sections(hasDays: Bool) -> [(label: String, path: String)] {
        hasDays ? sections : sections.filter { $0.path != SitePaths.days }
    }

    /// The menu entry a page at `path` belongs under, found from its folder.
    static func section(of path: String) -> String? {
        areas.first { path.hasPrefix($0.folder) }?.section
    }

    /// `section` overrides the entry found from the path, for a page outside its entry's folders.
    func make(path: String, title: String?, section: String? = nil) -> PageContext {
        let root = SitePaths.root(of: path)
        let area = section ?? Self.section(of: path)
        let folder = PersonPages.folder(of: path)
        return PageContext(
            siteTitle: siteTitle, lang: lang, root: root,
            // The page's title is isolated (FSI … PDI): a right-to-left title must not pull the site's title into its order.
            documentTitle: title.map { "\u{2068}\($0)\u{2069} — \(siteTitle)" } ?? siteTitle,
            stylesheet: root + "assets/style.css",
            script: root + "assets/storychop.js", section: area, isHome: path == SitePaths.home, generator: generator,
            url: baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + path }, hasDays: hasDays,
            navigation: Self.sections(hasDays: hasDays).map { item in
                NavigationItem(label: item.label, href: root + item.path, current: item.path == path || item.path == area,
                               currentValue: item.path == path ? "page" : "true")
            },
            seeAlso: seeAlso[folder].map { PageLink(label: $0.label, href: root + $0.href) })
    }
}
