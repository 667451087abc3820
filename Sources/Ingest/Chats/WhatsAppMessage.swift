import Foundation

/// One WhatsApp message: its head line and the lines after it that have no head of their own
/// (a message written over several lines), and what it holds.
struct WhatsAppMessage: Sendable {
    enum Content: Equatable, Sendable {
        /// WhatsApp's own words ("Messages and calls are end-to-end encrypted", "Oma added Opa",
        /// "<Media omitted>", "This message was deleted"): not a sender's message.
        case system
        case text(String)
        /// A file the sender attached, named as in the export's folder; `text`: the lines under it.
        case attachment(String, language: WhatsAppChatFile.Language?, text: String?)
    }

    var head: WhatsAppLine
    /// 1-based line of the head in the chat text.
    var line: Int
    /// The lines after the head, each as written.
    var more: [Substring] = []

    /// The sender's name before ": ", marks, spaces and the "~" of a number not in the contacts
    /// left out; nil for a line with no sender (Android's system messages).
    var sender: String? {
        guard let colon = Self.senderEnd(head.rest) else { return nil }
        let name = Self.unmarked(head.rest[..<colon.lowerBound]).drop { $0 == "~" || Self.isBlank($0) }
        return name.isEmpty ? nil : String(name)
    }

    var content: Content {
        guard let colon = Self.senderEnd(head.rest) else { return .system }
        let written = head.rest[colon.upperBound...]
        let marked = written.unicodeScalars.first { !WhatsAppLine.isSpace($0) }.map { WhatsAppLine.isMark($0) } ?? false
        let first = Self.unmarked(written)
        let below = more.isEmpty ? nil : more.map { String(Self.unmarked($0)) }.joined(separator: "\n")
        if let attached = Self.iOSAttachment(first) ?? Self.androidAttachment(first) {
            return .attachment(attached.name, language: attached.language, text: below.flatMap { $0.isEmpty ? nil : $0 })
        }
        let isPlaceholder = first.hasPrefix("<") && first.hasSuffix(">")
        let bare = first.hasSuffix(".") ? first.dropLast() : first
        if marked || isPlaceholder || WhatsAppChatFile.deletedMessages.contains(bare.lowercased()) { return .system }
        return .text(([String(first)] + (below.map { [$0] } ?? [])).joined(separator: "\n"))
    }

    /// Where the first ": " is, which ends the sender's name (found by bytes: Foundation's search
    /// bridges each line to NSString).
    private static func senderEnd(_ rest: Substring) -> Range<Substring.Index>? {
        let bytes = rest.utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let next = bytes.index(after: index)
            if bytes[index] == UInt8(ascii: ":"), next < bytes.endIndex, bytes[next] == UInt8(ascii: " ") {
                return index..<bytes.index(after: next)
            }
            index = next
        }
        return nil
    }

    /// `<attached: 00000038-AUDIO-….opus>` in any language, or another `<word: name.ext>` WhatsApp
    /// may write in a language not listed (the name's ending says it is a file).
    private static func iOSAttachment(_ body: Substring) -> (name: String, language: WhatsAppChatFile.Language?)? {
        guard body.hasPrefix("<"), body.hasSuffix(">"), let colon = body.firstIndex(of: ":") else { return nil }
        let word = body[body.index(after: body.startIndex)..<colon].trimmed.lowercased()
        let name = unmarked(body[body.index(after: colon)..<body.index(before: body.endIndex)])
        let language = WhatsAppChatFile.iOSAttachmentWords[word]
        guard !name.isEmpty, language != nil || (name.contains(".") && !name.contains(" ")) else { return nil }
        return (String(name), language)
    }

    /// `PTT-20241202-WA0002.opus (file attached)` in one of the languages listed.
    private static func androidAttachment(_ body: Substring) -> (name: String, language: WhatsAppChatFile.Language?)? {
        guard body.hasSuffix(")"), let open = body.range(of: " (", options: .backwards) else { return nil }
        let word = unmarked(body[open.upperBound..<body.index(before: body.endIndex)]).lowercased()
        guard let language = WhatsAppChatFile.androidAttachmentWords[word] else { return nil }
        let name = unmarked(body[..<open.lowerBound])
        return name.isEmpty ? nil : (String(name), language)
    }

    /// `text` without marks, spaces or line ends at either end, and without marks inside.
    static func unmarked(_ text: Substring) -> Substring {
        guard let start = text.firstIndex(where: { !isBlank($0) }), let end = text.lastIndex(where: { !isBlank($0) }) else { return "" }
        let kept = text[start...end]
        guard kept.unicodeScalars.contains(where: WhatsAppLine.isMark) else { return kept }
        var clean = String.UnicodeScalarView()
        clean.append(contentsOf: kept.unicodeScalars.filter { !WhatsAppLine.isMark($0) })
        return Substring(String(clean)).trimmed
    }

    private static func isBlank(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { WhatsAppLine.isMark($0) || WhatsAppLine.isSpace($0) || $0 == "\r" || $0 == "\n" }
    }
}

extension StringProtocol {
    /// Without white space and line ends at either end (the standard library's, not Foundation's,
    /// which bridges to NSString: tens of thousands of messages).
    var trimmed: SubSequence {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
