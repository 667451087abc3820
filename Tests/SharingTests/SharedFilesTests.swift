import Foundation
@testable import Sharing
import Testing
import TestSupport

/// What of a site may be shared: hidden records, paths out of the site, and private or sealed
/// stories' files never; everything else the build wrote.
@Suite struct SharedFilesTests {
    /// A site with a public story, a private one (left by an older build), a sealed one, a stale
    /// folder of a removed story, a day with an entry, a list page and a hidden record.
    private func makeSite(_ temp: TemporaryDirectory) throws -> SharedFiles {
        let files = [
            "index.html", "stories/index.html", "stories/page-2.html", ".storychop-build",
            "stories/open/index.html", "stories/open/audio.m4a", "stories/open/story.json",
            "stories/hidden/index.html", "stories/hidden/audio.m4a",
            "stories/sealed/index.html", "stories/sealed/audio.m4a",
            "stories/removed/index.html",
            "days/2024-03-05/index.html", "days/2024-03-05/rose-check-in/entry.json",
            "days/2024/03/index.html", "assets/.secret",
        ]
        for file in files { _ = try temp.write("x", to: "site/" + file) }
        let items: [String: ItemShare] = [
            "stories/open/": .all, "stories/sealed/": .pageOnly, "days/2024-03-05/rose-check-in/": .all,
        ]
        return SharedFiles(site: temp.appending("site"), items: items)
    }

    @Test func refusesHiddenRecordsAndPathsThatLeaveTheSite() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let shared = try makeSite(temp)
        for path in [".storychop-build", "assets/.secret", "../storychop.yml", "stories/../.storychop-build",
                     "stories//open/index.html", "/etc/passwd", "stories\\open\\audio.m4a", "", "a\0b"] {
            #expect(!shared.allows(path), "\(path) should be refused")
        }
        #expect(shared.allows("index.html") && shared.allows("stories/page-2.html") && shared.allows("days/2024/03/index.html"))
    }

    @Test func aStorysChaptersFileAndOHMSRecordAreSharedAsItsOtherFilesAre() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let shared = try makeSite(temp)
        #expect(shared.allows("stories/open/chapters.json") && shared.allows("stories/open/ohms.xml"))
        for path in ["stories/sealed/chapters.json", "stories/sealed/ohms.xml", "stories/hidden/chapters.json", "stories/hidden/ohms.xml"] {
            #expect(!shared.allows(path), "\(path) should stay home")
        }
        #expect(MediaTypes.kind(of: "stories/open/chapters.json").type == "application/json")
        #expect(MediaTypes.kind(of: "stories/open/ohms.xml").type == "application/xml")
    }

    @Test func privateRemovedAndSealedStoriesShareOnlyWhatTheSiteShows() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let shared = try makeSite(temp)
        #expect(shared.allows("stories/open/audio.m4a") && shared.allows("stories/open/story.json"))
        #expect(!shared.allows("stories/hidden/index.html") && !shared.allows("stories/hidden/audio.m4a"))
        #expect(!shared.allows("stories/removed/index.html"))
        #expect(shared.allows("stories/sealed/index.html") && !shared.allows("stories/sealed/audio.m4a"))
        #expect(shared.allows("days/2024-03-05/rose-check-in/entry.json") && !shared.allows("days/2024-03-05/other/entry.json"))
    }

    @Test func listHoldsEverySharedFileAndNothingElse() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let shared = try makeSite(temp)
        let outside = try temp.write("family secret", to: "outside.txt")
        try FileManager.default.createSymbolicLink(atPath: temp.appending("site/stories/open/leak.txt").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: temp.appending("site/up").path, withDestinationPath: temp.url.path)
        let paths = try shared.list().map(\.path)
        #expect(paths == [
            "days/2024-03-05/index.html", "days/2024-03-05/rose-check-in/entry.json", "days/2024/03/index.html",
            "index.html", "stories/index.html", "stories/open/audio.m4a", "stories/open/index.html",
            "stories/open/story.json", "stories/page-2.html", "stories/sealed/index.html",
        ])
        #expect(try shared.list().allSatisfy { $0.size == 1 })
        #expect(shared.realFile(for: "stories/open/leak.txt") == nil)
        #expect(shared.realFile(for: "stories/open/audio.m4a") != nil)
    }

    @Test func coversOnlyWhileNothingSharedBeforeIsSharedLessNow() {
        let site = URL(fileURLWithPath: "/nowhere/site")
        func shared(_ items: [String: ItemShare]) -> SharedFiles { SharedFiles(site: site, items: items) }
        let before = shared(["stories/a/": .all, "stories/b/": .pageOnly])
        #expect(shared(["stories/a/": .all, "stories/b/": .pageOnly, "stories/new/": .all]).covers(before))
        #expect(shared(["stories/a/": .all, "stories/b/": .all]).covers(before))   // a seal lifted
        #expect(!shared(["stories/b/": .pageOnly]).covers(before))                 // a made private or removed
        #expect(!shared(["stories/a/": .pageOnly, "stories/b/": .pageOnly]).covers(before))   // a sealed
        #expect(!shared(["stories/a/": .all]).covers(before))                      // b private
    }

    @Test func aSiteNotBuiltYetSaysToBuildIt() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let shared = SharedFiles(site: temp.appending("site"), items: [:])
        #expect { try shared.list() } throws: { "\($0)".contains("storychop build") }
    }
}
