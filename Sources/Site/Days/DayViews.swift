import StoryArchive

/// Makes what the Days pages show of entries: an entry on its day's page, a person's mark in a
/// calendar day, a person's day in their list.
struct DayViews: Sendable {
    let book: DayBook
    let questions: QuestionBook
    let styles: MoodStyles
    /// `MediaItem.key` → the published recording.
    let media: [String: PublishedMedia]
    /// The build's day: a day less than `openDays` before it may still get entries.
    let today: RecordedDate

    /// How many days, today's included, an entry may still come for: an app's reminder, a
    /// late evening mood or a day filled in afterwards come within a week. Before them, a
    /// person without an entry has "no entry that day" rather than "No entry yet".
    static let openDays = 7

    func isOpen(_ day: RecordedDate) -> Bool {
        TrendChart.dayNumber(today) - TrendChart.dayNumber(day) < Self.openDays
    }

    /// What a day says of a person's missing entry.
    func missingNote(on day: RecordedDate) -> String {
        isOpen(day) ? "No entry yet." : "No entry that day."
    }

    /// An entry on its day's page at `path`: its files are in a folder beside the page.
    func entry(_ entry: DayEntry, from path: String) -> DayEntryView {
        let published = media[MediaItem.key(of: entry)]
        // Its files are in the entry's folder beside the day's page.
        let audio = published?.audio.map { view in
            var view = view
            view.src = entry.id + "/" + view.src
            view.downloads = view.downloads.map { link in
                var link = link
                link.href = entry.id + "/" + link.href
                return link
            }
            return view
        }
        let answers = answers(of: entry, from: path)
        return DayEntryView(
            id: DayEntryView.anchor(of: entry), key: MediaItem.key(of: entry), heading: DayText.heading(of: entry.kind),
            time: DayText.time(of: entry), timeISO: entry.recorded.flatMap { $0.secondsIntoDay == nil ? nil : $0.description },
            mood: entry.mood.map(styles.mark), prompt: entry.prompt, factors: entry.factors, hasFactors: !entry.factors.isEmpty,
            notes: Self.notes(of: entry), answers: answers, hasAnswers: !answers.isEmpty,
            className: entry.kind.isWritten ? "day-entry written-entry" : "day-entry", audio: audio,
            recordingUnavailable: entry.audio != nil && audio == nil && published?.damaged != true, recordingDamaged: published?.damaged == true,
            transcript: nil,
            isVoice: entry.audio != nil || entry.kind.needsAudio,
            language: entry.language, dir: entry.language.map(StoryCard.direction) ?? "auto",
            entryJSONHref: entry.id + "/" + DayEntry.collection.metadataFileName)
    }

    /// A partners' check-in's words, labelled with what the app asks; a chat's voice note's
    /// caption, the text its sender wrote with it.
    static func notes(of entry: DayEntry) -> [EntryNote] {
        let notes = entry.notes ?? PartnerNotes()
        return [("One thing I need today", notes.need), ("One gratitude for your partner", notes.gratitude),
                ("One thing to make tomorrow great", notes.tomorrow), ("Written with it", entry.caption)]
            .compactMap { label, text in text.map { EntryNote(label: label, text: $0) } }
    }

    /// The day's answers, each linking to its question's page.
    func answers(of entry: DayEntry, from path: String) -> [EntryAnswer] {
        entry.answers.map { answer in
            let question = questions.question(person: entry.person, text: answer.question)
            return EntryAnswer(question: answer.question,
                               href: question.map { SitePaths.link(from: path, to: SitePaths.question(person: $0.personSlug, slug: $0.slug)) },
                               answer: answer.answer?.shown ?? "Skipped", skipped: answer.isSkipped)
        }
    }

    /// The order of a person's once-a-day entries when their times do not tell.
    static let dayOrder: [DayEntry.Kind] = [.partnersMorning, .checkIn, .voiceNote, .evening, .partnersEvening, .answers]
    /// Kinds that, made at an unknown time, are put at the end of the day rather than its start.
    private static let lateKinds: Set<DayEntry.Kind> = [.evening, .partnersEvening, .answers]

    /// Where an entry goes in a person's day: by the time it was recorded; one without a time
    /// at the start of the day, or at its end for the evening's kinds; then by kind.
    static func placeInDay(kind: DayEntry.Kind, seconds: Int?) -> (Int, Int) {
        (seconds ?? (lateKinds.contains(kind) ? 86_400 : -1), dayOrder.firstIndex(of: kind) ?? dayOrder.count)
    }

    /// A person's column on a day's page: every entry of theirs that day, in time order.
    func column(_ person: DayBook.Person, on day: RecordedDate, from path: String) -> DayColumn {
        let theirs = book.entries(of: person, on: day)
        var views = theirs.map { (place: Self.placeInDay(kind: $0.kind, seconds: $0.recorded?.secondsIntoDay), view: entry($0, from: path)) }
        // A partners' check-in only the other partner made that day: said, as the app shows it.
        let made = book.partners.contains(person.slug) ? Set(book.entries(on: day).map(\.kind)) : []
        for kind in [DayEntry.Kind.partnersMorning, .partnersEvening] where made.contains(kind) && !theirs.contains(where: { $0.kind == kind }) {
            let time = book.entries(on: day).first { $0.kind == kind }?.recorded?.secondsIntoDay
            views.append((Self.placeInDay(kind: kind, seconds: time),
                          DayEntryView.noEntry(heading: DayText.heading(of: kind), id: "entry-none-\(person.slug)-\(kind.rawValue)",
                                               note: missingNote(on: day))))
        }
        views.sort { $0.place != $1.place ? $0.place < $1.place : $0.view.id < $1.view.id }
        return DayColumn(person: person.name, personHref: SitePaths.link(from: path, to: SitePaths.dayPerson(person.name)),
                         id: "person-" + person.slug, entries: views.map(\.view), emptyNote: views.isEmpty ? missingNote(on: day) : nil)
    }

    /// What a calendar day shows of each person: a check-in's mood, else the evening's.
    func marks(on day: RecordedDate) -> [PersonMark] {
        book.people.compactMap { person in
            let theirs = book.entries(of: person, on: day)
            guard !theirs.isEmpty else { return nil }
            // The check-in's mood, else the evening's, which says so: the two scales share words.
            if let mood = theirs.first(where: { $0.kind == .checkIn })?.mood {
                return PersonMark(person: person.name, mood: styles.mark(mood), note: nil)
            }
            if let mood = theirs.first(where: { $0.kind == .evening })?.mood {
                return PersonMark(person: person.name, mood: styles.mark(mood), note: "evening mood")
            }
            if let mood = theirs.first(where: { $0.kind == .partnersEvening })?.mood {
                return PersonMark(person: person.name, mood: styles.mark(mood), note: "partners' evening")
            }
            return PersonMark(person: person.name, mood: nil, note: DayText.heading(of: theirs[0].kind))
        }
    }

    /// A person's day in their list, linking to the day's page from `path`.
    func personDay(_ day: RecordedDate, of person: DayBook.Person, from path: String) -> PersonDay {
        let theirs = book.entries(of: person, on: day)
        var parts: [PersonDayPart] = []
        for kind in Self.dayOrder where kind.isOncePerDay {
            guard let entry = theirs.first(where: { $0.kind == kind }) else { continue }
            parts.append(PersonDayPart(label: DayText.heading(of: kind) + (entry.mood == nil ? "" : ":"), mood: entry.mood.map(styles.mark)))
        }
        let notes = theirs.count { $0.kind == .voiceNote }
        if notes > 0 { parts.append(PersonDayPart(label: notes == 1 ? "1 voice note" : "\(notes) voice notes", mood: nil)) }
        return PersonDay(date: DisplayText.longDate(day), dateISO: day.dayString,
                         href: SitePaths.link(from: path, to: SitePaths.day(day)), parts: parts)
    }
}
