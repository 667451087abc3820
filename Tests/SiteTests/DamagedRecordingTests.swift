import Foundation
import Site
import StoryArchive
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A recording overwritten in place — same size, its modification time set back — is noticed
/// by the next build, checked against its SHA-256, and shown as damaged: a note on its page
/// instead of a dead player, a warning naming it, and the build's report listing it.
@Suite struct DamagedRecordingTests {
    static let id = "2020-06-20-our-wedding-day"

    @Test func aRecordingZeroedInPlaceBehindItsOldTimeIsFoundDamaged() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        #expect(try fixture.build().damaged.isEmpty)
        let story = try fixture.archive.readStory(in: fixture.archive.storyDirectory(Self.id)).get()
        let audio = fixture.archive.storyDirectory(Self.id).appendingPathComponent(try #require(story.audio?.file)).path
        try FileDamage.zeroInPlaceKeepingTime(audio)

        let report = try fixture.build()
        #expect(report.damaged == [audio])
        #expect(report.warnings.contains { $0.file == audio && $0.message.hasPrefix("the recording is damaged: its bytes are not the ones its checksum records") })
        let page = try String(contentsOf: fixture.site.appendingPathComponent("stories/\(Self.id)/index.html"), encoding: .utf8)
        #expect(page.contains("This recording is damaged") && !page.contains("<audio") && !page.contains("Recording unavailable"))
        // Until it is repaired, every build checks it again and says so; deleted, it is missing.
        #expect(try fixture.build().damaged == [audio])
        try FileManager.default.removeItem(atPath: audio)
        let missing = try fixture.build()
        #expect(missing.damaged == [audio] && missing.warnings.contains { $0.message.hasPrefix("the recording is missing") })
    }

    @Test func aRecordingCutShortIsDamaged() throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let audio = fixture.archive.storyDirectory(Self.id).appendingPathComponent("audio.caf").path
        let handle = try #require(FileHandle(forWritingAtPath: audio))
        try handle.truncate(atOffset: 1_000)
        try handle.close()
        let report = try fixture.build()
        #expect(report.damaged == [audio])
        #expect(report.warnings.contains { $0.message.hasPrefix("the recording is damaged: it is not the size story.json records") })
    }
}
