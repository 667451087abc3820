import Foundation
import StoryArchive

extension PagePlanner {
    /// How many of the journals' latest days the home page shows.
    static let homeDays = 3

    func home() -> PageJob {
        let path = SitePaths.home
        return PageJob(path: path, template: "home") {
            let recent = cards(Array(stories.prefix(HomeModel.recentCount)), from: path)
            let people = personCards(from: path)
            return HomeModel(
                page: contexts.make(path: path, title: nil),
                featured: featured.map { card($0, from: path) },
                featuredPrompt: featuredPrompt(from: path),
                // "Play all" plays the cards with a recording browsers can play.
                recent: recent, playAllLabel: HomeModel.playAllLabel(count: recent.filter { $0.play != nil }.count),
                allStoriesHref: SitePaths.link(from: path, to: SitePaths.stories),
                storyCount: storyCount(stories.count), storyTotal: stories.count,
                people: people, hasPeople: !people.isEmpty, journals: journals(from: path), empty: stories.isEmpty)
        }
    }

    func about() -> PageJob {
        let path = SitePaths.about
        return PageJob(path: path, template: "about") {
            AboutModel(page: contexts.make(path: path, title: "About"),
                       storyCount: storyCount(stories.count), holdings: holdings(), generator: contexts.generator,
                       contact: contexts.contact.flatMap { contact in
                           ArchiveConfig.contactHref(contact).map { ContactLink(text: contact, href: $0) }
                       },
                       printedBook: book.map { AboutBook($0, from: path) })
        }
    }

    /// Everyone who tells stories or keeps a journal, linking to their stories, else their days.
    private func personCards(from path: String) -> [PersonCard] {
        PersonPages(groups: groups, book: dayViews.book).people.compactMap { person in
            guard let target = person.storiesPath ?? person.daysPath else { return nil }
            let counts = [person.storyCount > 0 ? storyCount(person.storyCount) : nil,
                          person.dayCount > 0 ? "a journal of " + dayCount(person.dayCount) : nil]
            return PersonCard(name: person.name, slug: SitePaths.slug(person.name), href: SitePaths.link(from: path, to: target),
                              portrait: portraits.portrait(of: person.name, from: path, size: 72, decorative: true),
                              initial: person.name.first.map { String($0).uppercased() } ?? "",
                              summary: counts.compactMap { $0 }.joined(separator: " · "))
        }
    }

    /// The journals' latest days, newest first, with who wrote each.
    private func journals(from path: String) -> HomeJournals? {
        let book = dayViews.book
        guard !book.isEmpty else { return nil }
        let days = book.days.suffix(Self.homeDays).reversed().map { day in
            var names: [String] = []
            for entry in book.entries(on: day) where !names.contains(entry.person) { names.append(entry.person) }
            return JournalDay(date: DisplayText.longDate(day), dateISO: day.dayString,
                              href: SitePaths.link(from: path, to: SitePaths.day(day)), people: DisplayText.listed(names))
        }
        let entries = book.entries.count
        return HomeJournals(days: days, summary: "\(entries == 1 ? "1 journal entry" : "\(entries) journal entries") by \(DisplayText.listed(book.people.map(\.name)))",
                            daysHref: SitePaths.link(from: path, to: SitePaths.days))
    }

    /// What the collection holds: "12 stories, 150 journal entries by 2 people and 3 h 20 min of recordings".
    private func holdings() -> String {
        var parts = [storyCount(stories.count)]
        let book = dayViews.book
        if !book.isEmpty {
            let entries = book.entries.count, people = book.people.count
            parts.append("\(entries == 1 ? "1 journal entry" : "\(entries) journal entries") by \(people == 1 ? "1 person" : "\(people) people")")
        }
        let seconds = stories.compactMap(\.duration).reduce(0, +) + book.entries.compactMap(\.duration).reduce(0, +)
        if seconds >= 1 { parts.append(DisplayText.duration(seconds) + " of recordings") }
        return DisplayText.listed(parts)
    }
}
