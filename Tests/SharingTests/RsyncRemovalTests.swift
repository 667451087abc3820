import Foundation
@testable import Sharing
import Testing
import TestSupport

/// rsync's removals on the host (a local folder here: rsync removes alike there and over SSH).
@Suite struct RsyncRemovalTests {
    /// A publish stopped mid-recording leaves the part sent in `.storychop-partial/`; when the
    /// story is then made private, the next publish removes that part with the story's files.
    @Test func aPartOfARemovedFileCutShortGoesWithIt() throws {
        let folder = try TemporaryDirectory("storychop-rsync")
        defer { folder.remove() }
        try folder.write("the first half of a recording", to: "host/stories/x/.storychop-partial/audio.m4a")
        try folder.write("its page", to: "host/stories/x/index.html")
        try folder.write("a kept file's part, finished next time", to: "host/stories/y/.storychop-partial/audio.m4a")
        let host = folder.appending("host")
        let transport = RsyncTransport(destination: .ssh("host:site"), target: host.path)
        let gone = ["stories/x/audio.m4a", "stories/x/index.html"]
        let folders = Publisher.emptiedFolders(gone: Set(gone), kept: ["index.html", "stories/y/audio.m4a"])
        #expect(try transport.remove(files: gone, folders: folders) == 1)
        #expect(PublishFixture.files(in: host) == ["stories/y/.storychop-partial/audio.m4a"])
        #expect(!FileManager.default.fileExists(atPath: host.path + "/stories/x"))
    }
}
