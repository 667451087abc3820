import Foundation
import Site
import StoryArchive
import Testing

/// A sealed story is on the site with its title and date but without its recording, its
/// transcript or its story.json, until a build on or after the day its seal lifts; the build
/// says so every time, and the first build from that day shows it whole without being asked.
@Suite struct SealedStoryTests {
    static let id = "2020-06-20-our-wedding-day"
    static let before = RecordedDate(year: 2030, month: 2, day: 28)!
    static let lifted = RecordedDate(year: 2030, month: 3, day: 1)!

    @Test func aSealedStoryShowsOnlyItsSealUntilABuildOnTheDayItLifts() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit(Self.id) { $0.sealedUntil = RecordedDate(year: 2030, month: 3, day: 1) }
        let sealed = try fixture.build(today: Self.before)
        #expect(sealed.stories == 14)
        #expect(sealed.warnings.contains { $0.file.hasSuffix("stories/\(Self.id)") && $0.message.hasPrefix("sealed until 2030-03-01") })
        let folder = fixture.site.appendingPathComponent("stories/\(Self.id)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("Sealed until 1 March 2030.") && page.contains("Our Wedding Day"))
        #expect(!page.contains("<audio") && !page.contains("Transcript") && !page.contains("Recording unavailable"))
        let search = try fixture.searchIndexText()
        #expect(search.contains("Our Wedding Day") && !search.contains("daisies"))
        let list = try String(contentsOf: fixture.site.appendingPathComponent("stories/index.html"), encoding: .utf8)
        #expect(list.contains("<p class=\"story-sealed\">Sealed until 1 March 2030</p>"))
        // Nothing changed on the same day: nothing written, and the keeper is told again.
        let again = try fixture.build(today: Self.before)
        #expect(again.written == 0 && again.warnings.contains { $0.message.hasPrefix("sealed until 2030-03-01") })

        let opened = try fixture.build(today: Self.lifted)
        #expect(opened.written > 0 && !opened.warnings.contains { $0.message.hasPrefix("sealed") })
        let whole = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(whole.contains("<audio") && whole.contains("daisies") && !whole.contains("Sealed until"))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("story.json").path))
    }

    @Test func storyJSONSaysSealedOnlyWhenItIsAndOnlyAsADay() throws {
        let story = Story(id: "2020-01-01-a", title: "A", recorded: Self.before)
        #expect(!String(decoding: try StoryJSON.encode(story, file: "story.json"), as: UTF8.self).contains("sealed"))
        var sealed = story
        sealed.sealedUntil = Self.lifted
        let marked = try StoryJSON.encode(sealed, file: "story.json")
        #expect(String(decoding: marked, as: UTF8.self).hasSuffix("  \"sealed_until\": \"2030-03-01\"\n}\n"))
        #expect(String(decoding: marked, as: UTF8.self).hasPrefix("{\n  \"schema\": 2,"))   // older StoryChops refuse it
        #expect(try JSONDecoder().decode(Story.self, from: marked).sealedUntil == Self.lifted)
        let timed = Data(#"{"title":"A","recorded":"2020-01-01","sealed_until":"2030-03-01T10:00:00Z"}"#.utf8)
        #expect(throws: DecodingError.self) { try Story.decoded(from: timed) }
    }
}
