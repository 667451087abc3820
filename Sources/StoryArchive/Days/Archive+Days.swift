import Foundation

/// Every day entry of an archive, in day order, plus those that could not be read.
public struct DayCatalog: Sendable {
    /// By day, then the time recorded (unknown first), then id.
    public var entries: [DayEntry]
    public var problems: [ItemProblem]

    public init(entries: [DayEntry], problems: [ItemProblem]) {
        self.entries = entries.sorted(by: DayEntry.inDayOrder)
        self.problems = problems
    }
}

extension DayEntry {
    /// Day, then the time the recording started (an entry without one first), then id.
    public static func inDayOrder(_ lhs: DayEntry, _ rhs: DayEntry) -> Bool {
        let left = (lhs.day, lhs.recorded?.secondsIntoDay ?? -1, lhs.id)
        let right = (rhs.day, rhs.recorded?.secondsIntoDay ?? -1, rhs.id)
        return left < right
    }

    /// What "one a day" is counted by: the kind, the person (as their id part) and the day.
    public var onceADayKey: String {
        kind.rawValue + "/" + StoryID.nameSlug(person) + "/" + day.dayString
    }

    /// "Grandma Rose's check-in of 2024-03-05": for messages and the ingest summary.
    public var summary: String {
        "\(person)'s \(kind.phrase) of \(day.dayString)"
    }
}

extension Archive {
    /// Reads every `days/*/entry.json`. A broken file does not hide the others: it is reported
    /// in `problems` with what is wrong, and the rest load.
    public func loadDays() throws(ArchiveError) -> DayCatalog {
        let (entries, problems) = loadItems(DayEntry.self, names: try folderNames(of: .days))
        return DayCatalog(entries: entries, problems: problems)
    }
}

extension DayEntry {
    /// The folder name a new entry gets: its day, person and kind (`2024-03-05-grandma-rose-check-in`),
    /// a voice note also its time (`…-voice-note-0915`); made unique with `-2`, `-3` when `taken`.
    public func newID(taken: (String) -> Bool) -> String {
        var base = day.dayString + "-" + StoryID.nameSlug(person) + "-" + kind.rawValue
        if kind == .voiceNote, let seconds = recorded?.secondsIntoDay {
            base += "-" + (seconds / 3600).zeroPadded(2) + (seconds / 60 % 60).zeroPadded(2)
        }
        if !taken(base) { return base }
        var number = 2
        while taken("\(base)-\(number)") { number += 1 }
        return "\(base)-\(number)"
    }
}
