import Foundation
@testable import Ingest
import Testing

/// WhatsApp's two exports (iOS's `[date, time] Name: …` and Android's `date, time - Name: …`) read
/// into voice notes: who sent each, when, and the file it names.
@Suite struct WhatsAppChatTests {
    static let lrm = "\u{200E}", narrow = "\u{202F}"

    func parse(_ text: String, shownAs: String = "_chat.txt") throws -> ChatExport {
        try WhatsAppChatParser.parse(text, shownAs: shownAs)
    }

    @Test func anIPhonesExportWithItsMarksGivesTheSenderTimeAndFile() throws {
        let lrm = Self.lrm
        let text = """
            [27/03/2022, 21:40:02] Oma: \(lrm)Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
            [27/03/2022, 21:43:10] Ben: Tell me about the farm
            \(lrm)[27/03/2022, 21:44:47] Oma: \(lrm)<attached: 00000038-AUDIO-2022-03-27-21-44-47.opus>
            \(lrm)[27/03/2022, 21:50:00] Ben: \(lrm)<attached: 00000039-PHOTO-2022-03-27-21-50-00.jpg>
            """
        let export = try parse(text)
        #expect(export.app == .whatsApp)
        #expect(export.chatName == "Oma")
        #expect(export.messageCount == 3)
        #expect(export.warnings == [])
        #expect(export.notes == [ChatVoiceNote(sender: "Oma", sent: .wallClock(year: 2022, month: 3, day: 27, hour: 21, minute: 44, second: 47),
                                               attachment: "00000038-AUDIO-2022-03-27-21-44-47.opus", caption: nil, durationSeconds: nil, line: 3)])
    }

    @Test func anAndroidExportWithoutSecondsGivesTheSameShape() throws {
        let text = """
            02/12/2024, 21:40 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
            02/12/2024, 21:44 - Oma: PTT-20241202-WA0002.opus (file attached)
            13/12/2024, 08:05 - Oma: AUD-20241213-WA0007.m4a (file attached)
            13/12/2024, 08:06 - Ben: IMG-20241213-WA0008.jpg (file attached)
            """
        let export = try parse(text, shownAs: "WhatsApp Chat with Oma.txt")
        #expect(export.notes.map(\.attachment) == ["PTT-20241202-WA0002.opus", "AUD-20241213-WA0007.m4a"])
        #expect(export.notes.map(\.sent) == [.wallClock(year: 2024, month: 12, day: 2, hour: 21, minute: 44, second: 0),
                                             .wallClock(year: 2024, month: 12, day: 13, hour: 8, minute: 5, second: 0)])
        #expect(export.notes.map(\.line) == [2, 3])
        #expect(export.messageCount == 3)
    }

    @Test(arguments: [
        ("attached", "file attached"), ("Anhang", "Datei angehängt"), ("adjunto", "archivo adjunto"),
        ("pièce jointe ", "fichier joint"), ("allegato", "file allegato"), ("anexado", "arquivo anexado"),
        ("bijgevoegd", "bestand bijgevoegd"),
    ])
    func eachLanguagesAttachmentWordsAreRead(iOS: String, android: String) throws {
        let iPhone = try parse("[14/05/2023, 10:00:01] Opa: \(Self.lrm)<\(iOS): 00000040-AUDIO-2023-05-14-10-00-01.opus>")
        #expect(iPhone.notes.map(\.attachment) == ["00000040-AUDIO-2023-05-14-10-00-01.opus"])
        let phone = try parse("14/05/2023, 10:00 - Opa: PTT-20230514-WA0001.opus (\(android))")
        #expect(phone.notes.map(\.attachment) == ["PTT-20230514-WA0001.opus"])
        #expect(phone.notes.map(\.sender) == ["Opa"])
    }

    @Test func aTwelveHourClockWithANarrowSpaceAndMonthFirstDates() throws {
        let n = Self.narrow
        let text = """
            [3/27/22, 9:44:47\(n)PM] Oma: \(Self.lrm)<attached: 00000038-AUDIO-2022-03-27-21-44-47.opus>
            [3/28/22, 12:05:00\(n)AM] Oma: \(Self.lrm)<attached: 00000039-AUDIO-2022-03-28-00-05-00.opus>
            [3/28/22, 12:30:00\(n)PM] Oma: \(Self.lrm)<attached: 00000040-AUDIO-2022-03-28-12-30-00.opus>
            """
        let export = try parse(text)
        #expect(export.notes.map(\.sent) == [.wallClock(year: 2022, month: 3, day: 27, hour: 21, minute: 44, second: 47),
                                             .wallClock(year: 2022, month: 3, day: 28, hour: 0, minute: 5, second: 0),
                                             .wallClock(year: 2022, month: 3, day: 28, hour: 12, minute: 30, second: 0)])
        #expect(export.warnings == [])
    }

    @Test func spanishMorningAndAfternoonAndDatesWithDotsOrDashes() throws {
        let spanish = try parse("2/12/24, 9:44\u{A0}p.\u{A0}m. - Abuela: PTT-20241202-WA0002.opus (archivo adjunto)\n13/12/24, 11:02 a. m. - Abuela: Hola")
        #expect(spanish.notes.map(\.sent) == [.wallClock(year: 2024, month: 12, day: 2, hour: 21, minute: 44, second: 0)])
        let dotted = try parse("02.12.24, 21:44 - Oma: PTT-20241202-WA0002.opus (Datei angehängt)")
        #expect(dotted.notes.map(\.sent) == [.wallClock(year: 2024, month: 12, day: 2, hour: 21, minute: 44, second: 0)])
        let dashed = try parse("02-12-2024 21:44 - Oma: PTT-20241202-WA0002.opus (bestand bijgevoegd)")
        #expect(dashed.notes.map(\.sent) == [.wallClock(year: 2024, month: 12, day: 2, hour: 21, minute: 44, second: 0)])
    }

    @Test func oneDayAbove12DecidesTheOrderOfTheWholeFile() throws {
        let dayFirst = try parse("03/04/2022, 10:00 - Oma: PTT-20220403-WA0001.opus (file attached)\n25/04/2022, 10:00 - Oma: later")
        #expect(dayFirst.notes.map(\.sent) == [.wallClock(year: 2022, month: 4, day: 3, hour: 10, minute: 0, second: 0)])
        #expect(dayFirst.warnings == [])
        let monthFirst = try parse("03/04/2022, 10:00 - Oma: PTT-20220304-WA0001.opus (file attached)\n04/25/2022, 10:00 - Oma: later")
        #expect(monthFirst.notes.map(\.sent) == [.wallClock(year: 2022, month: 3, day: 4, hour: 10, minute: 0, second: 0)])
    }

    @Test func messagesInTheOrderSentDecideWhenNoDayIsAbove12() throws {
        // Read day-first, 12 January comes after 1 February: only month-first keeps the order.
        let text = "01/12/2022, 10:00 - Oma: PTT-20220112-WA0001.opus (file attached)\n02/01/2022, 10:00 - Oma: hello"
        let export = try parse(text)
        #expect(export.notes.map(\.sent) == [.wallClock(year: 2022, month: 1, day: 12, hour: 10, minute: 0, second: 0)])
        #expect(export.warnings == [])
    }

    @Test func anAmbiguousFileIsReadByItsLanguageAndSaysSo() throws {
        let german = try parse("03/04/2022, 10:00 - Oma: PTT-20220403-WA0001.opus (Datei angehängt)")
        #expect(german.notes.map(\.sent) == [.wallClock(year: 2022, month: 4, day: 3, hour: 10, minute: 0, second: 0)])
        #expect(german.warnings.count == 1)
        #expect(german.warnings[0].hasPrefix("the dates could be day-first or month-first (no day in the file is above 12); read as day-first because the export is in German"))
        let american = try parse("3/4/22, 10:00\(Self.narrow)AM - Oma: PTT-20220304-WA0001.opus (file attached)")
        #expect(american.notes.map(\.sent) == [.wallClock(year: 2022, month: 3, day: 4, hour: 10, minute: 0, second: 0)])
        #expect(american.warnings.first?.contains("read as month-first because the export uses a 12-hour clock") == true)
    }

    @Test func fourDigitYearFirstDates() throws {
        let export = try parse("2024-12-02, 21:44 - Oma: PTT-20241202-WA0002.opus (file attached)")
        #expect(export.notes.map(\.sent) == [.wallClock(year: 2024, month: 12, day: 2, hour: 21, minute: 44, second: 0)])
        #expect(export.warnings == [])
    }

    @Test func aMessageOverSeveralLinesIsKeptWholeAndBecomesACaption() throws {
        let text = """
            [27/03/2022, 21:44:47] Oma: \(Self.lrm)<attached: 00000038-AUDIO-2022-03-27-21-44-47.opus>
            [27/03/2022, 21:45:30] Oma: This is about the farm
            where I grew up,

            in 1952.
            [27/03/2022, 21:46:00] Ben: Thank you
            """
        let export = try parse(text)
        #expect(export.notes.first?.caption == "This is about the farm\nwhere I grew up,\n\nin 1952.")
        #expect(export.messageCount == 3)
    }

    @Test func systemMessagesAreNeitherCountedNorCaptions() throws {
        let text = """
            02/12/2024, 21:40 - Oma created group "Family"
            02/12/2024, 21:40 - Oma added Ben
            02/12/2024, 21:44 - Oma: PTT-20241202-WA0002.opus (file attached)
            02/12/2024, 21:44 - Oma: <Media omitted>
            02/12/2024, 21:45 - Oma: This message was deleted
            02/12/2024, 21:45 - Ben: You deleted this message
            \(Self.lrm)[02/12/2024, 21:45:10] Oma: \(Self.lrm)image omitted
            """
        let export = try parse(text)
        #expect(export.messageCount == 1)
        #expect(export.notes.map(\.caption) == [nil])
    }

    @Test func anOlderIPhonesNoticeWithoutMarksIsStillWhatsAppsOwn() throws {
        let text = """
            [27/03/2018, 21:40:02] Oma: Messages to this chat and calls are now secured with end-to-end encryption.
            [27/03/2018, 21:40:30] Oma: <attached: 00000001-AUDIO-2018-03-27-21-40-30.opus>
            """
        let export = try parse(text)
        #expect(export.chatName == "Oma")
        #expect(export.messageCount == 1)
        #expect(export.notes.map(\.caption) == [nil])
    }

    @Test func anUnsavedNumbersTildeIsNoPartOfTheNameAndAnotherLanguagesTagIsStillAFile() throws {
        let export = try parse("[14/05/2023, 10:00:01] ~\u{202F}Tante Li: \(Self.lrm)<bifogad: 00000040-AUDIO-2023-05-14-10-00-01.opus>")
        #expect(export.notes.map(\.sender) == ["Tante Li"])
        #expect(export.notes.map(\.attachment) == ["00000040-AUDIO-2023-05-14-10-00-01.opus"])
    }

    @Test func aTextWithNoMessageLinesIsRefusedNamingTheFile() {
        #expect(throws: IngestError(.badMetadata, file: "WhatsApp Chat with Oma.txt",
                                    message: "this text has no WhatsApp message lines (such as \"[27/03/2022, 21:44:47] Oma: …\" or \"02/12/2024, 21:44 - Oma: …\")",
                                    hint: "Use the chat's text exactly as WhatsApp's \"Export chat\" wrote it; a copy pasted into another app loses the lines' dates.")) {
            try parse("Dear diary,\nthe 3rd of May 2022 was a good day.\n", shownAs: "WhatsApp Chat with Oma.txt")
        }
    }

    @Test func aChatWithMessagesButNoVoiceNotesHasNone() throws {
        let export = try parse("02/12/2024, 21:44 - Oma: Hello\r\n02/12/2024, 21:45 - Ben: Hi\r\n")
        #expect(export.notes == [])
        #expect(export.messageCount == 2)
    }
}
