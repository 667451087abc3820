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
        let (order, orderWarning) = WhatsAppDateOrder.decide(messages.lazy.map(\.head), hints: hints(messages))
        var export = ChatExport(app: .whatsApp, chatName: nil, notes: [], messageCount: 0, warnings: orderWarning.map { [$0] } ?? [])
        for index in messages.indices {
            let message = messages[index]
            guard let sender = message.sender, case let held = content(of: messages, at: index), held != .system else { continue }
            guard let sent = time(of: message, order) else {
                export.warn("line \(message.line): \"\(message.head.numbers.0)/\(message.head.numbers.1)/\(message.head.numbers.2)\" is no date read \(order.rawValue); this message was left out")
                continue
            }
            export.messageCount += 1
            if case .attachment(let name, _, let words) = held, WhatsAppChatFile.isAudio(name) {
                export.notes.append(ChatVoiceNote(sender: sender, sent: sent, attachment: name, caption: words, durationSeconds: nil, line: message.line))
            }
        }
        ChatCaptions.attach(captions(messages, order, near: ChatCaptions.Notes(export.notes)), to: &export.notes)
        export.chatName = chatName(messages, messages.isEmpty ? nil : content(of: messages, at: 0))
        return export
    }

    /// The texts near a note of their sender, read again now the notes are known, so that a
    /// chat's every text is never held at once.
    private static func captions(_ messages: [WhatsAppMessage], _ order: WhatsAppDateOrder, near: ChatCaptions.Notes) -> [ChatCaptions.Text] {
        var texts: [ChatCaptions.Text] = []
        for index in messages.indices {
            guard let sender = messages[index].sender, near.hasNotes(of: sender), let sent = time(of: messages[index], order),
                  near.nearest(sender, sent) != nil, case .text(let words) = content(of: messages, at: index) else { continue }
            texts.append(ChatCaptions.Text(sender: sender, sent: sent, text: words))
        }
        return texts
    }

    /// What a message holds; the first one's encryption notice is WhatsApp's own even when an
    /// older export wrote it without a mark.
    private static func content(of messages: [WhatsAppMessage], at index: Int) -> WhatsAppMessage.Content {
        let content = messages[index].content
        if index == 0, case .text(let words) = content, isEncryptionNotice(words) { return .system }
        return content
    }

    /// The messages of `text`, each with the lines below it; lines before the first message are
    /// left out (an editor's note, a blank line).
    private static func gather(_ text: String) -> [WhatsAppMessage] {
        var messages: [WhatsAppMessage] = []
        var number = 0
        // Lines found by bytes, one at a time: a "\r\n" is one Character, and a Character split is slower.
        var start = text.utf8.startIndex
        while start < text.utf8.endIndex {
            let end = text.utf8[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.utf8.endIndex
            number += 1
            var line = text[start..<end]
            if line.utf8.last == UInt8(ascii: "\r") { line = line.dropLast() }
            if let head = WhatsAppLine(line) {
                messages.append(WhatsAppMessage(head: head, line: number))
            } else if !messages.isEmpty {
                messages[messages.count - 1].more.append(line)
            }
            start = end < text.utf8.endIndex ? text.utf8.index(after: end) : end
        }
        // A blank line closing the file is no part of the last message.
        while let last = messages.last?.more.last, last.allSatisfy(\.isWhitespace) { messages[messages.count - 1].more.removeLast() }
        return messages
    }

    /// What the file tells of its locale beyond the dates' numbers: the language is the first
    /// attachment's words.
    private static func hints(_ messages: [WhatsAppMessage]) -> WhatsAppDateOrder.Hints {
        var hints = WhatsAppDateOrder.Hints(separator: messages.first?.head.separator)
        hints.twelveHour = messages.contains { $0.head.meridiem != nil }
        hints.language = messages.lazy.compactMap { message -> WhatsAppChatFile.Language? in
            if case .attachment(_, let language, _) = message.content { return language }
            return nil
        }.first
        return hints
    }

    /// The message's wall-clock time; nil when its date is no date in `order`.
    private static func time(of message: WhatsAppMessage, _ order: WhatsAppDateOrder) -> ChatTime? {
        guard let date = order.date(of: message.head) else { return nil }
        return .wallClock(year: date.year, month: date.month, day: date.day,
                          hour: message.head.hour24, minute: message.head.minute, second: message.head.second)
    }

    /// WhatsApp's notice that opens a chat, in any of the languages listed.
    private static func isEncryptionNotice(_ words: String) -> Bool {
        let lower = words.lowercased()
        return WhatsAppChatFile.encryptionWords.contains { lower.contains($0) }
    }

    /// iOS begins a chat with WhatsApp's encryption notice, written as if sent by the chat
    /// (the contact or the group): that sender is the chat's name.
    private static func chatName(_ messages: [WhatsAppMessage], _ firstContent: WhatsAppMessage.Content?) -> String? {
        guard let first = messages.first, first.head.bracketed, firstContent == .system else { return nil }
        return first.sender
    }
}
