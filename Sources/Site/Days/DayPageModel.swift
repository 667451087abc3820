import StoryArchive

/// A day's page: everyone's entries of that day side by side, and the stories recorded that day.
struct DayPageModel: Sendable, Encodable {
    var page: PageContext
    /// "Tuesday 5 March 2024"
    var date: String
    var dateISO: String
    var month: GroupLink
    var previousDay: GroupLink?
    var nextDay: GroupLink?
    var people: [DayColumn]
    /// "3 recordings": what the day's "Play all" plays, one after another; nil for a day without any.
    var recordings: String?
    /// The people of the day near the top, each linking to their entries (`DayViews.jumps`).
    var jump: [PersonJump]
    var hasJump: Bool
    /// Every entry's entry.json, in one list at the end of the page rather than one per entry.
    var archive: [ArchiveLink]
    var stories: [StoryCard]
    var hasStories: Bool
}

/// One person's entries of the day, in the order they were made; `emptyNote` ("No entry yet.")
/// when they have none that day.
struct DayColumn: Sendable, Encodable {
    var person: String
    var personHref: String
    /// For the column's heading id.
    var id: String
    var entries: [DayEntryView]
    var emptyNote: String?
    /// Their portrait beside their name, when people.yml or people/ has one (decoration: the name is there).
    var portrait: SmallImage? = nil
}

/// A person in a day's list of people: a link to their entries, or no link and `note`
/// ("no entry that day") on a day long past that holds none of theirs.
struct PersonJump: Sendable, Encodable {
    var name: String
    var href: String?
    var note: String?
}

/// An entry's entry.json, as the day's list for archivists names it.
struct ArchiveLink: Sendable, Encodable {
    /// "Grandma Rose, check-in at 20:55"
    var label: String
    var href: String
}

/// One entry as its day's page shows it.
struct DayEntryView: Sendable, Encodable {
    /// The element's id (`entry-2024-03-05-grandma-rose-check-in`): search results link to it.
    var id: String
    /// The key its transcript is filled in under (`MediaItem.key`).
    var key: String
    var heading: String
    /// "21:14"
    var time: String?
    var timeISO: String?
    var mood: MoodMark?
    var prompt: String?
    var factors: [String]
    var hasFactors: Bool
    /// A partners' check-in's words, each with what the app asked.
    var notes: [EntryNote]
    /// The day's answers to the daily questions, each linking to its question's page.
    var answers: [EntryAnswer]
    var hasAnswers: Bool
    /// "day-entry written-entry": a written entry is a card of its own.
    var className: String
    var audio: AudioView?
    /// The entry has a recording the site cannot serve (missing or unreadable).
    var recordingUnavailable: Bool
    /// Its recording's bytes are not the ones its checksum records.
    var recordingDamaged = false
    /// Filled in when the page is rendered; nil with `isVoice`: "Transcript unavailable".
    var transcript: TranscriptView?
    /// A recorded entry (so a missing transcript is said); an evening mood has none to miss.
    var isVoice: Bool
    var language: String?
    var dir: String
    var entryJSONHref: String
    /// A partners' check-in the other partner made and this person did not: `missingNote`
    /// ("No entry yet." while one could still come, else "No entry that day.").
    var isMissing = false
    var missingNote: String?

    /// The card of a partners' check-in this person has not made that day.
    static func noEntry(heading: String, id: String, note: String) -> DayEntryView {
        DayEntryView(id: id, key: "", heading: heading, mood: nil, factors: [], hasFactors: false, notes: [], answers: [], hasAnswers: false,
                     className: "day-entry written-entry entry-missing", recordingUnavailable: false, isVoice: false, dir: "auto",
                     entryJSONHref: "", isMissing: true, missingNote: note)
    }
}

/// A partners' check-in's words: "One thing I need today" — "A slow breakfast together".
struct EntryNote: Sendable, Encodable {
    var label: String
    var text: String
}

/// An answer on its day's page.
struct EntryAnswer: Sendable, Encodable {
    var question: String
    /// The question's page.
    var href: String?
    /// "Yes", "7.5", the words, or "Skipped".
    var answer: String
    var skipped: Bool
}

/// A mood as the Days pages show it: the step's word, always, and its colour as a mark beside it.
struct MoodMark: Sendable, Encodable {
    var word: String
    /// "mood-mark mood-check-in-3": the colour comes from the site's stylesheet (`MoodStyles`).
    var className: String
    /// "Daily check-in": which scale the word is on, for a screen reader and a tooltip.
    var scale: String
}

extension DayPageModel: PageModel {
    func with(transcripts: [String: TranscriptView]) -> DayPageModel {
        var model = self
        model.people = people.map { column in
            var column = column
            column.entries = column.entries.map { entry in
                var entry = entry
                entry.transcript = transcripts[entry.key]
                return entry
            }
            return column
        }
        return model
    }
}

extension DayEntryView {
    /// The id of an entry's element on its day's page.
    static func anchor(of entry: DayEntry) -> String { "entry-" + entry.id }
}
