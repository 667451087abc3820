import Bundle
import Foundation
import Ingest
import StoryArchive
import Testing

/// A story an older StoryChop wrote with a title over today's 1,000 characters (it never capped
/// `ingest --title` or the audio's tags) is exported and comes back from the bundle with its
/// title cut to the cap and everything else as it was: never left out, never a new story.
@Suite struct LongFieldRoundTripTests {
    static let id = "2020-06-20-our-wedding-day"

    @Test func aStoryWithATitleOverTheCapSurvivesExportAndReimport() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        let file = fixture.archive.storyDirectory(Self.id).appendingPathComponent("story.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        json["title"] = String(repeating: "w", count: 1_200)
        try JSONSerialization.data(withJSONObject: json).write(to: file)
        try fixture.makeSite()
        let exported = try fixture.export()
        #expect(exported.stories == 14)

        let restored = try Archive.create(at: fixture.folder.appending("restored").path, config: ArchiveConfig(title: "Restored"))
        let report = try StoryIngester(archive: restored).ingest([fixture.zipPath], options: RoundTripTests.options)
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        #expect(report.added.count == 14)
        let back = try #require(try restored.loadStories().stories.first { $0.id == Self.id })
        let before = try #require(try fixture.stories().first { $0.id == Self.id })
        #expect(back.title == String(repeating: "w", count: 1_000) && back == before)
    }
}
