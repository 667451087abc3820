import Foundation
@testable import Ingest
import Testing

/// Telegram Desktop's `result.json` of one chat read into its voice notes.
@Suite struct TelegramExportTests {
    static let chat = #"""
        {
         "name": "Oma",
         "type": "personal_chat",
         "id": 4242,
         "messages": [
          {"id": 1, "type": "service", "date": "2024-12-02T21:40:00", "date_unixtime": "1733172000", "actor": "Oma", "action": "phone_call", "text": ""},
          {"id": 2, "type": "message", "date": "2024-12-02T21:44:00", "date_unixtime": "1733172240", "from": "Oma", "from_id": "user1",
           "text": [{"type": "bold", "text": "The rowboat"}, ", Dad built it"], "text_entities": []},
          {"id": 3, "type": "message", "date": "2024-12-02T21:44:47", "date_unixtime": "1733172287", "from": "Oma", "from_id": "user1",
           "file": "voice_messages/audio_1@02-12-2024_21-44-47.ogg", "media_type": "voice_message", "mime_type": "audio/ogg",
           "duration_seconds": 83, "text": "", "text_entities": []},
          {"id": 4, "type": "message", "date": "2024-12-03T08:00:00", "from": "Ben", "from_id": "user2",
           "file": "(File not included. Change data exporting settings to download.)", "media_type": "voice_message",
           "duration_seconds": 12, "text": ""},
          {"id": 5, "type": "message", "date": "2024-12-03T08:01:00", "from": "Ben", "text": "plain words"}
         ]
        }
        """#

    func parse(_ json: String) throws(IngestError) -> ChatExport? {
        try TelegramExportParser.parse(Data(json.utf8), shownAs: "Telegram/result.json")
    }

    @Test func voiceMessagesWithTheirInstantsDurationsAndCaptions() throws {
        let export = try #require(try parse(Self.chat))
        #expect(export.app == .telegram)
        #expect(export.chatName == "Oma")
        #expect(export.messageCount == 4)
        #expect(export.notes.first == ChatVoiceNote(sender: "Oma", sent: .instant(Date(timeIntervalSince1970: 1_733_172_287)),
                                                    attachment: "voice_messages/audio_1@02-12-2024_21-44-47.ogg",
                                                    caption: "The rowboat, Dad built it", durationSeconds: 83, line: nil))
    }

    @Test func aFileTelegramDidNotExportIsKeptAsWrittenAndNoUnixTimeMeansWallClock() throws {
        let note = try #require(try parse(Self.chat)?.notes.last)
        #expect(note.attachment == "(File not included. Change data exporting settings to download.)")
        #expect(note.sent == .wallClock(year: 2024, month: 12, day: 3, hour: 8, minute: 0, second: 0))
        #expect(note.caption == "plain words")
    }

    @Test func aForwardedNoteIsTheVoiceOfItsFirstSender() throws {
        let json = #"""
            {"name": "Family", "messages": [{"id": 9, "type": "message", "date": "2024-12-02T21:44:47", "date_unixtime": "1733172287",
             "from": "Ben", "forwarded_from": "Oma", "file": "voice_messages/audio_2@02-12-2024_21-44-47.ogg",
             "media_type": "voice_message", "duration_seconds": 5.5, "text": ""}]}
            """#
        let note = try #require(try parse(json)?.notes.first)
        #expect(note.sender == "Oma")
        #expect(note.durationSeconds == 5.5)
    }

    @Test func aResultJSONOfAnotherAppIsNoChat() throws {
        #expect(try parse(#"{"results": [1, 2, 3]}"#) == nil)
        #expect(try parse("not json at all") == nil)
    }

    @Test func aBrokenTelegramExportIsRefusedWithWhatToDo() {
        let cut = String(Self.chat.prefix(400))
        #expect(throws: IngestError.self) { try parse(cut) }
        do {
            _ = try parse(cut)
        } catch {
            #expect(error.file == "Telegram/result.json")
            #expect(error.message == "this Telegram export cannot be read: it is not valid JSON (cut short, or changed by hand)")
        }
        do {
            _ = try parse(#"{"name": "Oma", "messages": [{"id": 1, "type": "message", "from": 17}]}"#)
            Issue.record("a sender that is a number was read")
        } catch {
            #expect(error.message == "this Telegram export cannot be read: messages[0].from is not what Telegram writes there")
        }
    }

    @Test func aWholeAccountsExportIsReadWhenItHoldsOneChatAndRefusedWithMore() throws {
        let one = #"{"personal_information": {}, "chats": {"about": "", "list": [\#(Self.chat)]}}"#
        #expect(try parse(one)?.notes.count == 2)
        let two = #"{"chats": {"about": "", "list": [\#(Self.chat), \#(Self.chat)]}}"#
        #expect(throws: IngestError.self) { try parse(two) }
    }
}
