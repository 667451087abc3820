import Foundation
import Site
import StoryArchive
import Testing
import TestSupport

/// `storychop build` as one library call: the site built, then read back and checked, under
/// one hold of the archive's lock.
@Suite struct CheckedBuildTests {
    @Test func theBuildAndItsCheckHoldTheLockAndTheSecondCheckReadsOnlyWhatChanged() throws {
        let fixture = try SiteFixture()
        defer { fixture.folder.remove() }
        var whileBuilt: ArchiveErrorReason?
        let options = SiteOptions(outputDirectory: fixture.site)
        let first = try CheckedBuild.run(fixture.archive, options: options, check: true) { _ in
            do throws(ArchiveError) {
                try ArchiveLock(archive: fixture.archive).release()
            } catch {
                whileBuilt = error.reason
            }
        }
        #expect(whileBuilt == .locked, "another command could take the archive's lock between build and check")
        #expect(first.site.stories == 12)
        #expect(first.check?.isClean == true, "\(first.check?.problems ?? [])")
        #expect(!first.checkedChangedPagesOnly && first.recordFailure == nil)

        let again = try CheckedBuild.run(fixture.archive, options: options, check: true)
        #expect(again.checkedChangedPagesOnly && again.check?.pages == 0)
        #expect(try CheckedBuild.run(fixture.archive, options: options, check: false).check == nil)
        try ArchiveLock(archive: fixture.archive).release()   // and let go at the end
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
}
