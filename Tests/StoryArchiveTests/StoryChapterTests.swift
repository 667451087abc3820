import Foundation
import StoryCore
import StoryArchive
import Testing

/// A story's index ("chapters"): kept in story.json only when there are some, checked when read.
@Suite struct StoryChapterTests {
    private static func story(chapters: String, duration: String = "3600") -> String {
        #"{"schema": 1, "title": "T", "recorded": "2020-01-02", "duration": \#(duration), "chapters": \#(chapters)}"#
    }

    @Test func chaptersAreReadInOrderCleanedAndMakeTheStorySchemaFour() throws {
        let json = Self.story(chapters: #"""
            [{"start": 760.0004, "title": "  The wedding ", "synopsis": "", "keywords": ["church", " "]},
             {"start": 0, "title": "Growing up", "synopsis": "The farm, the war."}]
            """#)
        let story = try Story.decoded(from: Data(json.utf8))
        #expect(story.chapters == [
            StoryChapter(start: 0, title: "Growing up", synopsis: "The farm, the war."),
            StoryChapter(start: 760, title: "The wedding", keywords: ["church"]),
        ])
        #expect(story.schema == 4)
        let text = String(decoding: try OrderedJSONEncoder().encodePretty(story), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"schema\": 4,"))
        // Keywords are written only when a chapter has some; the story's other fields as before.
        #expect(text.contains(#""title": "Growing up",\#n      "synopsis": "The farm, the war."\#n    }"#))
        #expect(text.contains(#""keywords": [\#n        "church"\#n      ]"#))
        #expect(try Story.decoded(from: Data(text.utf8)) == story)
    }

    @Test func aStoryWithoutChaptersWritesNoKeyAndStaysPlain() throws {
        let story = try Story.decoded(from: Data(#"{"title": "T", "recorded": "2020-01-02"}"#.utf8))
        #expect(story.chapters.isEmpty && story.schema == Story.plainSchema)
        #expect(!String(decoding: try OrderedJSONEncoder().encodePretty(story), as: UTF8.self).contains("chapters"))
    }

    @Test(arguments: [
        (#"[{"start": -1, "title": "A"}]"#, #""chapters": chapter "A" should start at a number of seconds from 0 to 1000000, not -1.0"#),
        (#"[{"start": 1e300, "title": "Far"}]"#, #""chapters": chapter "Far" should start at a number of seconds from 0 to 1000000, not 1e+300"#),
        (#"[{"start": 4000, "title": "Late"}]"#, #""chapters": chapter "Late" starts at 1:06:40, after the recording ends (1:00:00)"#),
        (#"[{"start": 5, "title": " "}]"#, #""chapters": the chapter at 0:05 has no title"#),
        (#"[{"start": 5, "title": "A"}, {"start": 5.0001, "title": "B"}]"#,
         #""chapters": chapters "A" and "B" both start at 0:05"#),
    ])
    func wrongChaptersAreRefusedSayingWhich(chapters: String, message: String) {
        do {
            _ = try Story.decoded(from: Data(Self.story(chapters: chapters).utf8))
            Issue.record("read \(chapters)")
        } catch {
            #expect(DecodingErrorText.describe(error) == message)
        }
    }

    @Test func clockTextReadsAsPeopleSayTimes() {
        #expect(ClockText.of(seconds: 59.9) == "0:59")
        #expect(ClockText.of(seconds: 59.5, rounded: .toNearestOrAwayFromZero) == "1:00")
        #expect(ClockText.of(seconds: 3725) == "1:02:05")
        #expect(ClockText.of(seconds: .nan) == "0:00")
    }
}
