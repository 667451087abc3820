import Foundation
@testable import Ingest
import Testing

/// A family chat of years: 50,000 lines holding 2,000 voice notes, read in one pass. How long it
/// takes is measured by scripts/bench-chat-ingest.sh, not here: a timed test fails on a busy machine.
@Suite struct ChatParsingSizeTests {
    /// An Android export, day-first, one message a minute: 2,000 blocks of 25 lines, each a
    /// note, two messages over two lines each and twenty one-line messages.
    static func largeChat(blocks: Int = 2_000) -> String {
        var text = "", minute = 0
        func stamp() -> String {
            minute += 1
            let day = minute / 1_440
            return String(format: "%02ld/%02ld/2020, %02ld:%02ld - ", 1 + day % 28, 1 + day / 28, minute / 60 % 24, minute % 60)
        }
        for block in 1...blocks {
            text += stamp() + String(format: "Oma: PTT-2020%04ld-WA%04ld.opus (file attached)\n", block % 10_000, block % 10_000)
            for _ in 0..<2 { text += stamp() + "Ben: a message that runs on\nover a second line\n" }
            for line in 0..<20 { text += stamp() + (line % 2 == 0 ? "Oma" : "Ben") + ": words of an ordinary day, number \(line)\n" }
        }
        return text
    }

    @Test func fiftyThousandLinesWithTwoThousandNotesAreReadInOnePass() throws {
        let text = Self.largeChat()
        let export = try WhatsAppChatParser.parse(text, shownAs: "WhatsApp Chat with Oma.txt")
        #expect(export.notes.count == 2_000)
        #expect(export.messageCount == 46_000)
        #expect(text.split(separator: "\n").count == 50_000)
        #expect(export.warnings == [])
    }
}
