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
    /// The page the navigation marks as current (`SitePaths`), nil for none.
    var section: String?
    var generator: String
    /// Where the page will be once published (`base_url`), for "Share"; nil on a site that
    /// lives only in files, where a link to share would lead nowhere.
    var url: String?
    /// Whether the site has a Days section (the archive holds day entries).
    var hasDays: Bool
    /// The site's sections, each linked from this page: made from `root` and `section`.
    var navigation: [NavigationItem]
}

struct NavigationItem: Sendable, Encodable {
    var label: String
    var href: String
    /// True on the page the item leads to: rendered as `aria-current="page"`.
    var current: Bool
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

    static let sections: [(label: String, path: String)] = [
        ("Home", SitePaths.home), ("All stories", SitePaths.stories), ("Prompts", SitePaths.categories),
        ("People", SitePaths.people), ("Years", SitePaths.years), ("Calendar", SitePaths.calendar),
        ("Search", SitePaths.search), ("About", SitePaths.about),
    ]

    /// The sections, with Days after Calendar when the archive has day entries.
    static func sections(hasDays: Bool) -> [(label: String, path: String)] {
        guard hasDays else { return sections }
        var all = sections
        all.insert(("Days", SitePaths.days), at: 6)
        return all
    }

    func make(path: String, title: String?, section: String?) -> PageContext {
        let root = SitePaths.root(of: path)
        return PageContext(
            siteTitle: siteTitle, lang: lang, root: root,
            // The page's title is isolated (FSI … PDI): a right-to-left title must not pull the site's title into its order.
            documentTitle: title.map { "\u{2068}\($0)\u{2069} — \(siteTitle)" } ?? siteTitle,
            stylesheet: root + "assets/style.css",
            script: root + "assets/storychop.js", section: section, generator: generator,
            url: baseURL.map { ($0.hasSuffix("/") ? $0 : $0 + "/") + path }, hasDays: hasDays,
            navigation: Self.sections(hasDays: hasDays).map { item in
                NavigationItem(label: item.label, href: root + item.path, current: item.path == section)
            })
    }
}
