import Foundation
import Testing
import TestSupport
import ZipIO

/// ingest, build and export killed (SIGKILL) at random moments, again and again: after each,
/// the archive verifies, the same command run again completes, and nothing a killed run wrote
/// is left behind — no scratch folder, no half story, no temporary page or ZIP.
@Suite struct KillTests {
    @Test func killedCommandsLeaveAnArchiveThatVerifiesAndTheirRerunLeavesNothingBehind() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = folder.appending("family").path
        #expect(try CommandRunner.run(["init", archive]).status == 0)
        let zip = folder.appending("recordings.zip").path
        try Self.zip(RepositoryPaths.sampleRecordings, to: zip)
        let output = folder.appending("family.zip").path
        var random = SeededGenerator(seed: 26)
        let commands = [["ingest", zip, "--archive", archive],
                        ["build", "--archive", archive, "--no-check"], ["export", "--output", output, "--archive", archive]]
        var killed = 0
        for round in 0..<6 {
            for command in commands {
                let seconds = Double(random.next() % 300) / 1_000
                if try !CommandRunner.runKilled(command, after: seconds) { killed += 1 }
                let verified = try CommandRunner.run(["verify", archive])
                #expect(verified.status == 0, "round \(round), \(command[0]) killed after \(seconds) s: \(verified.stderr)")
                let rerun = try CommandRunner.run(command)
                #expect(rerun.status == 0, "round \(round), \(command[0]) again: \(rerun.stderr)")
                #expect(try Self.leftovers(in: folder.url) == [], "round \(round), after \(command[0])")
            }
        }
        #expect(killed > 0, "no command was killed before it finished: the test proved nothing")
        #expect(try CommandRunner.run(["verify", output]).status == 0)
    }

    /// The sample recordings (with their notes and transcripts) as one ZIP, as a phone exports them.
    static func zip(_ folder: URL, to path: String) throws {
        let writer = try ZipWriter(path: path)
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where !name.hasPrefix(".") {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            try writer.addFile(at: folder.appendingPathComponent(name).path, as: "recordings/" + name, compression: .store, modified: 1_700_000_000)
        }
        try writer.close()
    }

    /// Every temporary file or folder a command makes while it works, found anywhere under `root`.
    static func leftovers(in root: URL) throws -> [String] {
        var found: [String] = []
        let walk = FileManager.default.enumerator(atPath: root.path)
        while let path = walk?.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            if name.hasPrefix("unzip-") || name.hasPrefix(".incoming-") || name.contains(".tmp") || name.hasPrefix(".removed-") {
                found.append(path)
            }
        }
        return found
    }
}
