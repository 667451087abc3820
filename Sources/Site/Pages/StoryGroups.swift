import StoryArchive

/// Stories grouped by prompt category, narrator and year, with a unique folder name per group
/// ("Love & Family" and "Love, Family" must not share a page).
struct StoryGroups: Sendable {
    /// Each group's members are positions in the stories the groups were made from (a copy of
    /// each story per group was most of making them).
    private(set) var categories: [(name: String, members: [Int])] = []
    private(set) var people: [(name: String, members: [Int])] = []
    private(set) var years: [(year: Int, members: [Int])] = []
    /// Stories no category or no narrator names: a page of their own each, so that Prompts
    /// and People reach every story, not only those filed under a name.
    private(set) var withoutCategory: [Int] = []
    private(set) var withoutNarrator: [Int] = []
    private var categorySlugs: [String: String] = [:]
    private var personSlugs: [String: String] = [:]
    /// `stories` newest first; groups keep that order inside. `promptCategories` (prompts.yml's)
    /// get a page too, so they take part in making category folder names unique.
    init(_ stories: [Story], promptCategories: [String] = []) {
        (categories, categorySlugs) = Self.group(stories.indices, reserving: Self.withoutCategoryFolder) { stories[$0].category }
        let libraryOnly = Set(promptCategories).subtracting(categorySlugs.keys)
        if !libraryOnly.isEmpty {
            categorySlugs = Self.uniqueSlugs(Self.sorted(Array(categorySlugs.keys) + libraryOnly), reserving: Self.withoutCategoryFolder)
        }
        (people, personSlugs) = Self.group(stories.indices, reserving: Self.withoutNarratorFolder) { stories[$0].narrator }
        withoutCategory = stories.indices.filter { stories[$0].category == nil }
        withoutNarrator = stories.indices.filter { stories[$0].narrator == nil }
        var byYear: [Int: [Int]] = [:]
        for index in stories.indices { byYear[stories[index].recorded.year, default: []].append(index) }
        years = byYear.keys.sorted(by: >).map { ($0, byYear[$0] ?? []) }
    }

    func categoryPath(_ name: String) -> String { "prompts/\(categorySlugs[name] ?? SitePaths.slug(name))/index.html" }
    func personPath(_ name: String) -> String { "people/\(personSlugs[name] ?? SitePaths.slug(name))/index.html" }

    /// The folders of those pages; no category's or person's folder takes their names.
    private static let withoutCategoryFolder = "without-a-category", withoutNarratorFolder = "teller-not-named"
    static let withoutCategoryPath = "prompts/\(withoutCategoryFolder)/index.html"
    static let withoutNarratorPath = "people/\(withoutNarratorFolder)/index.html"
    static let withoutCategoryName = "Stories without a category", withoutNarratorName = "Stories whose teller is not named"

    /// Each category's link, then the stories without one, when there are such.
    func categoryLinks(from page: String) -> [GroupLink] {
        categories.map { GroupLink(name: $0.name, href: SitePaths.link(from: page, to: categoryPath($0.name)), count: storyCount($0.members.count)) }
            + [withoutCategoryLink(from: page)].compactMap { $0 }
    }

    func withoutCategoryLink(from page: String) -> GroupLink? {
        withoutCategory.isEmpty ? nil : GroupLink(name: Self.withoutCategoryName, href: SitePaths.link(from: page, to: Self.withoutCategoryPath),
                                                  count: storyCount(withoutCategory.count))
    }

    /// Each teller's link, then the stories whose teller is not named, when there are such.
    func personLinks(from page: String) -> [GroupLink] {
        people.map { GroupLink(name: $0.name, href: SitePaths.link(from: page, to: personPath($0.name)), count: storyCount($0.members.count)) }
            + (withoutNarrator.isEmpty ? [] : [GroupLink(name: Self.withoutNarratorName, href: SitePaths.link(from: page, to: Self.withoutNarratorPath),
                                                         count: storyCount(withoutNarrator.count))])
    }

    /// Each year's list; with `calendars`, its month grids beside it (the page of years is
    /// the one list of years: by list and by calendar).
    func yearLinks(from page: String, calendars: Bool = false) -> [GroupLink] {
        years.map { year in
            GroupLink(name: String(year.year), href: SitePaths.link(from: page, to: SitePaths.year(year.year)), count: storyCount(year.members.count),
                      calendarHref: calendars ? SitePaths.link(from: page, to: SitePaths.calendarYear(year.year)) : nil)
        }
    }

    /// The groups by name, in `localizedStandardCompare` order (as the Finder sorts), each
    /// with its page's folder name (name → slug).
    private static func group(_ positions: Range<Int>, reserving reserved: String, by name: (Int) -> String?)
        -> (groups: [(name: String, members: [Int])], slugs: [String: String]) {
        var grouped: [String: [Int]] = [:]
        for position in positions {
            if let name = name(position) { grouped[name, default: []].append(position) }
        }
        let names = sorted(Array(grouped.keys))
        return (names.map { ($0, grouped[$0] ?? []) }, uniqueSlugs(names, reserving: reserved))
    }

    /// Names in `localizedStandardCompare` order (as the Finder sorts them).
    static func sorted(_ names: [String]) -> [String] {
        names.sorted { $0.localizedStandardCompare($1) == .orderedAscending }
    }

    private static func uniqueSlugs(_ names: [String], reserving reserved: String) -> [String: String] {
        var used: Set<String> = [reserved]
        var slugs: [String: String] = [:]
        for name in names {
            var slug = SitePaths.slug(name)
            var number = 2
            while used.contains(slug) {
                slug = SitePaths.slug(name) + "-\(number)"
                number += 1
            }
            used.insert(slug)
            slugs[name] = slug
        }
        return slugs
    }
}

import Foundation
