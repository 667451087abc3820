import Foundation
@testable import Sharing
import StoryArchive
import Testing
import TestSupport

/// The encrypted copy kept up to date: nothing changes for an unchanged site, only changed files
/// are encrypted again, removed ones go, and the salt stays while the passphrase does.
@Suite struct PrivateSiteUpdateTests {
    static let passphrase = "apple river blue kite"
    static let files = ["index.html", "stories/a/index.html", "stories/a/audio.m4a", "search/index.js"]

    private struct Fixture {
        let temp: TemporaryDirectory
        var site: URL { temp.appending("site") }
        var cache: URL { temp.appending("cache") }

        init() throws {
            temp = try TemporaryDirectory()
            for (number, path) in PrivateSiteUpdateTests.files.enumerated() {
                _ = try temp.write(String(repeating: "page \(number) ", count: 100 * (number + 1)), to: "site/" + path)
            }
        }

        func update(_ files: [String] = PrivateSiteUpdateTests.files, passphrase: String = PrivateSiteUpdateTests.passphrase) throws -> PrivateSite.Report {
            try PrivateSite.update(site: site, files: files, passphrase: passphrase, into: cache)
        }

        func keys(_ passphrase: String = PrivateSiteUpdateTests.passphrase) throws -> PrivateSiteKeys {
            let lock = try #require(LockFile.read(in: cache.appendingPathComponent("copy")))
            return try PrivateSiteKeys(passphrase: passphrase, salt: lock.saltBytes, iterations: lock.iterations)
        }
    }

    @Test func aSecondUpdateOfAnUnchangedSiteChangesNoByte() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let first = try fixture.update()
        #expect(first.encrypted == 4 && first.newPassphrase)
        #expect(first.files.suffix(4).map(\.path) == ["unlock-sw.js", "lock.json", "404.html", "index.html"])
        let before = snapshot(of: first.copy)
        let second = try fixture.update()
        #expect(second.encrypted == 0 && second.kept == 4 && second.removed == 0 && !second.newPassphrase)
        #expect(snapshot(of: second.copy) == before)
        // Losing the cache's record (or the whole copy) still gives the same bytes: encryption is deterministic.
        try FileManager.default.removeItem(at: fixture.cache.appendingPathComponent(CopyState.fileName))
        _ = try fixture.update()
        #expect(snapshot(of: second.copy) == before)
    }

    @Test func onlyChangedFilesAreEncryptedAgainAndRemovedOnesGo() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let first = try fixture.update()
        let keys = try fixture.keys()
        let pagePath = first.copy.appendingPathComponent("c/" + keys.storedName(of: "stories/a/index.html"))
        let pageBefore = try Data(contentsOf: pagePath)
        // The same bytes written again (a rebuild) cost a digest, not a new ciphertext.
        _ = try fixture.temp.write(Data(contentsOf: fixture.site.appendingPathComponent("index.html")), to: "site/index.html")
        _ = try fixture.temp.write("a new page", to: "site/stories/a/index.html")
        let second = try fixture.update(Array(Self.files.dropLast()))
        #expect(second.encrypted == 1 && second.kept == 2 && second.removed == 1)
        let pageAfter = [UInt8](try Data(contentsOf: pagePath))
        #expect(Data(pageAfter) != pageBefore)
        #expect(try SealedFileOpener(keys: keys).open(pageAfter, path: "stories/a/index.html") == Array("a new page".utf8))
        let stored = try FileManager.default.contentsOfDirectory(atPath: second.copy.appendingPathComponent("c").path)
        #expect(!stored.contains(keys.storedName(of: "search/index.js")) && stored.count == 3)
    }

    @Test func aFileCutShortByAnInterruptedRunIsEncryptedAgain() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let first = try fixture.update()
        let keys = try fixture.keys()
        let stored = first.copy.appendingPathComponent("c/" + keys.storedName(of: "stories/a/audio.m4a"))
        let whole = try Data(contentsOf: stored)
        try whole.prefix(40).write(to: stored)
        let second = try fixture.update()
        #expect(second.encrypted == 1 && second.kept == 3)
        #expect(try Data(contentsOf: stored) == whole)
    }

    @Test func theSaltStaysWithThePassphraseAndANewPassphraseRemakesAll() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        let first = try fixture.update()
        let lock = try #require(LockFile.read(in: first.copy))
        _ = try fixture.update()
        #expect(LockFile.read(in: first.copy) == lock)
        let changed = try fixture.update(passphrase: "another family passphrase")
        let newLock = try #require(LockFile.read(in: first.copy))
        #expect(changed.newPassphrase && changed.encrypted == 4 && changed.removed == 4)
        #expect(newLock.salt != lock.salt && newLock.check != lock.check && newLock.iterations >= 600_000)
        // The old passphrase no longer matches the copy's check value: the unlock page refuses it.
        #expect(try fixture.keys(Self.passphrase).check != newLock.check)
    }

    @Test func aShortPassphraseIsRefusedBeforeAnythingIsWritten() throws {
        let fixture = try Fixture()
        defer { fixture.temp.remove() }
        #expect(throws: PrivateSiteError.self) { try fixture.update(passphrase: "short words") }
        #expect(!FileManager.default.fileExists(atPath: fixture.cache.path))
    }

    @Test func thePassphraseComesFromAFileAnEnvironmentVariableOrStorychopYml() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let file = try temp.write("apple river blue kite\n", to: "passphrase.txt")
        #expect(try Passphrase.read(.file(file.path)) == "apple river blue kite")
        #expect(try Passphrase.read(.environment("FAMILY"), environment: ["FAMILY": "apple river blue kite"]) == "apple river blue kite")
        #expect(throws: PrivateSiteError.self) { try Passphrase.read(.environment("FAMILY"), environment: [:]) }
        _ = try temp.write("title: Us\nprivate_site:\n  passphrase_file: passphrase.txt\n", to: "storychop.yml")
        #expect(try Passphrase.configuredSource(archive: temp.url) == .file(file.path))
        let yml = try Data(contentsOf: temp.appending("storychop.yml"))
        #expect(try ArchiveConfig.parse(yml, file: "storychop.yml").warnings.isEmpty, "private_site is a key storychop.yml knows")
        _ = try temp.write("title: Us\nprivate_site:\n  passphrase: apple river blue kite\n", to: "storychop.yml")
        #expect(throws: PrivateSiteError.self) { try Passphrase.configuredSource(archive: temp.url) }
    }

    @Test func theCopyIsKeptInTheUsersCacheKeyedByTheArchive() {
        let one = PrivateSite.cacheFolder(archive: URL(fileURLWithPath: "/home/anna/Family"), environment: ["XDG_CACHE_HOME": "/tmp/c"])
        let other = PrivateSite.cacheFolder(archive: URL(fileURLWithPath: "/home/anna/Other"), environment: ["XDG_CACHE_HOME": "/tmp/c"])
        #expect(one.path.hasPrefix("/tmp/c/storychop/private-sites/") && one != other)
        #expect(PrivateSite.cacheFolder(archive: URL(fileURLWithPath: "/a"), environment: ["HOME": "/home/b"]).path.hasPrefix("/home/b/.cache/storychop/"))
    }
}
