import Foundation
import StoryCore
import StoryArchive

/// What one chosen voice note makes, said as the notes a recording's sidecar would give (kind,
/// person or narrator, when it was recorded, its caption), so the note is checked, copied and
/// told from a duplicate as any recording with notes is.
struct ChatNoteDetails {
    /// The keeper's time zone: a chat's wall-clock time is read in it.
    var timeZone: TimeZone
    /// `--kind story`: stories told by the sender, not voice-note day entries of theirs.
    var asStories: Bool
    /// `--person`, given with a single `--from`: the name the sender's entries are kept under.
    var person: String?

    /// What the note makes, its details shown as `shownAs` in messages (the note's file).
    func makes(_ note: ChatVoiceNote, shownAs: String) -> Recording.Makes {
        let recorded = Self.recorded(note.sent, in: timeZone)
        let who = person ?? note.sender
        var members: [JSONValue.Member] = [.init("recorded", .string(recorded.description))]
        if asStories {
            members += [.init("kind", .string("story")), .init("narrator", .string(who)),
                        .init("title", .string(Self.title(caption: note.caption, sender: who, day: recorded)))]
            return .story(notes: SidecarReader.Document(value: .object(members), shownAs: shownAs, isJSON: true))
        }
        members += [.init("kind", .string(DayEntry.Kind.voiceNote.rawValue)), .init("person", .string(who))]
        if let caption = note.caption { members.append(.init("caption", .string(caption))) }
        return .dayEntry(notes: SidecarReader.Document(value: .object(members), shownAs: shownAs, isJSON: true))
    }

    /// When the note was sent, in the keeper's zone: WhatsApp writes the phone's clock with no
    /// zone, taken as the keeper's local time; Telegram's instant is put in the keeper's zone.
    static func recorded(_ time: ChatTime, in zone: TimeZone) -> RecordedDate {
        switch time {
        case .instant(let date):
            return RecordedDate(date, in: zone)
        case .wallClock(let year, let month, let day, let hour, let minute, let second):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            let instant = calendar.date(from: parts)
            return RecordedDate(year: year, month: month, day: day, secondsIntoDay: hour * 3600 + minute * 60 + second,
                                utcOffset: instant.map(zone.secondsFromGMT(for:)))
                ?? RecordedDate(instant ?? Date(timeIntervalSince1970: 0), in: zone)
        }
    }

    /// "2024-12-02 21:44", for messages about a note.
    static func when(_ time: ChatTime, in zone: TimeZone) -> String {
        let date = recorded(time, in: zone)
        let seconds = date.secondsIntoDay ?? 0
        return date.dayString + " " + (seconds / 3600).zeroPadded(2) + ":" + (seconds / 60 % 60).zeroPadded(2)
    }

    /// A story's title: its caption's first line (cut at a word past `titleCharacters`), else
    /// "Voice note from Grandma Rose, 2024-12-02".
    static func title(caption: String?, sender: String, day: RecordedDate) -> String {
        let line = caption?.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard !line.isEmpty else { return "Voice note from \(sender), \(day.dayString)" }
        guard line.count > titleCharacters else { return line }
        let cut = line.prefix(titleCharacters)
        let atWord = cut.lastIndex(of: " ").map { cut[..<$0] } ?? cut
        return atWord.trimmingCharacters(in: .whitespaces) + "…"
    }

    /// How long a caption may be as a title before it is cut.
    static let titleCharacters = 100
}
