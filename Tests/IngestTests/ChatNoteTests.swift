import Foundation
import Testing
@testable import Ingest
import StoryArchive

/// How a chat's sender is matched with `--from`, and what a chosen note says of itself: its time
/// in the keeper's zone, its title as a story.
@Suite struct ChatNoteTests {
    @Test func aSenderIsMatchedForgivingCaseMarksSpacesAndAccents() {
        let key = SenderName.key("Grandma Rose")
        #expect(SenderName.key("grandma ROSE") == key)
        #expect(SenderName.key("\u{200E}Grandma\u{00A0} Rose\u{202C}") == key)
        #expect(SenderName.key("~\u{202F}Grandma Rose") == key)
        // "é" written as e and a combining accent is the same name as "é" in one character.
        #expect(SenderName.key("Ren\u{0065}\u{0301}e") == SenderName.key("Ren\u{00E9}e"))
        #expect(SenderName.key("Grandma Ruth") != key)
    }

    @Test func aWallClockTimeIsTheKeepersLocalTimeAndAnInstantIsPutInTheirZone() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let winter = ChatNoteDetails.recorded(.wallClock(year: 2024, month: 12, day: 2, hour: 21, minute: 44, second: 47), in: zone)
        #expect(winter.description == "2024-12-02T21:44:47+01:00")
        let summer = ChatNoteDetails.recorded(.wallClock(year: 2024, month: 7, day: 2, hour: 8, minute: 5, second: 0), in: zone)
        #expect(summer.description == "2024-07-02T08:05:00+02:00")
        let instant = ChatNoteDetails.recorded(.instant(Date(timeIntervalSince1970: 1_709_478_902)), in: zone)
        #expect(instant.description == "2024-03-03T16:15:02+01:00")
        #expect(ChatNoteDetails.when(.instant(Date(timeIntervalSince1970: 1_709_478_902)), in: zone) == "2024-03-03 16:15")
    }

    @Test func aStorysTitleIsItsCaptionsFirstLineElseWhoAndWhen() throws {
        let day = try #require(RecordedDate(year: 2024, month: 3, day: 2))
        #expect(ChatNoteDetails.title(caption: "The rowboat\nand more", sender: "Joe", day: day) == "The rowboat")
        #expect(ChatNoteDetails.title(caption: nil, sender: "Grandma Rose", day: day) == "Voice note from Grandma Rose, 2024-03-02")
        let long = String(repeating: "word ", count: 40)
        let title = ChatNoteDetails.title(caption: long, sender: "Joe", day: day)
        #expect(title.hasSuffix("word…") && title.count <= ChatNoteDetails.titleCharacters + 1)
    }
}
