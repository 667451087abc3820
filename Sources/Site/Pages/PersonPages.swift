/// The family's people as the site shows them: who tells stories (People) and who keeps a
/// journal (Days), matched by name the way both name folders (`SitePaths.slug`), so a person's
/// stories and days link to each other and the home page shows each person once.
struct PersonPages: Sendable {
    struct Person: Sendable {
        var name: String
        /// Their page of stories (`people/<slug>/index.html`), when they told one.
        var storiesPath: String?
        var storyCount = 0
        /// Their page of days (`days/people/<slug>/index.html`), when they keep a journal.
        var daysPath: String?
        var dayCount = 0
    }

    /// By name, as People and Days list them.
    let people: [Person]

    init(groups: StoryGroups, book: DayBook) {
        var bySlug: [String: Person] = [:]
        for (name, members) in groups.people {
            bySlug[SitePaths.slug(name)] = Person(name: name, storiesPath: groups.personPath(name), storyCount: members.count)
        }
        for person in book.people {
            var known = bySlug[person.slug] ?? Person(name: person.name)
            known.daysPath = SitePaths.dayPerson(person.name)
            known.dayCount = book.days(of: person).count
            bySlug[person.slug] = known
        }
        people = bySlug.values.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }

    /// A page's folder → the link to the same person's other page: "Grandma Rose's journal
    /// (17 days)" on her stories, "Grandma Rose's stories (5 stories)" on her days.
    func seeAlso() -> [String: PageLink] {
        var links: [String: PageLink] = [:]
        for person in people {
            guard let stories = person.storiesPath, let days = person.daysPath else { continue }
            links[Self.folder(of: stories)] = PageLink(label: "\(person.name)'s journal (\(dayCount(person.dayCount)))", href: days)
            links[Self.folder(of: days)] = PageLink(label: "\(person.name)'s stories (\(storyCount(person.storyCount)))", href: stories)
        }
        return links
    }

    /// "people/rose/" of "people/rose/index.html".
    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().map { $0 + "/" }.joined()
    }
}

/// "1 day", "150 days".
func dayCount(_ count: Int) -> String {
    count == 1 ? "1 day" : "\(count) days"
}
