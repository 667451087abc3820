import Foundation
import Testing
import TestSupport

/// `storychop publish DEST --passphrase-file F`: the encrypted copy is what DEST gets, a second
/// publish sends nothing, and a passphrase that is too short or missing is one line, exit 2.
@Suite struct PrivatePublishCommandTests {
    static let title = "Grandmother Zebulon's Quince Orchard"

    private func archive(in folder: TemporaryDirectory) throws -> String {
        let root = folder.appending("family").path
        #expect(try CommandRunner.run(["init", root]).status == 0)
        try folder.write(#"{"id":"a","title":"\#(Self.title)","recorded":"2020-01-01"}"#, to: "family/stories/2020-01-01-a/story.json")
        return root
    }

    private func run(_ arguments: [String], in folder: TemporaryDirectory, environment: [String: String] = [:]) throws -> CommandRunner.Result {
        try CommandRunner.run(arguments, environment: environment.merging(["XDG_CACHE_HOME": folder.appending("cache").path]) { $1 })
    }

    @Test func thePrivateCopyIsWhatDestGetsAndASecondPublishSendsNothing() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try archive(in: folder)
        let secret = try folder.write("apple river blue kite\n", to: "passphrase.txt").path
        let host = folder.appending("host").path
        let first = try run(["publish", host, "--passphrase-file", secret, "--archive", root], in: folder)
        #expect(first.status == 0, "\(first.stderr)")
        let names = try FileManager.default.subpathsOfDirectory(atPath: host)
        #expect(names.contains("lock.json") && names.contains("index.html") && names.contains("unlock-sw.js"))
        #expect(!names.contains { $0.hasPrefix("stories") }, "no plain story folder on the host: \(names)")
        for name in names where !name.hasSuffix("c") {
            let bytes = (try? Data(contentsOf: URL(fileURLWithPath: host + "/" + name))) ?? Data()
            let text = String(decoding: bytes, as: UTF8.self)
            for word in ["Zebulon", "Quince", "Orchard"] { #expect(!text.contains(word) && !name.contains(word), "\(word) in \(name)") }
        }
        let second = try run(["publish", host, "--passphrase-file", secret, "--archive", root], in: folder)
        #expect(second.status == 0 && second.stdout.contains(" 0 sent"), "\(second.stdout)")
    }

    @Test func aShortOrMissingPassphraseIsOneLineAndExitTwo() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try archive(in: folder)
        let short = try folder.write("too short\n", to: "short.txt").path
        let host = folder.appending("host").path
        let refused = try run(["publish", host, "--passphrase-file", short, "--archive", root], in: folder)
        #expect(refused.status == 2 && refused.stderr.split(separator: "\n").count == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("12 characters"))
        let missing = try run(["publish", host, "--passphrase-file", folder.appending("none.txt").path, "--archive", root], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("none.txt"), "\(missing.stderr)")
        #expect(!FileManager.default.fileExists(atPath: host), "nothing is published without a usable passphrase")
    }

    @Test func storychopYmlNamesAnEnvironmentVariable() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let root = try archive(in: folder)
        let yml = URL(fileURLWithPath: root + "/storychop.yml")
        try (String(contentsOf: yml, encoding: .utf8) + "private_site:\n  passphrase_env: FAMILY_PASSPHRASE\n").write(to: yml, atomically: true, encoding: .utf8)
        let host = folder.appending("host").path
        let unset = try run(["publish", host, "--archive", root], in: folder)
        #expect(unset.status == 2 && unset.stderr.contains("FAMILY_PASSPHRASE"), "\(unset.stderr)")
        let done = try run(["publish", host, "--archive", root], in: folder, environment: ["FAMILY_PASSPHRASE": "apple river blue kite"])
        #expect(done.status == 0 && FileManager.default.fileExists(atPath: host + "/lock.json"), "\(done.stderr)")
    }
}
