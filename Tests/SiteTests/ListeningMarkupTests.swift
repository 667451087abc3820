import Foundation
import Testing
import XMLIO

/// What the pages' scripts (assets/player.js, storychop.js, playlist.js) build on, read back
/// with libxml2: the large player's controls start hidden behind the native `<audio controls>`,
/// lists carry each card's recording for "Play all", and "Share" is offered only where the site
/// will be published. The scripts themselves are tried in Chromium by Tests/Browser.
@Suite struct ListeningMarkupTests {
    @Test func theStoryPageHasTheLargePlayerBehindTheNativeOne() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let page = try fixture.page("stories/2024-03-05-the-day-we-moved/index.html")
        let player = try #require(page.elements(withClass: "player").first)
        #expect(player.attribute("data-duration").flatMap(Double.init).map { $0 > 5 } == true)
        let audio = try #require(player.elements(named: "audio").first)
        #expect(audio.attribute("controls") != nil, "without JavaScript the browser's own controls play")
        let controls = try #require(player.elements(withClass: "player-controls").first)
        #expect(controls.attribute("hidden") != nil)
        for name in ["player-play", "player-back", "player-forward", "player-seek", "player-speed"] {
            #expect(controls.elements(withClass: name).count == 1, "\(name)")
        }
        #expect(controls.elements(withClass: "player-time").first?.text.hasPrefix("0:00 of 0:") == true)
        #expect(player.elements(withClass: "player-resume").first?.attribute("hidden") != nil)
        // Title, teller and player come before the details.
        let order = page.allElements.compactMap { element -> String? in
            let classes = element.attribute("class") ?? ""
            if element.name == "h1" { return "title" }
            if classes == "story-byline" { return "teller" }
            if classes == "player" { return "player" }
            if classes == "story-facts" { return "facts" }
            return nil
        }
        #expect(order == ["title", "teller", "player", "facts"])
    }

    /// With ffmpeg (scripts/install-deps.sh --extras), every card plays its recording's levelled copy.
    @Test func listsCarryEachCardsRecordingForPlayAll() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build(transcode: true)
        for path in ["index.html", "stories/index.html", "years/2024/index.html", "people/grandma-rose/index.html",
                     "prompts/childhood/index.html", "calendar/2024/index.html", "search/index.html"] {
            let page = try fixture.page(path)
            let box = try #require(page.elements(withClass: "list-player").first, "\(path)")
            #expect(box.attribute("hidden") != nil, "Play all needs JavaScript: hidden without it")
            #expect(box.elements(withClass: "play-all").count == 1)
            #expect(box.elements(withClass: "now-playing").first?.attribute("role") == "status")
            let cards = page.elements(withClass: "story-card")
            #expect(!cards.isEmpty && cards.allSatisfy { $0.attribute("data-src") != nil }, "\(path)")
            #expect(page.elements(withClass: "card-play").count == cards.count)
        }
        let all = try fixture.page("stories/index.html")
        let moved = try #require(all.elements(withClass: "story-card").first { $0.attribute("data-story") == "2024-03-05-the-day-we-moved" })
        #expect(moved.attribute("data-src") == "../stories/2024-03-05-the-day-we-moved/audio-playable.m4a")
        #expect(moved.attribute("data-type") == "audio/mp4")
    }

    @Test func shareIsOfferedOnlyOnAPublishedSite() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        try fixture.build()
        let path = "stories/2024-03-09-how-we-met/index.html"
        #expect(try fixture.page(path).elements(withClass: "share-button").isEmpty)
        try fixture.build(baseURL: "https://example.org/miller")
        let button = try #require(try fixture.page(path).elements(withClass: "share-button").first)
        #expect(button.attribute("data-url") == "https://example.org/miller/" + path)
    }
}
