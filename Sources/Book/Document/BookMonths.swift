import Foundation
import Site
import StoryArchive
import StoryCore
import Transcript

/// The journals in print: for each month, a calendar of each person's moods (the words of
/// their scale, as the Days pages show them: no streaks, no scores) and the words of their
/// check-ins and voice notes.
enum BookMonths {
    static func make(archive: Archive, person: String?, year: Int?) throws(BookError) -> [BookMonthModel] {
        let entries: [DayEntry]
        do {
            entries = try archive.loadDays().entries.filter { $0.kind == .checkIn || $0.kind == .voiceNote }
        } catch {
            throw BookError(error)
        }
        let chosen = entries.filter { entry in
            (person.map { entry.person.compare($0, options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame } ?? true)
                && (year.map { entry.day.year == $0 } ?? true)
        }
        let months = Dictionary(grouping: chosen) { $0.day.year * 100 + $0.day.month }
        return months.keys.sorted().map { key in
            let (year, month) = (key / 100, key % 100)
            let people = Dictionary(grouping: months[key] ?? [], by: \.person)
            return BookMonthModel(anchor: "part-month-\(year)-\(month)", title: DisplayText.month(year: year, month: month),
                                  people: people.keys.sorted().map { Self.month(of: $0, entries: people[$0] ?? [], year: year, month: month, archive: archive) })
        }
    }

    private static func month(of name: String, entries: [DayEntry], year: Int, month: Int, archive: Archive) -> BookMonthModel.Person {
        let ordered = entries.sorted { ($0.recorded ?? $0.day, $0.id) < ($1.recorded ?? $1.day, $1.id) }
        var moods: [Int: String] = [:]
        for entry in ordered where entry.kind == .checkIn && moods[entry.day.day] == nil {
            if let mood = entry.mood { moods[entry.day.day] = mood.word }
        }
        let weeks = DisplayText.weeks(year: year, month: month).map { week in
            BookMonthModel.Week(days: week.map { BookMonthModel.Day(number: $0.map(String.init), mood: $0.flatMap { moods[$0] }) })
        }
        let said = ordered.compactMap { entry -> BookMonthModel.Entry? in
            guard let words = words(of: entry, in: archive), !words.isEmpty else { return nil }
            return BookMonthModel.Entry(date: DisplayText.date(entry.day), mood: entry.mood?.word, words: words)
        }
        return BookMonthModel.Person(name: name, weeks: weeks, entries: said, hasEntries: !said.isEmpty)
    }

    /// The entry's transcript as one paragraph of prose, or nil without one.
    private static func words(of entry: DayEntry, in archive: Archive) -> String? {
        guard let file = entry.transcript?.file else { return nil }
        let url = archive.root.appendingPathComponent(ItemLayout.archiveFolder(.days, id: entry.id) + file)
        guard let data = FileManager.default.contents(atPath: url.path, readingAtMost: TranscriptLimits.maxBytes),
              let transcript = try? TranscriptParser.parse(data, format: TranscriptFormat(fileExtension: url.pathExtension) ?? .txt).0 else { return nil }
        return TranscriptProse.of(transcript).paragraphs.map(\.text).joined(separator: " ")
    }
}
