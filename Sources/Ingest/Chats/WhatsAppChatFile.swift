import Foundation

/// What WhatsApp writes in each language it exports in: the chat file's name, the words around
/// an attachment, and the messages that are WhatsApp's own rather than a sender's.
enum WhatsAppChatFile {
    /// A language WhatsApp exported in, as far as its attachment words tell.
    enum Language: String, Sendable {
        case english = "English", german = "German", spanish = "Spanish", french = "French",
             italian = "Italian", portuguese = "Portuguese", dutch = "Dutch"

        /// Whether exports in this language write the day first. English is written both ways
        /// (the UK and the US), so it does not say.
        var writesDayFirst: Bool? { self == .english ? nil : true }
    }

    /// iOS: `<attached: 00000038-AUDIO-….opus>`, compared lower-cased, without spaces around the colon.
    static let iOSAttachmentWords: [String: Language] = [
        "attached": .english, "anhang": .german, "adjunto": .spanish, "archivo adjunto": .spanish,
        "pièce jointe": .french, "allegato": .italian, "anexado": .portuguese, "anexo": .portuguese,
        "bijgevoegd": .dutch,
    ]

    /// Android: `PTT-20241202-WA0002.opus (file attached)`, the words inside the parentheses.
    static let androidAttachmentWords: [String: Language] = [
        "file attached": .english, "datei angehängt": .german, "archivo adjunto": .spanish,
        "fichier joint": .french, "file allegato": .italian, "arquivo anexado": .portuguese,
        "ficheiro anexado": .portuguese, "bestand bijgevoegd": .dutch,
    ]

    /// "This message was deleted" as each language writes it (a sender's line with nothing in it).
    static let deletedMessages: Set<String> = [
        "this message was deleted", "you deleted this message",
        "diese nachricht wurde gelöscht", "du hast diese nachricht gelöscht",
        "se eliminó este mensaje", "eliminaste este mensaje",
        "ce message a été supprimé", "vous avez supprimé ce message",
        "questo messaggio è stato eliminato", "hai eliminato questo messaggio",
        "mensagem apagada", "você apagou esta mensagem", "esta mensagem foi apagada",
        "dit bericht is verwijderd", "je hebt dit bericht verwijderd",
    ]

    /// Words of the encryption notice WhatsApp writes first in each language, for exports from
    /// before it marked the notice with U+200E.
    static let encryptionWords = ["end-to-end", "ende-zu-ende", "de extremo a extremo", "de bout en bout", "ponta a ponta"]

    /// Endings of the audio a sender may attach. Not `.mp4`: WhatsApp's videos end so.
    static let audioEndings: Set<String> = [
        "opus", "ogg", "oga", "m4a", "m4b", "aac", "amr", "awb", "mp3", "wav", "wave", "flac", "caf",
        "3gp", "3g2", "webm", "weba", "mka",
    ]

    /// Whether an attachment's name is audio: its ending, and not a video WhatsApp named `VID-…`
    /// (old phones' videos end in `.3gp`).
    static func isAudio(_ attachment: String) -> Bool {
        guard let dot = attachment.lastIndex(of: ".") else { return false }
        let ending = attachment[attachment.index(after: dot)...].lowercased()
        let name = attachment.split(separator: "/").last.map(String.init) ?? attachment
        return audioEndings.contains(ending) && !name.hasPrefix("VID-") && !name.contains("-VIDEO-")
    }

    /// `_chat.txt` (iOS) or a `.txt` whose name says WhatsApp ("WhatsApp Chat with Oma.txt",
    /// "WhatsApp Chat mit Oma.txt", "Chat de WhatsApp con Oma.txt", "Discussion WhatsApp avec Oma.txt",
    /// "Chat WhatsApp con Oma.txt", "Conversa do WhatsApp com Oma.txt", "WhatsApp-chat met Oma.txt").
    static func isChatText(_ name: String) -> Bool {
        guard name.lowercased().hasSuffix(".txt"), !name.hasPrefix(".") else { return false }
        return name == "_chat.txt" || name.range(of: "whatsapp", options: .caseInsensitive) != nil
    }

    /// "Oma" from "WhatsApp Chat with Oma.txt" in any of the languages above; nil for `_chat.txt`.
    static func chatName(fromFileName name: String) -> String? {
        guard name != "_chat.txt", name.lowercased().hasSuffix(".txt"),
              let app = name.range(of: "whatsapp", options: .caseInsensitive) else { return nil }
        let stem = name[app.upperBound..<name.index(name.endIndex, offsetBy: -4)]
        let connectors = [" with ", " mit ", " con ", " avec ", " com ", " met "]
        let found = connectors.compactMap { stem.range(of: $0) }.min { $0.lowerBound < $1.lowerBound }
        guard let found else { return nil }
        let chat = stem[found.upperBound...].trimmingCharacters(in: .whitespaces)
        return chat.isEmpty ? nil : chat
    }
}
