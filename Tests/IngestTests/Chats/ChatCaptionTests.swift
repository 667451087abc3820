import Foundation
@testable import Ingest
import Testing

/// A note's caption: what its sender wrote within two minutes of it, each text given to one note.
@Suite struct ChatCaptionTests {
    func notes(_ text: String) throws -> [ChatVoiceNote] {
        try WhatsAppChatParser.parse(text, shownAs: "_chat.txt").notes
    }

    @Test func textsBeforeAndAfterANoteWithinTwoMinutesAreJoined() throws {
        let text = """
            [27/03/2022, 21:40:00] Oma: Too early to count
            [27/03/2022, 21:43:00] Oma: Now the rowboat:
            [27/03/2022, 21:44:47] Oma: \u{200E}<attached: 00000038-AUDIO-2022-03-27-21-44-47.opus>
            [27/03/2022, 21:45:00] Ben: Someone else's words are not hers
            [27/03/2022, 21:46:40] Oma: Dad built it in 1961.
            [27/03/2022, 21:46:48] Oma: Too late to count
            """
        #expect(try notes(text).map(\.caption) == ["Now the rowboat:\nDad built it in 1961."])
    }

    @Test func aTextBetweenTwoNotesGoesToTheNearestOnly() throws {
        let text = """
            [27/03/2022, 10:00:00] Oma: \u{200E}<attached: 00000001-AUDIO-2022-03-27-10-00-00.opus>
            [27/03/2022, 10:00:30] Oma: the well
            [27/03/2022, 10:01:30] Oma: the barn
            [27/03/2022, 10:02:00] Oma: \u{200E}<attached: 00000002-AUDIO-2022-03-27-10-02-00.opus>
            """
        #expect(try notes(text).map(\.caption) == ["the well", "the barn"])
    }

    @Test func onATieTheTextGoesToTheNoteItFollows() throws {
        let text = """
            03/04/2022, 10:00 - Oma: PTT-20220403-WA0001.opus (file attached)
            03/04/2022, 10:01 - Oma: between the two
            03/04/2022, 10:02 - Oma: PTT-20220403-WA0002.opus (file attached)
            """
        #expect(try notes(text).map(\.caption) == ["between the two", nil])
    }

    @Test func linesUnderAnAndroidAttachmentAreItsOwnCaptionFirst() throws {
        let text = """
            03/04/2022, 10:00 - Oma: AUD-20220403-WA0001.m4a (file attached)
            Recorded at the lake
            03/04/2022, 10:01 - Oma: with Opa
            """
        #expect(try notes(text).map(\.caption) == ["Recorded at the lake\nwith Opa"])
    }
}
