import Foundation
@testable import Site
import SiteCheck
import StoryArchive
import Testing
import TestSupport
import XMLIO

/// The standards' own formats on the site, read back by the libraries others read them with
/// (`StandardsChecks`: pyld, podcastparser, lxml's libxml2): schema.org JSON-LD on every story
/// page, `chapters.json` with `podcast:chapters` and `podcast:person` in the feed, and each
/// story's OHMS record.
@Suite struct StandardFormatsTests {
    static let id = "2024-03-05-the-day-we-moved"
    static let base = "https://family.example/stories/"
    static let chapters = [
        StoryChapter(start: 0, title: "Leaving the farm"),
        StoryChapter(start: 7.5, title: "The new house", synopsis: "Rose sees the house on Elm Street.", keywords: ["Elm Street", "moving"]),
    ]

    /// The sample with chapters in one story, built with a base URL.
    static func site() throws -> SiteFixture {
        let fixture = try SiteFixture()
        try fixture.edit(id) { $0.chapters = chapters }
        try fixture.build(baseURL: base)
        return fixture
    }

    /// The page's JSON-LD as pyld expands it: its one node.
    static func expanded(_ fixture: SiteFixture, _ id: String, base: String) throws -> [String: Any] {
        let path = fixture.site.appendingPathComponent("stories/\(id)/index.html").path
        let answer = try StandardsChecks.object("jsonld", [path, "--base", base + "stories/\(id)/index.html"])
        #expect(answer["blocks"] as? Int == 1, "one JSON-LD block in the page")
        let nodes = try #require(answer["expanded"] as? [[String: Any]])
        return try #require(nodes.first)
    }

    /// The first `@value` or `@id` of an expanded property.
    static func value(_ node: [String: Any], _ property: String) -> Any? {
        guard let first = (node["http://schema.org/" + property] as? [[String: Any]])?.first else { return nil }
        return first["@value"] ?? first["@id"]
    }

    @Test func everyStoryPageDescribesItsRecordingAsSchemaOrgDefinesIt() throws {
        let fixture = try Self.site()
        defer { fixture.remove() }
        let stories = try fixture.archive.loadStories().stories
        let iso = try Regex("^PT([0-9]+H)?[0-9]+M[0-9]+S$")
        for story in stories {
            let node = try Self.expanded(fixture, story.id, base: Self.base)
            #expect(node["@type"] as? [String] == ["http://schema.org/AudioObject"], "\(story.id)")
            #expect(Self.value(node, "name") as? String == story.title)
            let duration = try #require(Self.value(node, "duration") as? String)
            #expect(duration.wholeMatch(of: iso) != nil, "\(duration) is an ISO 8601 duration")
            #expect(duration == DisplayText.isoDuration(try #require(story.duration)))
            #expect(Self.value(node, "inLanguage") as? String == story.language ?? "en")
            #expect(Self.value(node, "dateCreated") as? String == story.recorded.description)
            if let narrator = story.narrator {
                let creator = try #require((node["http://schema.org/creator"] as? [[String: Any]])?.first)
                #expect(creator["@type"] as? [String] == ["http://schema.org/Person"])
                #expect(Self.value(creator, "name") as? String == narrator)
            }
            // The file the page's player plays, by its full address.
            let page = try fixture.page("stories/\(story.id)/index.html")
            let played = try #require(page.elements(named: "source").first?.attribute("src"))
            #expect(Self.value(node, "contentUrl") as? String == Self.base + "stories/\(story.id)/" + played)
            #expect(Self.value(node, "encodingFormat") as? String == page.elements(named: "source").first?.attribute("type"))
            #expect((Self.value(node, "transcript") as? String)?.isEmpty == (story.transcript == nil ? nil : false))
        }
    }

    @Test func chaptersAreClipsWithOffsetsAndLinksToTheirMoment() throws {
        let fixture = try Self.site()
        defer { fixture.remove() }
        let node = try Self.expanded(fixture, Self.id, base: Self.base)
        let clips = try #require(node["http://schema.org/hasPart"] as? [[String: Any]])
        #expect(clips.count == 2)
        let page = Self.base + "stories/\(Self.id)/index.html"
        let expected: [(String, Double, Double, String)] = [("Leaving the farm", 0, 7.5, page + "#t=0"), ("The new house", 7.5, 18.251, page + "#t=7.5")]
        for (clip, (name, start, end, url)) in zip(clips, expected) {
            #expect(clip["@type"] as? [String] == ["http://schema.org/Clip"])
            #expect(Self.value(clip, "name") as? String == name)
            #expect((Self.value(clip, "startOffset") as? NSNumber)?.doubleValue == start)
            #expect((Self.value(clip, "endOffset") as? NSNumber)?.doubleValue == end)
            #expect(Self.value(clip, "url") as? String == url)
        }
        #expect(Self.value(clips[1], "description") as? String == "Rose sees the house on Elm Street.")
        let transcript = try #require(Self.value(node, "transcript") as? String)
        #expect(transcript.hasPrefix("I was seven when we moved to Maple Street.\nPapa tied the mattress"))
    }

    @Test func withoutABaseURLTheLinksAreThePagesOwnAndResolveFromWhereverItIs() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit(Self.id) { $0.chapters = Self.chapters }
        try fixture.build()
        let folder = fixture.site.appendingPathComponent("stories/\(Self.id)/").absoluteString
        let node = try Self.expanded(fixture, Self.id, base: folder.replacingOccurrences(of: "stories/\(Self.id)/", with: ""))
        #expect(Self.value(node, "url") as? String == folder + "index.html")
        let clips = try #require(node["http://schema.org/hasPart"] as? [[String: Any]])
        #expect(Self.value(clips[1], "url") as? String == folder + "index.html#t=7.5")
        #expect((Self.value(node, "contentUrl") as? String)?.hasPrefix(folder) == true)
        #expect(SiteChecker.check(siteDirectory: fixture.site).isClean)
    }

    @Test func aTitleCannotEndTheScriptItIsIn() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let title = "Moving </script><script>alert(1)</script> & <!-- day"
        try fixture.edit(Self.id) { $0.title = title }
        try fixture.build()
        let html = try String(contentsOf: fixture.site.appendingPathComponent("stories/\(Self.id)/index.html"), encoding: .utf8)
        #expect(!html.contains("<script>alert(1)"))
        let scripts = try fixture.page("stories/\(Self.id)/index.html").elements(named: "script")
            .filter { $0.attribute("type") == "application/ld+json" }
        #expect(scripts.count == 1)
        let script = try #require(scripts.first)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(script.text.utf8)) as? [String: Any])
        #expect(json["name"] as? String == title)
        #expect(SiteChecker.check(siteDirectory: fixture.site).problems(.parseError).isEmpty)
    }

    @Test func aSealedStoryTellsNothingOfItsRecordingTranscriptOrChapters() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit(Self.id) {
            $0.chapters = Self.chapters
            $0.sealedUntil = RecordedDate(year: 2030, month: 3, day: 1)
        }
        try fixture.build(baseURL: Self.base, today: RecordedDate(year: 2026, month: 1, day: 1))
        let node = try Self.expanded(fixture, Self.id, base: Self.base)
        #expect(Self.value(node, "name") as? String == "The Day We Moved")
        for property in ["contentUrl", "encodingFormat", "transcript", "hasPart"] {
            #expect(node["http://schema.org/" + property] == nil, "a sealed story's JSON-LD has no \(property)")
        }
        let folder = fixture.site.appendingPathComponent("stories/\(Self.id)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["index.html"])
        let feed = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(!feed.contains("stories/\(Self.id)/chapters.json"))
    }

    @Test func theFeedNamesEachStorysChaptersAndNarratorAsPodcastparserReadsThem() throws {
        let fixture = try Self.site()
        defer { fixture.remove() }
        let feed = fixture.site.appendingPathComponent("feed.xml").path
        let answer = try StandardsChecks.object("feed", [feed, "--site", fixture.site.path, "--base", Self.base])
        let episodes = try #require(answer["episodes"] as? [[String: Any]])
        #expect(episodes.count == 14)
        let moved = try #require(episodes.first { $0["title"] as? String == "The Day We Moved" })
        #expect(moved["chapters_url"] as? String == Self.base + "stories/\(Self.id)/chapters.json")
        let chapters = try #require(moved["chapters"] as? [String: Any])
        #expect(chapters["version"] as? String == "1.2.0")
        let items = try #require(chapters["chapters"] as? [[String: Any]])
        #expect(items.map { $0["title"] as? String } == ["Leaving the farm", "The new house"])
        #expect(items.map { ($0["startTime"] as? NSNumber)?.doubleValue } == [0, 7.5])
        let persons = try #require(moved["persons"] as? [[String: Any]])
        #expect(persons.count == 1 && persons[0]["name"] as? String == "Grandma Rose" && persons[0]["role"] as? String == "guest")
        #expect(moved["transcript_url"] as? String == Self.base + "stories/\(Self.id)/transcript.vtt")
        // Stories without chapters name no chapters file (this one has some, and so have the
        // sample's How We Met and Our Wedding Day); one without a narrator names no person.
        #expect(episodes.filter { $0["chapters_url"] is String }.count == 3)
        let sledding = try #require(episodes.first { $0["title"] as? String == "Sledding down Miller's Hill" })
        #expect((sledding["persons"] as? [Any])?.isEmpty ?? true)
    }

    @Test func theChaptersFileGoesWhenTheChaptersDo() throws {
        let fixture = try Self.site()
        defer { fixture.remove() }
        let file = fixture.site.appendingPathComponent("stories/\(Self.id)/chapters.json")
        #expect(FileManager.default.fileExists(atPath: file.path))
        try fixture.edit(Self.id) { $0.chapters = [] }
        try fixture.build(baseURL: Self.base)
        #expect(!FileManager.default.fileExists(atPath: file.path))
        let feed = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(!feed.contains("stories/\(Self.id)/chapters.json"))
    }

    @Test func theOHMSRecordHoldsEveryChapterAndEveryCue() throws {
        let fixture = try Self.site()
        defer { fixture.remove() }
        let path = fixture.site.appendingPathComponent("stories/\(Self.id)/ohms.xml").path
        let record = try StandardsChecks.object("ohms", [path])
        #expect(record["version"] as? String == "6.0" && record["title"] as? String == "The Day We Moved")
        #expect(record["interviewee"] as? String == "Grandma Rose" && record["duration"] as? String == "00:00:18")
        #expect(record["id"] as? String == String(OHMSRecord.recordID(of: Self.id)) && record["dt"] as? String == "2024-03-05")
        let points = try #require(record["points"] as? [[String: Any?]])
        #expect(points.map { $0["time"] as? String } == ["0", "7"])
        #expect(points.map { $0["title"] as? String } == ["Leaving the farm", "The new house"])
        #expect(points[1]["synopsis"] as? String == "Rose sees the house on Elm Street.")
        #expect(points[1]["keywords"] as? String == "Elm Street;moving")
        let vtt = try #require(record["vtt_transcript"] as? String)
        let original = try String(contentsOf: fixture.archive.storyDirectory(Self.id).appendingPathComponent("transcript.vtt"), encoding: .utf8)
        let cues = original.components(separatedBy: "\n\n").dropFirst().filter { $0.contains("-->") }
        #expect(!cues.isEmpty)
        for cue in cues {
            let text = cue.split(separator: "\n").dropFirst().joined(separator: "\n")
            #expect(vtt.contains(cue), "the cue \"\(text)\" is in the OHMS transcript, with its times")
        }
        #expect(vtt.components(separatedBy: "-->").count == original.components(separatedBy: "-->").count)
        #expect(record["media_url"] as? String == Self.base + "stories/\(Self.id)/audio.m4a")
    }

    @Test func aStoryWithAPlainTranscriptGivesItsTextAndNoChaptersAnEmptyIndex() throws {
        let fixture = try Self.site()
        defer { fixture.remove() }
        let id = "2024-03-24-sunday-dinners"
        let record = try StandardsChecks.object("ohms", [fixture.site.appendingPathComponent("stories/\(id)/ohms.xml").path])
        #expect((record["points"] as? [Any])?.isEmpty == true)
        #expect(record["vtt_transcript"] is NSNull)
        let plain = try String(contentsOf: fixture.archive.storyDirectory(id).appendingPathComponent("transcript.txt"), encoding: .utf8)
        #expect((record["transcript"] as? String)?.trimmingCharacters(in: .whitespacesAndNewlines) == plain.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
