import Foundation
@testable import Sharing
import Testing
import TestSupport

/// One file through the private site's format: it comes back whole, chunk by chunk, and only
/// for the right passphrase and the right path.
@Suite struct SealedFileTests {
    static let keys = try! PrivateSiteKeys(passphrase: "apple river blue kite", salt: Array(repeating: 7, count: 16),
                                           iterations: PrivateSiteKeys.iterations)
    static let chunk = SealedFileFormat.chunkSize

    /// Seals `bytes` stored at site path `path` and returns the sealed bytes.
    private func seal(_ bytes: [UInt8], path: String, in temp: TemporaryDirectory) throws -> [UInt8] {
        let plain = try temp.write(Data(bytes), to: "plain")
        let (digest, length) = try FileSealer.digest(of: plain.path)
        let target = temp.appending("sealed").path
        try FileSealer(keys: Self.keys).seal(plain: plain.path, sitePath: path, digest: digest, length: length, to: target)
        let streamed = [UInt8](try Data(contentsOf: URL(fileURLWithPath: target)))
        // A file read whole (as small files are) seals to the same bytes as one streamed.
        try FileSealer(keys: Self.keys).seal(plain: plain.path, sitePath: path, digest: digest, length: length, bytes: bytes, to: target)
        #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: target))) == streamed)
        return streamed
    }

    private func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
    }

    @Test(arguments: [0, 1, chunk - 1, chunk, chunk + 1, 3 * chunk + 17, FileSealer.blockSize, FileSealer.blockSize + 5])
    func aFileComesBackWholeAtEverySizeAroundChunkBoundaries(size: Int) throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = pattern(size)
        let sealed = try seal(bytes, path: "stories/a/audio.m4a", in: temp)
        #expect(Int64(sealed.count) == SealedFileFormat.sealedLength(plainLength: Int64(size)))
        #expect(try SealedFileOpener(keys: Self.keys).open(sealed, path: "stories/a/audio.m4a") == bytes)
    }

    @Test func oneChunkOpensAloneAsARangeRequestNeedsIt() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let bytes = pattern(3 * Self.chunk + 100)
        let sealed = try seal(bytes, path: "a.m4a", in: temp)
        let opener = SealedFileOpener(keys: Self.keys)
        #expect(try opener.open(sealed, path: "a.m4a", chunks: 1..<2) == Array(bytes[Self.chunk..<2 * Self.chunk]))
        #expect(try opener.open(sealed, path: "a.m4a", chunks: 3..<4) == Array(bytes[(3 * Self.chunk)...]))
    }

    @Test func aWrongPassphraseIsToldByTheCheckAndOpensNothing() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let sealed = try seal(pattern(1000), path: "index.html", in: temp)
        let wrong = try PrivateSiteKeys(passphrase: "apple river blue kitE", salt: Array(repeating: 7, count: 16),
                                        iterations: PrivateSiteKeys.iterations)
        #expect(wrong.check != Self.keys.check)
        #expect(throws: SealedFileOpener.Failure.notAuthentic(chunk: 0)) {
            try SealedFileOpener(keys: wrong).open(sealed, path: "index.html")
        }
    }

    @Test func aFileServedAtAnotherPathOrChangedIsRefused() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        var sealed = try seal(pattern(2 * Self.chunk), path: "stories/a/index.html", in: temp)
        let opener = SealedFileOpener(keys: Self.keys)
        #expect(throws: SealedFileOpener.Failure.notAuthentic(chunk: 0)) { try opener.open(sealed, path: "stories/b/index.html") }
        sealed[SealedFileFormat.headerSize + Self.chunk + 16 + 3] ^= 1
        #expect(throws: SealedFileOpener.Failure.notAuthentic(chunk: 1)) { try opener.open(sealed, path: "stories/a/index.html") }
        #expect(throws: SealedFileOpener.Failure.malformed) { try opener.open(Array(sealed.dropLast()), path: "stories/a/index.html") }
    }

    @Test func unchangedBytesSealToTheSameBytesAndChangedOnesToANewNonce() throws {
        let temp = try TemporaryDirectory()
        defer { temp.remove() }
        let first = try seal(pattern(5000), path: "index.html", in: temp)
        #expect(try seal(pattern(5000), path: "index.html", in: temp) == first)
        var changed = pattern(5000)
        changed[0] ^= 1
        let other = try seal(changed, path: "index.html", in: temp)
        #expect(other[16..<24] != first[16..<24], "a different content must not reuse the nonce prefix")
    }

    /// The service worker and the unlock page repeat the format's numbers and the keys' labels
    /// in JavaScript: they must say what the Swift side says.
    @Test func theBrowserScriptsAgreeWithTheFormat() {
        let worker = ServiceWorkerScript.text
        let format = "var HEADER = \(SealedFileFormat.headerSize), TAG = \(SealedFileFormat.tagSize), CHUNK = \(SealedFileFormat.chunkSize);"
        #expect(worker.contains(format))
        #expect(worker.contains(#""name\u0000" + path"#) && worker.contains(#""SCP1""#))
        #expect(worker.contains(#"PLAIN = ["\#(PrivateSite.serviceWorkerName)", "\#(LockFile.name)"]"#))
        #expect(UnlockScript.text.contains(#""storychop-private-site check""#))
        #expect(UnlockScript.text.contains(#"info: encoder.encode("\#(PrivateSiteKeys.keysInfo)")"#))
        #expect(UnlockScript.text.contains(#"root + "\#(PrivateSite.serviceWorkerName)""#))
        #expect(String(decoding: SealedFileFormat.magic, as: UTF8.self) == "SCP1")
    }
}
