import Foundation
import Site
import StoryArchive
import Testing

/// A private story stays in the archive and out of the site: no page, no list, no search entry,
/// no feed item, no recording; the build says so every time; made public, it is back.
@Suite struct PrivateStoryTests {
    @Test func aPrivateStoryLeavesTheSiteAndComesBackWhenMadePublic() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let id = "2020-06-20-our-wedding-day"
        try fixture.build()
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(id)/index.html").path))

        try fixture.edit(id) { $0.isPrivate = true }
        let report = try fixture.build()
        #expect(report.stories == 13)
        #expect(report.warnings.contains { $0.file.hasSuffix("stories/\(id)") && $0.message.hasPrefix("left out of the site, being private") })
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(id)").path))
        for file in ["index.html", "stories/index.html", "calendar/index.html"] {
            let text = try String(contentsOf: fixture.site.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains(id) && !text.contains("Our Wedding Day"), "\(file)")
        }
        let index = try fixture.searchIndexText()
        #expect(!index.contains(id) && !index.contains("Our Wedding Day") && !index.contains("wedding"))
        // A build with nothing changed still says what it leaves out.
        let again = try fixture.build()
        #expect(again.written == 0 && again.warnings.contains { $0.message.hasPrefix("left out of the site, being private") })

        try fixture.edit(id) { $0.isPrivate = false }
        #expect(try fixture.build().stories == 14)
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(id)/index.html").path))
    }

    @Test func storyJSONSaysPrivateOnlyWhenItIs() throws {
        let story = Story(id: "2020-01-01-a", title: "A", recorded: RecordedDate(year: 2020, month: 1, day: 1) ?? .init(Date(), in: .current))
        let plain = String(decoding: try StoryJSON.encode(story, file: "story.json"), as: UTF8.self)
        #expect(!plain.contains("private"))
        var hidden = story
        hidden.isPrivate = true
        let marked = try StoryJSON.encode(hidden, file: "story.json")
        #expect(String(decoding: marked, as: UTF8.self).hasSuffix("  \"private\": true\n}\n"))
        #expect(try JSONDecoder().decode(Story.self, from: marked).isPrivate)
    }
}
