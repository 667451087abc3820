import Foundation
import StoryArchive
import StoryCore

/// Reads Telegram Desktop's JSON export of one chat (`result.json`) into its voice notes:
/// `voice_message` media and audio files sent as files (`audio_file`).
enum TelegramExportParser {
    /// The media Telegram marks as audio a sender recorded or sent.
    static let audioMediaTypes: Set<String> = ["voice_message", "audio_file"]

    /// nil for a `result.json` that is not Telegram's (no `messages`, no `chats`).
    static func parse(_ data: Data, shownAs: String) throws(IngestError) -> ChatExport? {
        // Decoded whole into messages: a file of millions of tiny values is refused unread, as a journal's JSON is.
        guard JSONTextChecks.valueCount(in: data, stoppingAbove: MetadataDocument.maxJSONValues) <= MetadataDocument.maxJSONValues else {
            throw IngestError(.badMetadata, file: shownAs,
                              message: "this Telegram export holds more than \(MetadataDocument.maxJSONValues / 1_000_000) million values (texts, numbers, lists, groups), the most StoryChop reads from one file",
                              hint: "Export the chat again from Telegram Desktop covering fewer years (its export dialog has a date range), and ingest each export.")
        }
        let export: TelegramExport
        do {
            export = try JSONDecoder().decode(TelegramExport.self, from: data)
        } catch {
            guard looksLikeTelegram(data) else { return nil }
            throw IngestError(.badMetadata, file: shownAs, message: "this Telegram export cannot be read: \(describe(error))",
                              hint: "Export the chat again from Telegram Desktop (the chat's ⋮ → Export chat history, format \"Machine-readable JSON\") and let it finish.")
        }
        if let chats = export.chats?.list {
            guard chats.count == 1, let only = chats.first else { throw wholeAccount(chats.count, shownAs: shownAs) }
            return read(only)
        }
        return export.messages == nil ? nil : read(export)
    }

    /// One chat's messages as voice notes, each with the texts its sender wrote around it.
    private static func read(_ chat: TelegramExport) -> ChatExport {
        var export = ChatExport(app: .telegram, chatName: chat.name, notes: [], messageCount: 0, warnings: [])
        var texts: [ChatCaptions.Text] = []
        for message in chat.messages ?? [] where message.type == "message" {
            export.messageCount += 1
            // A forwarded note is the voice of whoever first sent it.
            let sender = clean(message.forwardedFrom ?? message.from ?? "Deleted Account")
            guard let sent = time(of: message) else {
                export.warn("message \(message.id.map(String.init) ?? "?") has no date Telegram writes (\"\(message.date ?? "")\"); it was left out")
                continue
            }
            let words = message.text.map { String($0.plain.trimmed) } ?? ""
            guard let media = message.mediaType, audioMediaTypes.contains(media) else {
                if message.mediaType == nil, message.file == nil, message.photo == nil, !words.isEmpty {
                    texts.append(ChatCaptions.Text(sender: sender, sent: sent, text: words))
                }
                continue
            }
            guard let file = message.file else {
                export.warn("message \(message.id.map(String.init) ?? "?") is a voice message with no file named; it was left out")
                continue
            }
            export.notes.append(ChatVoiceNote(sender: sender, sent: sent, attachment: file, caption: words.isEmpty ? nil : words,
                                              durationSeconds: message.durationSeconds, line: nil))
        }
        ChatCaptions.attach(texts, to: &export.notes)
        return export
    }

    /// `date_unixtime` as an instant; else `date` ("2024-12-02T21:44:47") as the wall-clock time it is.
    private static func time(of message: TelegramExport.Message) -> ChatTime? {
        if let unix = message.dateUnixtime.flatMap({ Int($0) }) { return .instant(Date(timeIntervalSince1970: TimeInterval(unix))) }
        guard let date = message.date else { return nil }
        let numbers = date.split { !$0.isNumber }.compactMap { Int($0) }
        guard numbers.count == 6, (1...12).contains(numbers[1]), (1...31).contains(numbers[2]),
              numbers[3] < 24, numbers[4] < 60, numbers[5] < 60 else { return nil }
        return .wallClock(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5])
    }

    /// A name without direction marks and spaces around it.
    private static func clean(_ name: String) -> String {
        String(WhatsAppMessage.unmarked(name[...]))
    }

    /// Broken JSON that still shows Telegram's keys near its start.
    private static func looksLikeTelegram(_ data: Data) -> Bool {
        let start = String(decoding: data.prefix(65_536), as: UTF8.self)
        return ["\"messages\"", "\"date_unixtime\"", "\"chats\"", "\"personal_information\""].contains { start.contains($0) }
    }

    private static func describe(_ error: any Error) -> String {
        guard let decoding = error as? DecodingError else { return "it is not valid JSON" }
        switch decoding {
        case .dataCorrupted(let context) where context.codingPath.isEmpty: return "it is not valid JSON (cut short, or changed by hand)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context.codingPath)) is not what Telegram writes there"
        @unknown default: return "it is not valid JSON"
        }
    }

    /// "messages[12].from", as the key path into the file.
    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
    }

    private static func wholeAccount(_ count: Int, shownAs: String) -> IngestError {
        IngestError(.badMetadata, file: shownAs,
                    message: "this is a whole Telegram account's export, holding \(count) chats; ingest reads one chat at a time",
                    hint: "Export the one chat from Telegram Desktop (open it, ⋮ → Export chat history, format \"Machine-readable JSON\") and ingest that folder.")
    }
}
