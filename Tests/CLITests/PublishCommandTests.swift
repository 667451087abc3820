import Foundation
import Testing
import TestSupport

/// `storychop publish` given what it cannot use: one line naming DEST and what to do, exit 2 or 3.
@Suite struct PublishCommandTests {
    private func archive(in folder: TemporaryDirectory) throws -> String {
        let root = folder.appending("family").path
        #expect(try CommandRunner.run(["init", root]).status == 0)
        try folder.write(#"{"id":"a","title":"A","recorded":"2020-01-01"}"#, to: "family/stories/2020-01-01-a/story.json")
        return root
    }

    private func expectOneLine(_ result: CommandRunner.Result, status: Int32, naming words: [String]) {
        #expect(result.status == status, "\(result.stderr)")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasPrefix("error: "), "\(result.stderr)")
        for word in words { #expect(result.stderr.contains(word), "\(word) in \(result.stderr)") }
    }

    @Test func anUnknownSchemeIsAUsageError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try archive(in: folder)
        for destination in ["ftp://example.org/family", "s3://bucket/family"] {
            let result = try CommandRunner.run(["publish", destination, "--archive", root])
            expectOneLine(result, status: 2, naming: [destination, "a folder", "user@host:path", "rclone:REMOTE:path"])
        }
    }

    @Test func aMissingToolNamesItAndHowToInstallIt() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try archive(in: folder)
        let empty = folder.appending("bin").path
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let rclone = try CommandRunner.run(["publish", "rclone:remote:family", "--archive", root], environment: ["PATH": empty])
        expectOneLine(rclone, status: 3, naming: ["rclone:remote:family", "rclone", "install-deps.sh --publish"])
        let rsync = try CommandRunner.run(["publish", "me@example.org:family", "--archive", root], environment: ["PATH": empty])
        expectOneLine(rsync, status: 3, naming: ["me@example.org:family", "rsync", "install-deps.sh --publish"])
        #expect(!FileManager.default.fileExists(atPath: root + "/site"))   // nothing built for a publish that cannot happen
    }

    @Test func anUnreachableHostSaysSoInOneLine() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try archive(in: folder)
        let closed = try Loopback.freePort()
        let ssh = "ssh -F /dev/null -p \(closed) -o BatchMode=yes -o ConnectTimeout=5 -o UserKnownHostsFile=/dev/null"
        let result = try CommandRunner.run(["publish", "127.0.0.1:\(folder.path)/host", "--archive", root, "--quiet"], environment: ["RSYNC_RSH": ssh])
        expectOneLine(result, status: 3, naming: ["127.0.0.1:\(folder.path)/host", "cannot reach the host", "Connection refused"])
    }
}
