import StoryArchive

/// The people of a day's page: their columns, the list near the top that leads to each, and
/// the one list of their entries' files for archivists.
struct DayPeople: Sendable {
    var columns: [DayColumn]
    /// "3 recordings" (those a browser can be given), for the day's "Play all"; nil without any.
    var recordings: String?
    var jump: [PersonJump]
    var archive: [ArchiveLink]
}

extension DayViews {
    /// Everyone whose journal covers `day`. A person without an entry that day has a column
    /// saying "No entry yet." only while one could still come (`isOpen`); on a day long past
    /// they are only named in the list at the top, "no entry that day".
    func people(on day: RecordedDate, from path: String) -> DayPeople {
        let open = isOpen(day)
        let columns = book.people(on: day).map { column($0, on: day, from: path) }
        let shown = columns.filter { open || $0.emptyNote == nil }
        let jump = columns.map { column in
            column.emptyNote == nil || open ? PersonJump(name: column.person, href: "#" + column.id, note: nil)
                : PersonJump(name: column.person, href: nil, note: "no entry that day")
        }
        let archive = shown.flatMap { column in
            column.entries.filter { !$0.isMissing }.map { entry in
                ArchiveLink(label: "\(column.person), \(entry.heading.lowercasedFirst)" + (entry.time.map { " at \($0)" } ?? ""),
                            href: entry.entryJSONHref)
            }
        }
        let playable = shown.flatMap(\.entries).count { $0.audio != nil && $0.audio?.playbackNote == nil }
        return DayPeople(columns: shown, recordings: playable == 0 ? nil : playable == 1 ? "1 recording" : "\(playable) recordings",
                         jump: jump, archive: archive)
    }

    /// The first day after `today` on which a page of the days says something else of a
    /// missing entry ("No entry yet." turning to "No entry that day."): tomorrow, while any
    /// day with entries is still open; nil when none is.
    func pagesChange() -> RecordedDate? {
        book.days.last.flatMap { isOpen($0) ? today.nextDay : nil }
    }
}

extension String {
    /// "check-in" from "Check-in": a heading used inside a sentence.
    var lowercasedFirst: String {
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
