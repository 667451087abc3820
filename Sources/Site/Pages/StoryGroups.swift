import StoryArchive

/// Stories grouped by prompt category, narrator and year, with a unique folder name per group
/// ("Love & Family" and "Love, Family" must not share a page).
struct StoryGroups: Sendable {
    private(set) var categories: [(name: String, stories: [Story])] = []
    private(set) var people: [(name: String, stories: [Story])] = []
    private(set) var years: [(year: Int, stories: [Story])] = []
    private var categorySlugs: [String: String] = [:]
    private var personSlugs: [String: String] = [:]
    /// Every group's name, folder and size: what the pages linking to all groups show (a
    /// part of their `PageKey`).
    private(set) var summary = ""

    /// `stories` newest first; groups keep that order inside.
    init(_ stories: [Story]) {
        categories = Self.group(stories, by: \.category)
        people = Self.group(stories, by: \.narrator)
        var byYear: [Int: [Story]] = [:]
        for story in stories { byYear[story.recorded.year, default: []].append(story) }
        years = byYear.keys.sorted(by: >).map { ($0, byYear[$0] ?? []) }
        categorySlugs = Self.uniqueSlugs(categories.map(\.name))
        personSlugs = Self.uniqueSlugs(people.map(\.name))
        summary = (categories.map { "c \(categoryPath($0.name)) \($0.stories.count) \($0.name)" }
            + people.map { "p \(personPath($0.name)) \($0.stories.count) \($0.name)" }
            + years.map { "y \($0.year) \($0.stories.count)" }).joined(separator: "\n")
    }

    func categoryPath(_ name: String) -> String { "prompts/\(categorySlugs[name] ?? SitePaths.slug(name))/index.html" }
    func personPath(_ name: String) -> String { "people/\(personSlugs[name] ?? SitePaths.slug(name))/index.html" }

    func categoryLinks(from page: String) -> [GroupLink] {
        categories.map { GroupLink(name: $0.name, href: SitePaths.link(from: page, to: categoryPath($0.name)), count: storyCount($0.stories.count)) }
    }

    func personLinks(from page: String) -> [GroupLink] {
        people.map { GroupLink(name: $0.name, href: SitePaths.link(from: page, to: personPath($0.name)), count: storyCount($0.stories.count)) }
    }

    func yearLinks(from page: String) -> [GroupLink] {
        years.map { GroupLink(name: String($0.year), href: SitePaths.link(from: page, to: SitePaths.year($0.year)), count: storyCount($0.stories.count)) }
    }

    private static func group(_ stories: [Story], by key: KeyPath<Story, String?>) -> [(name: String, stories: [Story])] {
        var grouped: [String: [Story]] = [:]
        for story in stories {
            if let name = story[keyPath: key] { grouped[name, default: []].append(story) }
        }
        return grouped.keys.sorted { $0.localizedStandardCompare($1) == .orderedAscending }.map { ($0, grouped[$0] ?? []) }
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
