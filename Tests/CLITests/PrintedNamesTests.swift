import Foundation
import Testing
import TestSupport

/// A file name with a terminal escape or a line break is printed with them shown, not obeyed:
/// it cannot colour the screen, clear it, or forge a line of its own.
@Suite struct PrintedNamesTests {
    @Test func controlCharactersInAFileNameAreShownEscaped() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let name = "bad\u{1B}[2J\nAll good.m4a"
        try folder.write("not audio", to: "in/" + name)
        let result = try CommandRunner.run(["ingest", folder.appending("in").path, "--archive", archive])
        #expect(result.status == 1)
        #expect(!result.stderr.contains("\u{1B}") && result.stderr.contains("bad\\u{1B}[2J\\u{A}All good.m4a"), "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stderr.split(separator: "\n").contains { $0.hasPrefix("All good") })
    }
}
