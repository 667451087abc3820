import Foundation
import Site
import SiteCheck
import StoryArchive
import Testing
import TestSupport
import XMLIO

/// The built site of `sample-archive/`, read back with libxml2.
@Suite struct SitePagesTests {
    @Test func everyPageIsThereAndEveryLinkWorksFromAFolder() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let report = try fixture.build()
        #expect(report.stories == 14)
        for path in ["index.html", "stories/index.html", "prompts/index.html", "people/index.html", "years/index.html",
                     "calendar/index.html", "calendar/2024/index.html", "search/index.html", "search/index.js",
                     "about/index.html", "assets/style.css", "assets/storychop.js"] {
            #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(path).path), "\(path)")
        }
        let check = SiteChecker.check(siteDirectory: fixture.site)
        #expect(check.isClean, "\(check.problems.map(\.message))")
        // Without a base URL there are no feeds: they need absolute links.
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("feed.xml").path))
    }

    /// More of the home page in `HomeAndPromptPagesTests`.
    @Test func theHomePageHasTheTitleTheLanguageAndFiveRecent() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let home = try fixture.page("index.html")
        #expect(home.root?.attribute("lang") == "en")
        #expect(home.firstText("h1") == "The Miller Family Stories")
        let recent = home.elements(named: "ul").first { $0.attribute("class") == "story-list" }
        #expect(recent?.elements(named: "li").count == 5)
        #expect(home.elements(named: "a").contains { $0.text.hasPrefix("View all stories") && $0.attribute("href") == "stories/index.html" })
    }

    @Test func allStoriesAreListedNewestFirst() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let list = try fixture.page("stories/index.html")
        let dates = list.elements(named: "time").compactMap { $0.attribute("datetime") }.filter { !$0.hasPrefix("PT") }
        #expect(dates.count == 14)
        #expect(dates == dates.sorted(by: >))
    }

    @Test func aStoryPageHasTitlePlayerDownloadTranscriptAndNeighbours() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("stories/2024-03-09-how-we-met/index.html")
        #expect(page.firstText("h1") == "How We Met")
        let audio = try #require(page.elements(named: "audio").first)
        #expect(audio.attribute("controls") != nil && audio.attribute("preload") == "none")
        #expect(audio.attribute("aria-label") == "Recording: How We Met")
        let source = try #require(audio.elements(named: "source").first)
        #expect(source.attribute("src") == "audio.m4a" && source.attribute("type") == "audio/mp4")
        #expect(page.elements(named: "a").contains { $0.attribute("download") != nil && $0.attribute("href") == "audio.m4a" })
        // Times are plain text until the page's script makes them buttons: no link leaves the page.
        let times = page.elements(withClass: "cue-time")
        #expect(times.count == 4)
        #expect(times.allSatisfy { $0.name == "span" && $0.attribute("href") == nil })
        #expect(page.elements(withClass: "cue").first?.attribute("data-start") == "0.250")
        let player = try #require(page.elements(withClass: "player").first)
        #expect(player.attribute("data-story") == "2024-03-09-how-we-met")
        #expect(page.elements(withClass: "player-play").first?.text.contains("(0:17)") == true)
        #expect(page.elements(withClass: "mood").first?.text == "Mood: Amazing")
        #expect(page.elements(named: "a").contains { $0.attribute("rel") == "prev" })
        #expect(page.elements(named: "a").contains { $0.attribute("rel") == "next" })
        for file in ["audio.m4a", "transcript.vtt", "story.json"] {
            #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/2024-03-09-how-we-met/" + file).path))
        }
    }

    @Test func aStoryWithoutATranscriptSaysSoAndTheBuildWarns() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let report = try fixture.build()
        let page = try fixture.page("stories/2023-11-23-sledding-down-millers-hill/index.html")
        #expect(page.text.contains("Transcript unavailable"))
        #expect(report.warnings.contains { $0.file.hasSuffix("2023-11-23-sledding-down-millers-hill") && $0.message.contains("no transcript") })
    }

    @Test func aMissingRecordingSaysRecordingUnavailable() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try FileManager.default.removeItem(at: fixture.archive.storyDirectory("2024-03-09-how-we-met").appendingPathComponent("audio.m4a"))
        let report = try fixture.build()
        let page = try fixture.page("stories/2024-03-09-how-we-met/index.html")
        #expect(page.text.contains("Recording unavailable"))
        #expect(page.elements(named: "audio").isEmpty)
        #expect(report.warnings.contains { $0.message.contains("missing") })
        #expect(report.damaged == [fixture.archive.storyDirectory("2024-03-09-how-we-met").appendingPathComponent("audio.m4a").path])
    }

    @Test func aLongTranscriptIsFoldedAfterAFewLines() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let id = "2024-03-09-how-we-met"
        var vtt = "WEBVTT\n\n"
        for index in 0..<20 { vtt += String(format: "00:00:%02d.000 --> 00:00:%02d.500\nLine %d\n\n", index, index, index) }
        try Data(vtt.utf8).write(to: fixture.archive.storyDirectory(id).appendingPathComponent("transcript.vtt"))
        try fixture.build()
        let page = try fixture.page("stories/\(id)/index.html")
        let details = try #require(page.elements(named: "details").first)
        #expect(details.elements(named: "summary").first?.text == "Show the whole transcript")
        #expect(details.elements(withClass: "cue").count == 20 - 6)
    }

    @Test func theCalendarLinksDaysToTheirStoriesWithMoodInWords() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let year = try fixture.page("calendar/2024/index.html")
        let march = try #require(year.allElements.first { $0.attribute("aria-labelledby") == "m-2024-03" })
        #expect(march.text.contains("March 2024"))
        let dayLinks = march.elements(named: "a").filter { $0.attribute("href")?.hasPrefix("#day-2024-03-") == true }
        #expect(dayLinks.count == 4)
        #expect(dayLinks.contains { $0.text.contains("Amazing") })   // the mood's word, not just its colour
        #expect(year.allElements.contains { $0.attribute("id") == "day-2024-03-09" })
    }

    @Test func feedsAreWrittenWithABaseURL() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build(baseURL: "https://example.org/miller")
        let feed = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.components(separatedBy: "<item").count - 1 == 14)   // `<item xml:lang="ar">` for a story in another language
        #expect(feed.contains(#"<enclosure url="https://example.org/miller/stories/2024-03-09-how-we-met/audio.m4a" length="81008" type="audio/mp4"/>"#))
        #expect(feed.contains(#"<podcast:transcript url="https://example.org/miller/stories/2024-03-09-how-we-met/transcript.vtt" type="text/vtt""#))
        for name in ["atom.xml", "sitemap.xml"] {
            #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent(name).path))
        }
    }

    /// A transcript over the limit already in the archive (`truncate -s 1G`) is neither read
    /// nor copied into the site: the build says so and the page has no transcript.
    @Test func aTranscriptOverTheLimitIsLeftOutOfTheSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let id = "2024-03-09-how-we-met"
        let handle = try FileHandle(forWritingTo: fixture.archive.storyDirectory(id).appendingPathComponent("transcript.vtt"))
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let report = try fixture.build()
        #expect(report.warnings.contains { $0.file.hasSuffix("\(id)/story.json") && $0.message.hasPrefix("this transcript is 1.0 GB, larger than the 16 MB") })
        #expect(!FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("stories/\(id)/transcript.vtt").path))
    }

    /// RSS readers take `<description>` as HTML: markup typed in a prompt reaches them as text.
    /// A sealed story's item says nothing of its recording, not even how long it is.
    @Test func feedItemsCarryPromptsAsTextAndNothingOfASealedRecording() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.edit("2024-03-09-how-we-met") { $0.prompt = "<img src=x onerror=alert(1)> & more" }
        try fixture.edit("2019-11-11-letters-from-the-war") { $0.sealedUntil = RecordedDate(year: 2999, month: 1, day: 1) }
        try fixture.build(baseURL: "https://example.org/miller")
        let feed = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        #expect(feed.contains("&amp;lt;img src=x onerror=alert(1)&amp;gt; &amp;amp; more"))
        #expect(!feed.contains("&lt;img"))
        let items = feed.components(separatedBy: "<item")
        let sealed = try #require(items.first { $0.contains("2019-11-11-letters-from-the-war") })
        #expect(!sealed.contains("itunes:duration") && !sealed.contains("<enclosure"))
        let open = try #require(items.first { $0.contains("2024-03-09-how-we-met") })
        #expect(open.contains("<itunes:duration>"))
    }

    @Test func theFeedsCarryTheNewestFeedItemsAndTheSiteTheRest() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let settings = fixture.archive.configFile
        try (try String(contentsOf: settings, encoding: .utf8) + "feed_items: 3\n").write(to: settings, atomically: true, encoding: .utf8)
        try fixture.build(baseURL: "https://example.org/miller")
        let feed = try String(contentsOf: fixture.site.appendingPathComponent("feed.xml"), encoding: .utf8)
        let atom = try String(contentsOf: fixture.site.appendingPathComponent("atom.xml"), encoding: .utf8)
        #expect(feed.components(separatedBy: "<item>").count - 1 == 3 && atom.components(separatedBy: "<entry>").count - 1 == 3)
        let newest = try fixture.archive.loadStories().stories.sorted { $0.recorded > $1.recorded }.prefix(3)
        for story in newest { #expect(feed.contains("stories/\(story.id)/index.html"), "\(story.id)") }
        let all = try String(contentsOf: fixture.site.appendingPathComponent("stories/index.html"), encoding: .utf8)
        #expect(all.components(separatedBy: "<div class=\"story-card\"").count - 1 == 14, "every story is on the site")
    }
}
