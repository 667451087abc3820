import Foundation
import StoryArchive

/// A chat export `InputFinder` found: a folder (a ZIP's, or one on disk) holding a chat's file
/// (`ChatExportReader.chatFiles`), read. Its attachments are never walked as loose recordings:
/// `ChatIntake` takes the voice notes of the senders the keeper chose.
struct FoundChat: Sendable {
    var export: ChatExport
    /// The export's folder: each note's attachment is named relative to it.
    var folder: URL
    /// How the chat is named to the keeper: `Chat.zip`, `chats/oma-android`.
    var shownAs: String
    /// What each of its files is named with: `Chat.zip:`, `chats/oma-android/`.
    var prefix: String
    /// The chat's own file, named: `Chat.zip:_chat.txt`.
    var chatFile: String

    /// The file of a note, when it is in the export: a name leading out of the folder is none of its files.
    func attachment(of note: ChatVoiceNote) -> URL? {
        let parts = note.attachment.split(separator: "/", omittingEmptySubsequences: false)
        guard !note.attachment.hasPrefix("/"), !parts.contains(where: { $0 == ".." || $0 == "." || $0.isEmpty }) else { return nil }
        let url = folder.appendingPathComponent(note.attachment, isDirectory: false)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
        return url
    }
}

extension InputFinder {
    /// The chat in `directory` when one of `names` is a chat's file; nil when none is, or when
    /// the file is not a chat export after all (a `result.json` of another app). A folder
    /// holding two chats' files is refused: which attachment is whose cannot be told.
    func chat(in directory: URL, names: Set<String>, display: String, prefix: String) -> IngestInput? {
        let files = ChatExportReader.chatFiles(among: names).sorted()
        guard let first = files.first else { return nil }
        guard files.count == 1 else {
            let listed = files.map { "\"\(prefix + $0)\"" }.joined(separator: " and ")
            return .unreadableChat(IngestError(.badMetadata, file: display,
                message: "this folder holds \(files.count) chats (\(listed)), whose attachments cannot be told apart, so nothing was taken from it",
                hint: "Put each chat's file in a folder of its own with its attachments, as the phone exported it, and ingest each."))
        }
        return chat(file: directory.appendingPathComponent(first, isDirectory: false), display: display, prefix: prefix)
    }

    /// The chat whose file is `file` (given by the keeper, or found in a folder shown as `display`).
    func chat(file: URL, display: String, prefix: String) -> IngestInput? {
        let shownAs = prefix + file.lastPathComponent
        do {
            guard let export = try ChatExportReader.read(file, shownAs: shownAs, reader: classifier.reader) else { return nil }
            let name = display.hasSuffix(":") || display.hasSuffix("/") ? String(display.dropLast()) : display
            return .chat(FoundChat(export: export, folder: file.deletingLastPathComponent(), shownAs: name, prefix: prefix, chatFile: shownAs))
        } catch {
            return .unreadableChat(error)
        }
    }
}
