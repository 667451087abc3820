import Foundation
import StoryArchive

/// One voice note found in a chat export.
struct ChatVoiceNote: Sendable, Equatable {
    /// As the chat writes it, trimmed, with direction marks (U+200E/F, U+202A-E) removed.
    var sender: String
    var sent: ChatTime
    /// Path relative to the export's folder ("PTT-20241202-WA0002.opus",
    /// "voice_messages/audio_1@02-12-2024_21-44-47.ogg"), or Telegram's "(File not included. …)".
    var attachment: String
    /// The same sender's text within two minutes (before or after), joined by "\n" if several.
    var caption: String?
    /// Telegram's `duration_seconds`; nil for WhatsApp.
    var durationSeconds: Double?
    /// 1-based line of the message in the chat text (nil for Telegram).
    var line: Int?
}

/// When a message was sent: WhatsApp writes the phone's wall-clock time with no zone; Telegram
/// gives an instant (`date_unixtime`) as well.
enum ChatTime: Sendable, Equatable {
    case wallClock(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int)
    case instant(Date)
}

struct ChatExport: Sendable {
    enum App: String, Sendable { case whatsApp = "WhatsApp", telegram = "Telegram" }
    var app: App
    /// "Oma" (from "WhatsApp Chat with Oma.txt", iOS's first line, or Telegram's "name").
    var chatName: String?
    /// Every voice note of every sender, in chat order.
    var notes: [ChatVoiceNote]
    /// Messages read (system messages excluded).
    var messageCount: Int
    /// E.g. "the dates could be day-first or month-first; read as day-first …".
    var warnings: [String]
    /// Warnings past `maxWarnings`, counted, not kept.
    var unlistedWarnings = 0

    /// Warnings kept for one export: a chat of millions of undated messages says the first
    /// ones and how many more, rather than holding a sentence per message.
    static let maxWarnings = 20

    /// Adds a warning about one message, or counts it past `maxWarnings`.
    mutating func warn(_ text: String) {
        if warnings.count < Self.maxWarnings { warnings.append(text) } else { unlistedWarnings += 1 }
    }

    /// The warnings, with one saying how many more were left unlisted.
    var allWarnings: [String] {
        unlistedWarnings == 0 ? warnings
            : warnings + ["\(unlistedWarnings) more \(unlistedWarnings == 1 ? "message was" : "messages were") left out for the same reasons, not listed one by one"]
    }
}

/// Finds a chat export's text among a folder's files and reads it into voice notes.
enum ChatExportReader {
    /// The chat files among a folder's names (exact names, not lower-cased): WhatsApp's `_chat.txt`
    /// and "WhatsApp Chat with X.txt" in each language's wording, Telegram's `result.json`.
    /// More than one → the caller refuses the folder ("holds two chats").
    static func chatFiles(among names: Set<String>) -> [String] {
        names.filter { kind(of: $0) != nil }.sorted()
    }

    /// Reads and parses one chat file. nil: not a chat export after all (a result.json of
    /// another app), so the folder is walked as any other. Throws IngestError naming `shownAs`
    /// for a chat file that cannot be read/decoded, or a WhatsApp text with no message lines at all.
    /// A chat with messages but no voice notes returns notes == [] (the caller says so).
    static func read(_ url: URL, shownAs: String, reader: InputReader) throws(IngestError) -> ChatExport? {
        let name = url.lastPathComponent
        let data = try contents(url, shownAs: shownAs, reader: reader)
        switch kind(of: name) {
        case .telegram: return try TelegramExportParser.parse(data, shownAs: shownAs)
        case .whatsApp, nil:
            let text = try utf8Text(data, shownAs: shownAs)
            var export = try WhatsAppChatParser.parse(text, shownAs: shownAs)
            if let named = WhatsAppChatFile.chatName(fromFileName: name) { export.chatName = named }
            return export
        }
    }

    /// Which app wrote a file of this name, if any.
    static func kind(of name: String) -> ChatExport.App? {
        if name == "result.json" { return .telegram }
        return WhatsAppChatFile.isChatText(name) ? .whatsApp : nil
    }

    /// The file's bytes, read once and refused whole when larger than a journal's export may be.
    private static func contents(_ url: URL, shownAs: String, reader: InputReader) throws(IngestError) -> Data {
        guard let data = reader.contents(url.path, InputLimits.journalBytes) else {
            throw IngestError(.io, file: shownAs, message: "cannot read this chat export",
                              hint: "Check that you may read the file, then run ingest again.")
        }
        guard data.count <= InputLimits.journalBytes else {
            throw IngestError(.badMetadata, file: shownAs,
                              message: "this chat export is larger than \(InputLimits.journalBytes / 1_000_000) MB, the most ingest reads",
                              hint: "Export the chat again covering fewer years, and ingest each export.")
        }
        return data
    }

    /// The chat's text: UTF-8, with a byte-order mark left out.
    private static func utf8Text(_ data: Data, shownAs: String) throws(IngestError) -> String {
        let body = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            throw IngestError(.badMetadata, file: shownAs, message: "this chat export is not UTF-8 text",
                              hint: "Use the text file exactly as WhatsApp exported it (it writes UTF-8); an editor may have saved it in another encoding.")
        }
        return text
    }
}
