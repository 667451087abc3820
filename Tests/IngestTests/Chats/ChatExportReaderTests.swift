import Foundation
@testable import Ingest
import Testing

/// Which files of a folder are a chat's text, and reading one once through `InputReader`.
@Suite struct ChatExportReaderTests {
    @Test func chatFilesInEachLanguageAndNothingElse() {
        let names: Set<String> = ["_chat.txt", "WhatsApp Chat with Oma.txt", "WhatsApp Chat mit Oma.txt", "Chat de WhatsApp con Oma.txt",
                                  "Discussion WhatsApp avec Oma.txt", "Chat WhatsApp con Oma.txt", "Conversa do WhatsApp com Oma.txt",
                                  "WhatsApp-chat met Oma.txt", "result.json", "notes.txt", "PTT-20241202-WA0002.opus", "Result.json"]
        #expect(ChatExportReader.chatFiles(among: names) == names.subtracting(["notes.txt", "PTT-20241202-WA0002.opus", "Result.json"]).sorted())
        for name in names where name.contains(" Oma") {
            #expect(WhatsAppChatFile.chatName(fromFileName: name) == "Oma")
        }
        #expect(WhatsAppChatFile.chatName(fromFileName: "_chat.txt") == nil)
    }

    func read(_ name: String, _ bytes: Data?) throws -> ChatExport? {
        let reader = InputReader { _, _ in bytes }
        return try ChatExportReader.read(URL(fileURLWithPath: "/export/\(name)"), shownAs: "Oma.zip/\(name)", reader: reader)
    }

    @Test func aChatIsReadWithItsNameFromTheFileName() throws {
        let export = try #require(try read("WhatsApp Chat with Oma.txt", Data("\u{FEFF}02/12/2024, 21:44 - Oma: PTT-20241202-WA0002.opus (file attached)".utf8)))
        #expect(export.chatName == "Oma")
        #expect(export.notes.count == 1)
        let telegram = try read("result.json", Data(TelegramExportTests.chat.utf8))
        #expect(telegram?.app == .telegram)
    }

    @Test func aTextThatIsNotUTF8OrCannotBeReadIsRefusedNamingIt() {
        #expect(throws: IngestError(.badMetadata, file: "Oma.zip/_chat.txt", message: "this chat export is not UTF-8 text",
                                    hint: "Use the text file exactly as WhatsApp exported it (it writes UTF-8); an editor may have saved it in another encoding.")) {
            try read("_chat.txt", Data([0x5B, 0x32, 0xE9, 0xFF, 0x0A]))
        }
        #expect(throws: IngestError(.io, file: "Oma.zip/_chat.txt", message: "cannot read this chat export",
                                    hint: "Check that you may read the file, then run ingest again.")) {
            try read("_chat.txt", nil)
        }
    }
}
