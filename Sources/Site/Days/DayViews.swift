import StoryArchive

/// Makes what the Days pages show of entries: an entry on its day's page, a person's mark in a
/// calendar day, a person's day in their list.
struct DayViews: Sendable {
    let book: DayBook
    let styles: MoodStyles
    /// `MediaItem.key` → the published recording.
    let media: [String: PublishedMedia]

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
        return DayEntryView(
            id: DayEntryView.anchor(of: entry), key: MediaItem.key(of: entry), heading: DayText.heading(of: entry.kind),
            time: DayText.time(of: entry), timeISO: entry.recorded.flatMap { $0.secondsIntoDay == nil ? nil : $0.description },
            mood: entry.mood.map(styles.mark), prompt: entry.prompt, factors: entry.factors,
            audio: audio, recordingUnavailable: entry.audio != nil && audio == nil, transcript: nil,
            isVoice: entry.audio != nil || entry.kind.needsAudio,
            language: entry.language, dir: entry.language.map(StoryCard.direction) ?? "auto",
            entryJSONHref: entry.id + "/" + DayEntry.collection.metadataFileName)
    }

    /// A person's column on a day's page: their check-in, voice notes and evening mood.
    func column(_ person: DayBook.Person, on day: RecordedDate, from path: String) -> DayColumn {
        let order: [DayEntry.Kind] = [.checkIn, .voiceNote, .evening]
        let theirs = book.entries(of: person, on: day)
            .sorted { (order.firstIndex(of: $0.kind) ?? 0) < (order.firstIndex(of: $1.kind) ?? 0) }   // stable: by time within a kind
        return DayColumn(person: person.name, personHref: SitePaths.link(from: path, to: SitePaths.dayPerson(person.name)),
                         id: "person-" + person.slug, entries: theirs.map { entry($0, from: path) })
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
                return PersonMark(person: person.name, mood: styles.mark(mood), note: "evening")
            }
            return PersonMark(person: person.name, mood: nil, note: DayText.heading(of: theirs[0].kind))
        }
    }

    /// A person's day in their list, linking to the day's page from `path`.
    func personDay(_ day: RecordedDate, of person: DayBook.Person, from path: String) -> PersonDay {
        let theirs = book.entries(of: person, on: day)
        var parts: [PersonDayPart] = []
        for kind in [DayEntry.Kind.checkIn, .evening] {
            guard let entry = theirs.first(where: { $0.kind == kind }) else { continue }
            parts.append(PersonDayPart(label: DayText.heading(of: kind) + (entry.mood == nil ? "" : ":"), mood: entry.mood.map(styles.mark)))
        }
        let notes = theirs.count { $0.kind == .voiceNote }
        if notes > 0 { parts.append(PersonDayPart(label: notes == 1 ? "1 voice note" : "\(notes) voice notes", mood: nil)) }
        return PersonDay(date: DisplayText.longDate(day), dateISO: day.dayString,
                         href: SitePaths.link(from: path, to: SitePaths.day(day)), parts: parts)
    }
}
