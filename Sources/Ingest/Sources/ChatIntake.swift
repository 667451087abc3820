import AudioProbe
import Foundation
import StoryCore
import StoryArchive

/// Takes from each chat export found the voice notes of the senders chosen with `--from`, as
/// recordings whose notes say what they make (`ChatNoteDetails`), so every check, copy and
/// duplicate test of a recording applies to them. Without `--from`, a chat's senders are listed
/// with their notes and minutes and nothing is taken: other people's voices are never
/// imported by accident.
struct ChatIntake {
    private let details: ChatNoteDetails
    /// `--from`, each as it is compared (`SenderName.key`) → as typed, in the order given.
    private let chosen: [(key: String, typed: String)]
    /// The chosen keys some chat's sender matched.
    private var matched: Set<String> = []
    /// Each chat met, with its senders (by notes, most first) and whether a chosen sender's note was in it.
    private var chats: [(shownAs: String, senders: [String], tookSome: Bool)] = []
    /// Chats refused whole (no voice notes, two in one ZIP): who is in them is not known.
    private var refused = 0
    /// Each chat's notes taken, as named, so their repeats are reported in one line.
    private var notesTaken: [(chat: String, names: Set<String>)] = []

    init(options: IngestOptions) {
        var seen: Set<String> = []
        chosen = options.from.map { (SenderName.key($0), $0) }.filter { seen.insert($0.key).inserted }
        details = ChatNoteDetails(timeZone: options.timeZone, asStories: options.chatNotesAsStories,
                                  person: options.from.count == 1 ? options.person : nil)
    }

    /// The recordings of the chosen senders' notes; a note whose file is not in the export is
    /// named in a warning. Without `--from`, none: the chat's senders go in `report`.
    mutating func take(_ chat: FoundChat, into report: inout IngestReport) -> [IngestInput] {
        let export = chat.export
        report.warn(chat.chatFile, export.allWarnings)
        guard !export.notes.isEmpty else {
            report.rejected.append(IngestError(.missingSource, file: chat.chatFile,
                message: "no voice notes in this \(export.app.rawValue) chat: none of its \(export.messageCount) messages has an audio file attached",
                hint: "Export the chat again with its media (WhatsApp: Export Chat → Attach Media; Telegram Desktop: Export chat history with Voice messages ticked)."))
            refused += 1
            return []
        }
        let bySender = Self.bySender(export.notes)
        guard !chosen.isEmpty else {
            chats.append((chat.shownAs, bySender.map(\.name), false))
            report.chatsListed.append(listing(chat, bySender))
            return []
        }
        var inputs: [IngestInput] = []
        var names: Set<String> = []
        var anyChosen = false
        for note in export.notes {
            let key = SenderName.key(note.sender)
            guard chosen.contains(where: { $0.key == key }) else { continue }
            matched.insert(key)
            anyChosen = true
            guard let file = chat.attachment(of: note) else {
                report.warnings.append(missing(note, in: chat))
                continue
            }
            let name = chat.prefix + note.attachment
            names.insert(name)
            inputs.append(.recording(Recording(audio: file, displayName: name, makes: .success(details.makes(note, shownAs: name)),
                                               isChatNote: true)))
        }
        chats.append((chat.shownAs, bySender.map(\.name), anyChosen))
        notesTaken.append((chat.shownAs, names))
        return inputs
    }

    /// A chat refused whole where it was found (`IngestInput.unreadableChat`).
    mutating func noteRefused() {
        refused += 1
    }

    /// After every source, before anything is added: a `--from` naming nobody in any chat (a
    /// typo) is an error that lists who is in them, and so is `--from` without a chat; then
    /// nothing of the run is added (false), so a mistyped name never leaves half an import. A
    /// chat none of whose senders was chosen, among several, is said. When a chat was refused,
    /// who is in it is not known: a name is then not said to be nobody's.
    func finish(into report: inout IngestReport) -> Bool {
        guard !chosen.isEmpty, refused == 0 else { return true }
        guard !chats.isEmpty else {
            report.rejected.append(IngestError(.badMetadata, file: nil,
                message: "--from chooses whose voice notes to take from a chat export, but no WhatsApp or Telegram chat was found among the sources, so nothing was added",
                hint: "Point ingest at the chat's ZIP or folder as the phone exported it (holding _chat.txt, \"WhatsApp Chat with ….txt\" or result.json), or leave out --from."))
            return false
        }
        let everyone = chats.map { "\($0.shownAs): \($0.senders.joined(separator: ", "))" }
        for name in chosen where !matched.contains(name.key) {
            let file = chats.count == 1 ? chats[0].shownAs : nil
            report.rejected.append(IngestError(.badMetadata, file: file,
                message: "--from \"\(name.typed)\" names nobody who sent voice notes (\(everyone.joined(separator: "; "))), so nothing was added",
                hint: "Write the name as the list shows it (case, spaces and invisible marks need not match), e.g. --from \"\(chats[0].senders.first ?? name.typed)\"."))
        }
        guard chosen.allSatisfy({ matched.contains($0.key) }) else { return false }
        guard chats.count > 1 else { return true }
        for chat in chats where !chat.tookSome {
            report.warnings.append(.init(file: chat.shownAs,
                message: "nobody named with --from sent voice notes in this chat, so nothing was taken from it (its senders: \(chat.senders.joined(separator: ", ")))"))
        }
        return true
    }

    /// A chat's notes skipped as already in the archive (or twice in the chat), one line per
    /// chat: "12 voice notes already in the archive", not twelve lines.
    func summarizeRepeats(in report: inout IngestReport) {
        for (chat, names) in notesTaken {
            let repeats = report.skipped.indices.filter { names.contains(report.skipped[$0].file) }
            guard repeats.count > 1, let first = repeats.first else { continue }
            report.skipped[first] = IngestReport.Skipped(file: chat, why: "\(repeats.count) of its voice notes are already in the archive",
                                                         count: repeats.count)
            for index in repeats.dropFirst().reversed() { report.skipped.remove(at: index) }
        }
    }

    /// Why a chosen note is not added: its file is not in the export.
    private func missing(_ note: ChatVoiceNote, in chat: FoundChat) -> IngestReport.Warning {
        let when = ChatNoteDetails.when(note.sent, in: details.timeZone)
        let isFileName = !note.attachment.hasPrefix("(") && !note.attachment.isEmpty
        return IngestReport.Warning(file: isFileName ? chat.prefix + note.attachment : chat.chatFile,
            message: "the voice note \(note.sender) sent on \(when)\(isFileName ? "" : " (Telegram says: \(note.attachment.trimmingCharacters(in: CharacterSet(charactersIn: "()"))))") is not in the export, so it was not added — export the chat again with its media and ingest that: the notes added already are skipped")
    }

    /// The chat's senders, each with their notes, by notes sent (most first, then as met).
    private static func bySender(_ notes: [ChatVoiceNote]) -> [(name: String, notes: [ChatVoiceNote])] {
        var order: [String] = []
        var groups: [String: [ChatVoiceNote]] = [:]
        for note in notes {
            if groups[note.sender] == nil { order.append(note.sender) }
            groups[note.sender, default: []].append(note)
        }
        let grouped = order.enumerated().map { (place: $0.offset, name: $0.element, notes: groups[$0.element] ?? []) }
        return grouped.sorted { $0.notes.count != $1.notes.count ? $0.notes.count > $1.notes.count : $0.place < $1.place }
            .map { ($0.name, $0.notes) }
    }

    /// Each sender's notes and minutes: Telegram says a note's length, WhatsApp's is read from
    /// the file's headers (every core at once: a chat may hold thousands).
    private func listing(_ chat: FoundChat, _ bySender: [(name: String, notes: [ChatVoiceNote])]) -> IngestReport.ChatSenders {
        let senders = bySender.map { sender in
            let lengths = sender.notes.parallelMap { note -> Double? in
                guard let file = chat.attachment(of: note) else { return nil }
                return note.durationSeconds ?? (try? AudioProbe.probe(fileAt: file.path))?.duration ?? 0
            }
            return IngestReport.ChatSenders.Sender(name: sender.name, notes: sender.notes.count,
                                                   seconds: lengths.compactMap { $0 }.reduce(0, +), missing: lengths.count { $0 == nil })
        }
        return IngestReport.ChatSenders(chat: chat.shownAs, app: chat.export.app.rawValue, senders: senders)
    }
}
