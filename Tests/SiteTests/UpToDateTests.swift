import Foundation
@testable import Site
import StoryArchive
import Testing

/// The first question of every rebuild, asked of the last build's state while the settings are
/// read beside it: what changed, if anything.
@Suite struct UpToDateTests {
    /// The sample archive built once, with the settings and story list the build recorded.
    private func builtSite() throws -> (SiteFixture, MappedFile, settings: String, storyList: String) {
        let fixture = try SiteFixture()
        try fixture.build()
        let state = try #require(BuildState.read(from: fixture.site))
        let recorded = BuildState.load(from: fixture.site)
        return (fixture, state, recorded.settings, try #require(recorded.inputs[SiteInputs.storyListKey]))
    }

    @Test func nothingChangedAndTheWorkBesideIsDoneOnce() throws {
        let (fixture, state, settings, storyList) = try builtSite()
        defer { fixture.folder.remove() }
        let runs = Locked(0)
        let (answer, work) = UpToDate.check(state: state, archiveRoot: fixture.archive.root.path + "/",
                                            alongside: { runs.withLock { $0 += 1 }; return "read" }) { _ in (settings, storyList) }
        #expect(work == "read")
        #expect(runs.withLock { $0 } == 1)
        let up = try #require(answer)
        #expect(up.isUpToDate)
        #expect(up.summary.storyCount == 12)
    }

    @Test func otherSettingsAnEditedStoryAndAnotherStoryListAreChanges() throws {
        let (fixture, state, settings, storyList) = try builtSite()
        defer { fixture.folder.remove() }
        let id = try #require(fixture.archive.loadStories().stories.first?.id)
        try fixture.edit(id) { $0.title = "A new title" }
        let root = fixture.archive.root.path + "/"
        let (answer, _) = UpToDate.check(state: state, archiveRoot: root, alongside: {}) { _ in ("other settings", "other list") }
        let changed = try #require(answer)
        #expect(!changed.settingsMatch)
        #expect(Set(changed.changed.keys) == ["stories/\(id)/story.json", SiteInputs.storyListKey])
        #expect(changed.changed[SiteInputs.storyListKey] == "other list")
        // Settings that could not be read: no answer, and the whole build says why.
        #expect(UpToDate.check(state: state, archiveRoot: root, alongside: {}) { _ in nil }.0 == nil)
        // With this build's settings and story list, only the edited story.
        #expect(UpToDate.check(state: state, archiveRoot: root, alongside: {}) { _ in (settings, storyList) }.0?.changed.keys.sorted()
            == ["stories/\(id)/story.json"])
    }
}
