import Foundation
import Sharing
import StoryArchive
import Testing
import TestSupport

/// `storychop publish` to real servers the test starts on loopback: Debian's OpenSSH server
/// (rsync over SSH, and rclone's SFTP) with nginx serving what was published.
@Suite(.serialized) struct PublishServerTests {
    static let privateID = "2020-06-20-our-wedding-day"
    static let removedID = "2024-03-09-how-we-met"

    /// A copy of the sample archive whose wedding story is private.
    private func makeArchive(in folder: TemporaryDirectory) throws -> String {
        let root = folder.appending("archive")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for name in ["storychop.yml", "prompts.yml", "stories"] {
            try FileManager.default.copyItem(at: RepositoryPaths.sampleArchive.appendingPathComponent(name), to: root.appendingPathComponent(name))
        }
        let edit = try Spawned.storychop(["edit", Self.privateID, "--private", "--archive", root.path])
        #expect(edit.status == 0, "\(edit.stderr)")
        return root.path
    }

    /// The host folder holds exactly the files the local site may share, byte for byte.
    private func expectHostHoldsTheSharedSite(_ host: URL, archive: String) throws {
        let site = URL(fileURLWithPath: archive + "/site")
        let shared = try SharedFiles(archive: Archive.open(at: archive), site: site).list()
        let published = snapshot(of: host)
        #expect(published.keys.sorted() == shared.map(\.path).sorted())
        for file in shared where published[file.path] != FileManager.default.contents(atPath: site.path + "/" + file.path) {
            Issue.record("\(file.path) differs on the host")
        }
    }

    /// Nothing of the private story, and no hidden record, in any file's name or bytes.
    private func expectNothingPrivate(on host: URL) {
        for (path, bytes) in snapshot(of: host) {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!path.contains(Self.privateID) && !path.split(separator: "/").contains { $0.hasPrefix(".") }, "\(path)")
            #expect(!text.contains("Our Wedding Day") && !text.contains("daisies") && !text.contains("pinned"), "\(path)")
        }
    }

    private func sentCount(_ result: Spawned.Result) -> Int? {
        guard let range = result.stdout.range(of: #": (\d+) sent"#, options: .regularExpression) else { return nil }
        return Int(result.stdout[range].dropFirst(2).prefix { $0.isNumber })
    }

    @Test func overSSHWithRsyncServedByNginx() throws {
        let folder = try TemporaryDirectory("storychop-publish-ssh")
        defer { folder.remove() }
        let archive = try makeArchive(in: folder)
        let sshd = try SSHServer(in: folder.appending("sshd"))
        defer { sshd.stop() }
        let host = folder.appending("host/www")
        let environment = ["RSYNC_RSH": sshd.sshCommand]
        let destination = "\(sshd.user)@127.0.0.1:\(host.path)"

        let first = try Spawned.storychop(["publish", destination, "--archive", archive], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Published ") && first.stdout.contains("to \(destination)"), "\(first.stdout)")
        try expectHostHoldsTheSharedSite(host, archive: archive)
        expectNothingPrivate(on: host)

        let nginx = try NginxServer(serving: host, in: folder.appending("nginx"))
        defer { nginx.stop() }
        let site = archive + "/site/"
        let home = try nginx.get("index.html")
        #expect(home.status == 200 && home.body == FileManager.default.contents(atPath: site + "index.html"))
        let recording = try #require(snapshot(of: host).keys.first { $0.hasPrefix("stories/") && ($0.hasSuffix(".m4a") || $0.hasSuffix(".mp3")) })
        let part = try nginx.get(recording, range: "100-1099")
        let local = try #require(FileManager.default.contents(atPath: site + recording))
        #expect(part.status == 206 && part.body == local[100..<1100])

        let second = try Spawned.storychop(["publish", destination, "--archive", archive], environment: environment)
        #expect(second.status == 0 && sentCount(second) == 0, "\(second.stdout) \(second.stderr)")

        #expect(try Spawned.storychop(["remove", Self.removedID, "--archive", archive]).status == 0)
        let third = try Spawned.storychop(["publish", destination, "--archive", archive], environment: environment)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(!FileManager.default.fileExists(atPath: host.path + "/stories/\(Self.removedID)"))
        try expectHostHoldsTheSharedSite(host, archive: archive)
        #expect(try nginx.get("stories/\(Self.removedID)/index.html").status == 404)
    }

    @Test func toAnRcloneSFTPRemote() throws {
        let folder = try TemporaryDirectory("storychop-publish-rclone")
        defer { folder.remove() }
        let archive = try makeArchive(in: folder)
        let sshd = try SSHServer(in: folder.appending("sshd"))
        defer { sshd.stop() }
        let host = folder.appending("host/www")
        let environment = ["RCLONE_CONFIG": try sshd.rcloneConfig()]
        let destination = "rclone:host:\(host.path)"

        let first = try Spawned.storychop(["publish", destination, "--archive", archive], environment: environment)
        #expect(first.status == 0, "\(first.stderr)")
        try expectHostHoldsTheSharedSite(host, archive: archive)
        expectNothingPrivate(on: host)

        let second = try Spawned.storychop(["publish", destination, "--archive", archive], environment: environment)
        #expect(second.status == 0 && sentCount(second) == 0, "\(second.stdout) \(second.stderr)")

        #expect(try Spawned.storychop(["remove", Self.removedID, "--archive", archive]).status == 0)
        let third = try Spawned.storychop(["publish", destination, "--archive", archive], environment: environment)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(!FileManager.default.fileExists(atPath: host.path + "/stories/\(Self.removedID)"))
        try expectHostHoldsTheSharedSite(host, archive: archive)
    }
}
