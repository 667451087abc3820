import Foundation
import Testing
import TestSupport

/// `storychop export --with-book` through the binary: without a book, an error naming book.json
/// and saying to run `storychop book` first, exit 1 and no ZIP; with one, the ZIP holds it.
@Suite struct ExportBookCommandTests {
    @Test func withBookAndNoBookFailsSayingToMakeItFirst() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try BuildCheckTests().sampleArchive(in: folder)
        let zip = folder.appending("family.zip").path
        let refused = try CommandRunner.run(["export", "--with-book", "--output", zip, "--archive", archive, "--quiet"])
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("error: \(archive)/book/book.json: --with-book: there is no book in this archive"), "\(refused.stderr)")
        #expect(refused.stderr.contains("Run `storychop book` first, then export again."))
        #expect(!FileManager.default.fileExists(atPath: zip))

        try BookSamples.write(in: URL(fileURLWithPath: archive), volumes: [try BookSamples.storyIDs(in: URL(fileURLWithPath: archive))])
        let exported = try CommandRunner.run(["export", "--with-book", "--output", zip, "--archive", archive, "--quiet"])
        #expect(exported.status == 0, "\(exported.stderr)")
        let verify = try CommandRunner.run(["verify", zip])
        #expect(verify.status == 0, "\(verify.stdout)\(verify.stderr)")
    }
}
