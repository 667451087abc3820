import ArgumentParser
import Foundation
import Sharing
import StoryArchive

struct ZZPrivateTemp: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "zz-private")
    @Argument var archive: String
    @Argument var passphrase: String
    @Argument var cache: String
    func run() throws {
        let a = try Archive.open(at: archive)
        let site = a.root.appendingPathComponent("site")
        let t0 = Date()
        let files = try SharedFiles(archive: a, site: site).list().map(\.path)
        let t1 = Date()
        let r = try PrivateSite.update(site: site, files: files, passphrase: passphrase, into: URL(fileURLWithPath: cache))
        print("list", t1.timeIntervalSince(t0), "update", Date().timeIntervalSince(t1), r.encrypted, r.kept, r.encryptedBytes)
    }
}
