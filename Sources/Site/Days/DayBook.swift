import StoryArchive

/// The archive's day entries as the Days pages need them: by day, by person and by month.
/// Pure: built once per build from the loaded entries.
struct DayBook: Sendable {
    /// A person as the journals name them; entries are theirs by `slug` (so "grandma rose" is
    /// "Grandma Rose"), and the name shown is the one their first entry gives.
    struct Person: Sendable {
        var name: String
        var slug: String
        /// Their first and last day with an entry: a day page says "No entry yet" for them
        /// only in between, not for years before they began or after they stopped.
        var first: RecordedDate
        var last: RecordedDate
    }

    /// Days with entries, earliest first.
    let days: [RecordedDate]
    /// Day (`2024-03-05`) → its entries, in the order of the day.
    let entriesByDay: [String: [DayEntry]]
    /// Day → person's slug → their entries that day: each name's slug is made once, not on
    /// every page that shows the day.
    private let entriesByDayAndPerson: [String: [String: [DayEntry]]]
    /// Person's slug → the days with an entry of theirs, newest first.
    private let daysByPerson: [String: [RecordedDate]]
    /// By name: the same order on every page, whoever began first.
    let people: [Person]
    /// Months with entries, newest first.
    let months: [(year: Int, month: Int)]

    /// Every entry, in day order.
    let entries: [DayEntry]
    /// The slugs of the people who keep a partners' check-in: only theirs says "No entry yet".
    let partners: Set<String>

    init(_ entries: [DayEntry]) {
        self.entries = entries.sorted(by: DayEntry.inDayOrder)
        var byDay: [String: [DayEntry]] = [:]
        var byDayAndPerson: [String: [String: [DayEntry]]] = [:]
        var people: [String: Person] = [:]
        var order: [String] = []
        for entry in self.entries {
            byDay[entry.day.dayString, default: []].append(entry)
            let slug = SitePaths.slug(entry.person)
            byDayAndPerson[entry.day.dayString, default: [:]][slug, default: []].append(entry)
            if var known = people[slug] {
                known.last = entry.day
                people[slug] = known
            } else {
                people[slug] = Person(name: entry.person, slug: slug, first: entry.day, last: entry.day)
                order.append(slug)
            }
        }
        entriesByDay = byDay
        entriesByDayAndPerson = byDayAndPerson
        partners = Set(self.entries.filter { $0.kind == .partnersMorning || $0.kind == .partnersEvening }.map { SitePaths.slug($0.person) })
        days = byDay.values.compactMap { $0.first?.day }.sorted()
        var daysByPerson: [String: [RecordedDate]] = [:]
        for day in days.reversed() {
            for slug in (byDayAndPerson[day.dayString] ?? [:]).keys { daysByPerson[slug, default: []].append(day) }
        }
        self.daysByPerson = daysByPerson
        self.people = order.compactMap { people[$0] }.sorted { ($0.name.lowercased(), $0.slug) < ($1.name.lowercased(), $1.slug) }
        var seen: Set<Int> = []
        months = days.reversed().compactMap { day in
            seen.insert(day.year * 100 + day.month).inserted ? (day.year, day.month) : nil
        }
    }

    var isEmpty: Bool { days.isEmpty }

    func entries(on day: RecordedDate) -> [DayEntry] {
        entriesByDay[day.dayString] ?? []
    }

    /// `person`'s entries of `day`, in the order of the day.
    func entries(of person: Person, on day: RecordedDate) -> [DayEntry] {
        entriesByDayAndPerson[day.dayString]?[person.slug] ?? []
    }

    /// The people whose journals cover `day` (between their first and last entry).
    func people(on day: RecordedDate) -> [Person] {
        people.filter { $0.first <= day && day <= $0.last }
    }

    /// The days of one person, newest first.
    func days(of person: Person) -> [RecordedDate] {
        daysByPerson[person.slug] ?? []
    }
}
