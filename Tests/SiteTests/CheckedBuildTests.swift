import Foundation
import Site
import StoryArchive
import Synchronization
import Testing
import TestSupport

/// `storychop build` as one library call: the site built under the archive's lock, then read
/// back and checked with the lock let go, so a long check keeps no other command waiting.
@Suite struct CheckedBuildTests {
    @Test func theLockIsHeldWhileTheSiteIsBuiltAndLetGoBeforeItIsChecked() throws {
        let fixture = try SiteFixture()
        defer { fixture.folder.remove() }
        let archive = fixture.archive
        let whileBuilding = Mutex<ArchiveErrorReason?>(nil)
        var options = SiteOptions(outputDirectory: fixture.site)
        options.progress = { _ in
            do throws(ArchiveError) {
                try ArchiveLock(archive: archive).release()
            } catch {
                whileBuilding.withLock { $0 = error.reason }
            }
        }
        // Another command takes the lock once the site is built and holds it through the check.
        var other: ArchiveLock?
        let first = try CheckedBuild.run(archive, options: options, check: true) { _ in
            other = try? ArchiveLock(archive: archive)
        }
        #expect(whileBuilding.withLock { $0 } == .locked, "another command could change the archive while the site is built")
        #expect(other?.isHeld == true, "the lock is held during the check, keeping transcribe, ingest and edit waiting")
        #expect(first.site.stories == 14)
        #expect(first.check?.isClean == true, "\(first.check?.problems ?? [])")
        #expect(!first.checkedChangedPagesOnly && first.recordFailure == nil)
        other?.release()

        let again = try CheckedBuild.run(archive, options: SiteOptions(outputDirectory: fixture.site), check: true)
        #expect(again.checkedChangedPagesOnly && again.check?.pages == 0)
        #expect(try CheckedBuild.run(archive, options: options, check: false).check == nil)
        try ArchiveLock(archive: archive).release()   // and let go at the end
    }

    @Test func aBuildWhileAnotherCommandHoldsTheLockIsRefusedAndWritesNothing() throws {
        let fixture = try SiteFixture()
        defer { fixture.folder.remove() }
        let other = try ArchiveLock(archive: fixture.archive)
        defer { other.release() }
        let error = #expect(throws: SiteError.self) {
            try CheckedBuild.run(fixture.archive, options: SiteOptions(outputDirectory: fixture.site), check: true)
        }
        #expect(error?.reason == .locked && error?.message == "another StoryChop command is changing this archive right now")
        #expect(!FileManager.default.fileExists(atPath: fixture.site.path))
    }

    @Test func aBuilderWhoseLockWasLetGoBuildsNothing() throws {
        let fixture = try SiteFixture()
        defer { fixture.folder.remove() }
        let lock = try ArchiveLock(archive: fixture.archive)
        let builder = SiteBuilder(locked: lock)
        #expect(lock.isHeld)
        lock.release()
        #expect(!lock.isHeld)
        let error = #expect(throws: SiteError.self) {
            try builder.build(options: SiteOptions(outputDirectory: fixture.site))
        }
        #expect(error?.reason == .locked && error?.message == "the archive's lock was let go before the work that needs it began")
        #expect(!FileManager.default.fileExists(atPath: fixture.site.path))
    }
}
