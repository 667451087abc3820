import StoryArchive

/// Reads a WhatsApp chat's text (iOS or Android, any language listed in `WhatsAppChatFile`) into
/// its voice notes: line by line, the date order decided once from the whole file.
enum WhatsAppChatParser {
    static func parse(_ text: String, shownAs: String) throws(IngestError) -> ChatExport {
        let messages = gather(text)
        guard !messages.isEmpty else {
            throw IngestError(.badMetadata, file: shownAs,
                              message: "this text has no WhatsApp message lines (such as \"[27/03/2022, 21:44:47] Oma: …\" or \"02/12/2024, 21:44 - Oma: …\")",
                              hint: "Use the chat's text exactly as WhatsApp's \"Export chat\" wrote it; a copy pasted into another app loses the lines' dates.")
        }
        let contents = messages.map(\.content)
        let (order, orderWarning) = WhatsAppDateOrder.decide(messages.map(\.head), hints: hints(messages, contents))
        var export = ChatExport(app: .whatsApp, chatName: nil, notes: [], messageCount: 0, warnings: orderWarning.map { [$0] } ?? [])
        var texts: [ChatCaptions.Text] = []
        for (message, content) in zip(messages, contents) {
            guard let sender = message.sender, content != .system else { continue }
            guard let sent = time(of: message, order) else {
                export.warnings.append("line \(message.line): \"\(message.head.numbers.0)/\(message.head.numbers.1)/\(message.head.numbers.2)\" is no date read \(order.rawValue); this message was left out")
                continue
            }
            export.messageCount += 1
            switch content {
            case .system: continue
            case .text(let words): texts.append(ChatCaptions.Text(sender: sender, sent: sent, text: words))
            case .attachment(let name, _, let words):
                guard WhatsAppChatFile.isAudio(name) else { continue }
                export.notes.append(ChatVoiceNote(sender: sender, sent: sent, attachment: name, caption: words, durationSeconds: nil, line: message.line))
            }
        }
        ChatCaptions.attach(texts, to: &export.notes)
        export.chatName = chatName(messages.first, contents.first)
        return export
    }

    /// The messages of `text`, each with the lines below it; lines before the first message are
    /// left out (an editor's note, a blank line).
    private static func gather(_ text: String) -> [WhatsAppMessage] {
        var messages: [WhatsAppMessage] = []
        var number = 0
        // Split by bytes: a "\r\n" is one Character, and a Character split is slower.
        for bytes in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            let line = Substring(bytes.last == UInt8(ascii: "\r") ? bytes.dropLast() : bytes)
            if let head = WhatsAppLine(line) {
                messages.append(WhatsAppMessage(head: head, line: number))
            } else if !messages.isEmpty {
                messages[messages.count - 1].more.append(line)
            }
        }
        // A blank line closing the file is no part of the last message.
        while let last = messages.last?.more.last, last.allSatisfy(\.isWhitespace) { messages[messages.count - 1].more.removeLast() }
        return messages
    }

    /// What the file tells of its locale beyond the dates' numbers.
    private static func hints(_ messages: [WhatsAppMessage], _ contents: [WhatsAppMessage.Content]) -> WhatsAppDateOrder.Hints {
        var hints = WhatsAppDateOrder.Hints(separator: messages.first?.head.separator)
        hints.twelveHour = messages.contains { $0.head.meridiem != nil }
        for content in contents {
            if case .attachment(_, let language?, _) = content {
                hints.language = language
                break
            }
        }
        return hints
    }

    /// The message's wall-clock time; nil when its date is no date in `order`.
    private static func time(of message: WhatsAppMessage, _ order: WhatsAppDateOrder) -> ChatTime? {
        guard let date = order.date(of: message.head) else { return nil }
        return .wallClock(year: date.year, month: date.month, day: date.day,
                          hour: message.head.hour24, minute: message.head.minute, second: message.head.second)
    }

    /// iOS begins a chat with WhatsApp's encryption notice, written as if sent by the chat
    /// (the contact or the group): that sender is the chat's name.
    private static func chatName(_ first: WhatsAppMessage?, _ content: WhatsAppMessage.Content?) -> String? {
        guard let first, first.head.bracketed, content == .system else { return nil }
        return first.sender
    }
}
