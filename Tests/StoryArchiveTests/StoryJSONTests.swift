import Foundation
import StoryCore
import StoryArchive
import Testing
import TestSupport

@Suite struct StoryJSONTests {
    static func sample() throws -> Story {
        Story(id: "2024-03-05-the-day-we-moved", title: "The day we moved", prompt: "Where did you grow up?",
              category: "Childhood", narrator: "Grandma Rose",
              recorded: try #require(RecordedDate(parsing: "2024-03-05T14:30:00+01:00")), duration: 18.25,
              audio: AudioFile(file: "audio.m4a", format: "m4a", codec: "aac", bytes: 1234,
                               sha256: String(repeating: "ab", count: 32), sampleRate: 22050, channels: 1),
              transcript: nil, mood: Mood(rawValue: 0), tags: ["moving", "café"],
              source: Source(originalFile: "moved.m4a", importedAt: "2026-11-21T10:00:00Z"))
    }

    @Test func writesFieldsInALogicalOrderWithNullsVisible() throws {
        let text = try OrderedJSONEncoder().encode(Self.sample()).prettyPrinted()
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["schema", "id", "kind", "title", "prompt", "category", "narrator", "language", "recorded", "duration",
                         "audio", "transcript", "mood", "tags", "source"])
        #expect(text.contains("\"transcript\": null"))
        #expect(text.contains("\"language\": null"))   // the archive's language, shown so a keeper can set it
        #expect(text.contains("\"mood\": 0"))   // Low is 0, not "no mood"
        #expect(text.contains("\"sample_rate\": 22050"))
        #expect(text.contains("\"café\""))      // UTF-8 kept readable, not \u escaped
        #expect(text.hasSuffix("}\n"))
    }

    @Test func roundTripsAndIsStable() throws {
        let story = try Self.sample()
        let first = try OrderedJSONEncoder().encodePretty(story)
        let decoded = try JSONDecoder().decode(Story.self, from: first)
        #expect(decoded == story)
        #expect(try OrderedJSONEncoder().encodePretty(decoded) == first)
    }

    /// The key order and layout are part of the archive format: every story.json of the sample
    /// archive, read and written again, is the same bytes.
    @Test func sampleStoriesRoundTripByteForByte() throws {
        let stories = RepositoryPaths.sampleArchive.appendingPathComponent("stories")
        let folders = try FileManager.default.contentsOfDirectory(atPath: stories.path).filter { !$0.hasPrefix(".") }
        #expect(folders.count >= 10)
        for folder in folders {
            let file = stories.appendingPathComponent(folder).appendingPathComponent("story.json")
            let bytes = try Data(contentsOf: file)
            let story = try JSONDecoder().decode(Story.self, from: bytes)
            #expect(try StoryJSON.encode(story, file: file.path) == bytes, "\(folder)")
        }
    }

    @Test func escapesWhatJSONRequires() {
        let value = JSONValue.object([.init("t", .string("a\"b\\c\nd\u{1}e\u{2028}"))])
        #expect(value.compact() == #"{"t":"a\"b\\c\nd\u0001e\u2028"}"#)
    }

    @Test func readsAHandEditedStoryWithFieldsLeftOut() throws {
        let json = #"{"id": "x", "title": "T", "recorded": "2020-01-02"}"#
        let story = try JSONDecoder().decode(Story.self, from: Data(json.utf8))
        #expect(story.tags == [] && story.kind == .voice && story.mood == nil && story.schema == Story.plainSchema)
        #expect(story.language == nil)   // written before stories had a language: the archive's
    }

    /// `private` and `sealed_until` are written only when set, and a story with either is
    /// schema 2 however it got it: made so, given schema 1 after (a re-import), or hand-edited.
    @Test func aPrivateOrSealedStoryIsSchemaTwoHoweverItIsMade() throws {
        var story = try Self.sample()
        #expect(!String(decoding: try OrderedJSONEncoder().encodePretty(story), as: UTF8.self).contains("private"))
        story.sealedUntil = RecordedDate(year: 2030, month: 3, day: 1)
        story.schema = Story.plainSchema
        #expect(story.schema == 2)
        let json = #"{"schema": 1, "title": "T", "recorded": "2020-01-02", "private": true}"#
        let edited = try Story.decoded(from: Data(json.utf8))
        let text = String(decoding: try OrderedJSONEncoder().encodePretty(edited), as: UTF8.self)
        #expect(text.hasPrefix("{\n  \"schema\": 2,") && text.hasSuffix("  \"private\": true\n}\n"))
    }

    @Test func aStoryLanguageIsWrittenAfterTheNarratorAndReadBack() throws {
        var story = try Self.sample()
        story.language = "zh-Hant"
        let data = try OrderedJSONEncoder().encodePretty(story)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"narrator\": \"Grandma Rose\",\n  \"language\": \"zh-Hant\",\n  \"recorded\""))
        #expect(try JSONDecoder().decode(Story.self, from: data) == story)
    }

    /// A story's mood is a rating on the built-in story scale, kept in story.json as its value.
    @Test func aMoodIsARatingOnTheStoryScaleWrittenAsItsValue() throws {
        for value in 0...4 {
            let json = #"{"id": "x", "title": "T", "recorded": "2020-01-02", "mood": \#(value)}"#
            var story = try JSONDecoder().decode(Story.self, from: Data(json.utf8))
            let step = try #require(MoodScales.story.step(value))
            #expect(story.mood?.rating == MoodRating(scale: "story", value: value, word: step.word))
            #expect(try OrderedJSONEncoder().encode(story).prettyPrinted().contains("\"mood\": \(value),\n"))
            story.mood = nil
            #expect(try OrderedJSONEncoder().encode(story).prettyPrinted().contains("\"mood\": null,\n"))
        }
        #expect(MoodScales.story.steps.map(\.word) == ["Low", "Down", "Okay", "Happy", "Amazing"])
        #expect(Mood.scaleDescription == "a whole number from 0 to 4 (0 Low, 1 Down, 2 Okay, 3 Happy, 4 Amazing)")
        do {
            _ = try JSONDecoder().decode(Story.self, from: Data(#"{"title": "T", "recorded": "2020-01-02", "mood": 7}"#.utf8))
            Issue.record("decoded mood 7")
        } catch {
            #expect(DecodingErrorText.describe(error) == "\"mood\": should be \(Mood.scaleDescription), not 7")
        }
    }

    @Test(arguments: [
        (#"{"id": "x", "title": "T", "recorded": "yesterday"}"#, "recorded"),
        (#"{"id": "x", "title": "T", "recorded": "2020-01-02", "mood": "happy"}"#, "mood"),
        (#"{"id": "x", "recorded": "2020-01-02"}"#, "title"),
        (#"{"id": "x", "title": "T", "recorded": "2020-01-02", "language": "German"}"#, "language"),
    ])
    func explainsWhatIsWrong(json: String, field: String) {
        do {
            _ = try Story.decoded(from: Data(json.utf8))
            Issue.record("decoded \(json)")
        } catch {
            #expect(DecodingErrorText.describe(error).contains("\"\(field)\""))
        }
    }
}
