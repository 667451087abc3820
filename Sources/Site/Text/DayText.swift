import StoryArchive

/// How day entries are named on the site: plain words, no judging ("Check-in", "Evening").
enum DayText {
    /// "Grandma Rose's check-in, 5 March 2024": the recording's label and the search result's title.
    static func title(of entry: DayEntry) -> String {
        var title = "\(entry.person)'s \(entry.kind.phrase)"
        if entry.kind == .voiceNote, let time = time(of: entry) { title += " at \(time)" }
        return title + ", " + DisplayText.date(entry.day)
    }

    /// "Check-in", "Voice note", "Evening": the heading of an entry on its day's page.
    static func heading(of kind: DayEntry.Kind) -> String {
        switch kind {
        case .checkIn: "Check-in"
        case .voiceNote: "Voice note"
        case .evening: "Evening"
        case .partnersMorning: "Partners' morning"
        case .partnersEvening: "Partners' evening"
        case .answers: "Daily questions"
        }
    }

    /// "21:14": when the recording started, as its own clock read.
    static func time(of entry: DayEntry) -> String? {
        guard let seconds = entry.recorded?.secondsIntoDay else { return nil }
        return (seconds / 3600).zeroPadded(2) + ":" + (seconds / 60 % 60).zeroPadded(2)
    }
}
