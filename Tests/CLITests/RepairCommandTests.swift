import Foundation
import Testing
import TestSupport
#if canImport(Glibc)
import Glibc
#endif

/// A recording damaged in place (same size, its time set back) and a transcript deleted: build
/// names the recording and exits 1; `repair` puts both back from an earlier bundle and touches
/// nothing else; the next build is clean. A bundle that does not verify is refused.
@Suite struct RepairCommandTests {
    static let id = "2020-06-20-our-wedding-day"

    @Test func damageIsFoundByBuildAndRepairedFromABundle() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try BuildCheckTests().sampleArchive(in: folder)
        let zip = folder.appending("family.zip").path
        #expect(try CommandRunner.run(["build", "--archive", archive, "--no-check"]).status == 0)
        #expect(try CommandRunner.run(["export", "--output", zip, "--archive", archive]).status == 0)
        #expect(try CommandRunner.run(["repair", zip, "--archive", archive]).stdout.contains("Nothing to repair"))

        let story = archive + "/stories/\(Self.id)/"
        let audio = story + "audio.caf"
        let untouched = try Self.stamps(archive, except: [audio, story + "transcript.vtt"])
        let original = try Data(contentsOf: URL(fileURLWithPath: audio))
        try FileDamage.zeroInPlaceKeepingTime(audio)
        try FileManager.default.removeItem(atPath: story + "transcript.vtt")

        let damaged = try CommandRunner.run(["build", "--archive", archive, "--no-check"])
        #expect(damaged.status == 1 && damaged.stderr.contains("\(audio): the recording is damaged"), "\(damaged.stderr)")
        #expect(damaged.stderr.contains("error: 1 recording is damaged or missing: \(audio) — "))

        let repair = try CommandRunner.run(["repair", zip, "--archive", archive])
        #expect(repair.status == 0, "\(repair.stderr)")
        #expect(repair.stdout.contains("Put back stories/\(Self.id)/audio.caf (it was damaged) from \(zip)."))
        #expect(repair.stdout.contains("Put back stories/\(Self.id)/transcript.vtt (it was missing)"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: audio)) == original)
        #expect(try Self.stamps(archive, except: [audio, story + "transcript.vtt"]) == untouched)
        #expect(try CommandRunner.run(["build", "--archive", archive, "--no-check"]).status == 0)
    }

    @Test func aBundleThatDoesNotVerifyIsRefusedAndNothingIsWritten() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let archive = try BuildCheckTests().sampleArchive(in: folder)
        let zip = folder.appending("family.zip").path
        _ = try CommandRunner.run(["build", "--archive", archive, "--no-check"])
        _ = try CommandRunner.run(["export", "--output", zip, "--archive", archive])
        var bytes = try Data(contentsOf: URL(fileURLWithPath: zip))
        bytes[bytes.count / 2] ^= 0xFF   // inside a recording, stored as it is

        try bytes.write(to: URL(fileURLWithPath: zip))
        try FileManager.default.removeItem(atPath: archive + "/stories/\(Self.id)/transcript.vtt")

        let refused = try CommandRunner.run(["repair", zip, "--archive", archive])
        #expect(refused.status == 1 && refused.stderr.contains("this bundle does not verify, so nothing is taken from it"), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: archive + "/stories/\(Self.id)/transcript.vtt"))
    }

    /// Every file's stamp but the ones named: what a repair must leave alone.
    static func stamps(_ root: String, except: Set<String>) throws -> [String: String] {
        var stamps: [String: String] = [:]
        let files = FileManager.default.enumerator(atPath: root + "/stories")
        while let name = files?.nextObject() as? String {
            let path = root + "/stories/" + name
            var info = stat()
            guard !except.contains(path), stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            stamps[path] = "\(info.st_size)-\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)-\(info.st_ino)"
        }
        return stamps
    }
}
