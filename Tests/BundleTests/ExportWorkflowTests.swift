import Bundle
import Foundation
import StoryArchive
import Testing
import TestSupport
import Workflows

/// `storychop export` as one library call: the site built, then the bundle of it written, under
/// one hold of the archive's lock, so no other command can change the archive in between.
@Suite struct ExportWorkflowTests {
    @Test func theSiteIsBuiltAndPackedUnderOneHoldOfTheLock() throws {
        let fixture = try BundleFixture()
        defer { fixture.folder.remove() }
        try FileManager.default.removeItem(at: fixture.site)   // the builder's own site, not the fixture's
        var betweenBuildAndPack: ArchiveErrorReason?
        var builtIn: String?
        let options = ExportOptions(modified: BundleFixture.epoch, generator: "StoryChop test")
        let report = try ExportWorkflow.run(fixture.archive, to: fixture.zipPath, options: options) { built in
            builtIn = built.outputDirectory.path
            do throws(ArchiveError) {
                try ArchiveLock(archive: fixture.archive).release()
            } catch {
                betweenBuildAndPack = error.reason
            }
        }
        #expect(betweenBuildAndPack == .locked, "another command could take the archive's lock between build and pack")
        #expect(builtIn == fixture.site.path)
        #expect(report.stories == 14)
        #expect(FileManager.default.fileExists(atPath: fixture.site.appendingPathComponent("index.html").path))
        #expect(try BundleVerifier.verify(path: fixture.zipPath).isValid)
        try ArchiveLock(archive: fixture.archive).release()   // and let go at the end
    }

    @Test func anExportWhileAnotherCommandHoldsTheLockIsRefusedBeforeItBuilds() throws {
        let fixture = try BundleFixture()
        defer { fixture.folder.remove() }
        try FileManager.default.removeItem(at: fixture.site)
        let other = try ArchiveLock(archive: fixture.archive)
        defer { other.release() }
        #expect(throws: BundleError.self) {
            try ExportWorkflow.run(fixture.archive, to: fixture.zipPath, options: ExportOptions())
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.site.path), "nothing is built without the lock")
        #expect(!FileManager.default.fileExists(atPath: fixture.zipPath))
    }

    @Test func anExporterWhoseLockWasLetGoWritesNothing() throws {
        let fixture = try BundleFixture()
        defer { fixture.folder.remove() }
        let lock = try ArchiveLock(archive: fixture.archive)
        let exporter = BundleExporter(locked: lock)
        lock.release()
        let error = #expect(throws: BundleError.self) {
            try exporter.export(siteDirectory: fixture.site, to: fixture.zipPath)
        }
        #expect(error?.reason == .locked && error?.message == "the archive's lock was let go before the work that needs it began")
        #expect(!FileManager.default.fileExists(atPath: fixture.zipPath))
    }
}
