import StoryArchive

/// Stories grouped by prompt category, narrator and year, with a unique folder name per group
/// ("Love & Family" and "Love, Family" must not share a page).
struct StoryGroups: Sendable {
    /// Each group's members are positions in the stories the groups were made from (a copy of
    /// each story per group was most of making them).
    private(set) var categories: [(name: String, members: [Int])] = []
    private(set) var people: [(name: String, members: [Int])] = []
    private(set) var years: [(year: Int, members: [Int])] = []
    private var categorySlugs: [String: String] = [:]
    private var personSlugs: [String: String] = [:]
    /// Every group's name, folder and size: what the pages linking to all groups show (a
    /// part of their `PageKey`).
    private(set) var summary = ""

    /// The groups in the order their pages list them, with their pages' folder names: what the
    /// build state keeps, for a rebuild after edits that keep every group to take instead of
    /// working them out again.
    struct Order: Sendable, Equatable {
        struct Group: Sendable, Equatable {
            var name: String
            var slug: String
        }

        var categories: [Group] = []
        var people: [Group] = []

        /// Whether `slug` is a folder name `SitePaths.slug` could have made (and no path).
        static func isSlug(_ slug: String) -> Bool {
            !slug.isEmpty && slug.utf8.allSatisfy { (0x61...0x7a).contains($0) || (0x30...0x39).contains($0) || $0 == 0x2d }
        }
    }

    var order: Order {
        Order(categories: categories.map { Order.Group(name: $0.name, slug: categorySlugs[$0.name] ?? "") },
              people: people.map { Order.Group(name: $0.name, slug: personSlugs[$0.name] ?? "") })
    }

    /// `stories` newest first; groups keep that order inside. With `known` (the last build's),
    /// groups of the same names are put in its order with its folder names: ordering names and
    /// making slugs of names that are not ASCII both ask ICU, whose data for them was 6 MB of
    /// memory a one-story rebuild touched for the first time.
    init(_ stories: [Story], known: Order? = nil) {
        (categories, categorySlugs) = Self.group(stories.indices, as: known?.categories) { stories[$0].category }
        (people, personSlugs) = Self.group(stories.indices, as: known?.people) { stories[$0].narrator }
        var byYear: [Int: [Int]] = [:]
        for index in stories.indices { byYear[stories[index].recorded.year, default: []].append(index) }
        years = byYear.keys.sorted(by: >).map { ($0, byYear[$0] ?? []) }
        summary = (categories.map { "c \(categoryPath($0.name)) \($0.members.count) \($0.name)" }
            + people.map { "p \(personPath($0.name)) \($0.members.count) \($0.name)" }
            + years.map { "y \($0.year) \($0.members.count)" }).joined(separator: "\n")
    }

    func categoryPath(_ name: String) -> String { "prompts/\(categorySlugs[name] ?? SitePaths.slug(name))/index.html" }
    func personPath(_ name: String) -> String { "people/\(personSlugs[name] ?? SitePaths.slug(name))/index.html" }

    func categoryLinks(from page: String) -> [GroupLink] {
        categories.map { GroupLink(name: $0.name, href: SitePaths.link(from: page, to: categoryPath($0.name)), count: storyCount($0.members.count)) }
    }

    func personLinks(from page: String) -> [GroupLink] {
        people.map { GroupLink(name: $0.name, href: SitePaths.link(from: page, to: personPath($0.name)), count: storyCount($0.members.count)) }
    }

    func yearLinks(from page: String) -> [GroupLink] {
        years.map { GroupLink(name: String($0.year), href: SitePaths.link(from: page, to: SitePaths.year($0.year)), count: storyCount($0.members.count)) }
    }

    /// The groups by `name`, each with its page's folder name (name → slug): as `known` has
    /// them when it names these groups and no other, each with a folder of its own; else in
    /// `localizedOrder`, with `uniqueSlugs`.
    private static func group(_ positions: Range<Int>, as known: [Order.Group]?,
                              by name: (Int) -> String?) -> (groups: [(name: String, members: [Int])], slugs: [String: String]) {
        var grouped: [String: [Int]] = [:]
        for position in positions {
            if let name = name(position) { grouped[name, default: []].append(position) }
        }
        if let known, known.count == grouped.count, Set(known.map(\.name)) == Set(grouped.keys),
           Set(known.map(\.slug)).count == known.count, known.allSatisfy({ Order.isSlug($0.slug) }) {
            return (known.map { ($0.name, grouped[$0.name] ?? []) }, Dictionary(uniqueKeysWithValues: known.map { ($0.name, $0.slug) }))
        }
        let names = localizedOrder(Array(grouped.keys))
        return (names.map { ($0, grouped[$0] ?? []) }, uniqueSlugs(names))
    }

    /// `names` as `localizedStandardCompare` orders them (as the Finder sorts). Put in order by
    /// insertion from their lower-cased bytes' order, which is already that order for most
    /// names, so each is compared with the one before it and no other: a comparison costs
    /// ~24,000 instructions (it makes a locale each time), and sorting forty narrators took ~300.
    static func localizedOrder(_ names: [String]) -> [String] {
        var ordered = names.map { ($0.lowercased(), $0) }.sorted { $0.0.precedesInBytes($1.0) }.map(\.1)
        for index in ordered.indices.dropFirst() {
            let name = ordered[index]
            var slot = index
            while slot > 0, name.localizedStandardCompare(ordered[slot - 1]) == .orderedAscending {
                ordered[slot] = ordered[slot - 1]
                slot -= 1
            }
            ordered[slot] = name
        }
        return ordered
    }

    private static func uniqueSlugs(_ names: [String]) -> [String: String] {
        var used: Set<String> = []
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
