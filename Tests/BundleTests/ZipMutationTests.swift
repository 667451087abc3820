import Bundle
import Foundation
import Testing
import TestSupport

/// Random bytes of a small real bundle changed, a few hundred times over: `verify` never
/// crashes, and whenever it says the bundle is complete and unchanged, every program reads the
/// same files from it, through the central directory as through the local headers.
@Suite struct ZipMutationTests {
    static let rounds = 300

    @Test func whenVerifySaysAMutatedBundleIsSoundEveryReaderSeesTheSameFiles() throws {
        let fixture = try BundleFixture()
        defer { fixture.remove() }
        try fixture.keepOnly(["2023-07-04-who-taught-you-to-swim", "2024-03-24-sunday-dinners"])
        try fixture.export()
        let original = [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixture.zipPath)))
        let expected = try ZipViews.throughLocalHeaders(original)
        #expect(try Self.same(ZipViews.throughCentralDirectory(original), expected))
        let headers = try Self.headerBytes(of: original)
        var generator = SeededGenerator(seed: 26)
        let mutant = fixture.folder.appending("mutant.zip")
        var sound = 0
        for round in 0..<Self.rounds {
            var bytes = original
            // Half the changes land in a header or an end record, where readers can disagree.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Bool.random(using: &generator) ? headers.randomElement(using: &generator)! : Int.random(in: 0..<bytes.count, using: &generator)
                bytes[at] ^= UInt8.random(in: 1...255, using: &generator)
            }
            try Data(bytes).write(to: mutant)
            let report = try BundleVerifier.verify(path: mutant.path)
            guard report.isValid else { continue }
            sound += 1
            let central = Result { try ZipViews.throughCentralDirectory(bytes) }
            let local = Result { try ZipViews.throughLocalHeaders(bytes) }
            #expect(Self.same(central, expected), "round \(round), through the central directory: \(central)")
            #expect(Self.same(local, expected), "round \(round), through the local headers: \(local)")
        }
        // Some changes leave what is read alone (a time stamp, an attribute): those were compared.
        #expect(sound > 0 && sound < Self.rounds, "\(sound) of \(Self.rounds) passed verify")
    }

    /// Every byte of every local header, data descriptor, central directory header and end record.
    static func headerBytes(of bytes: [UInt8]) throws -> [Int] {
        let zip = try ZipOffsets(bytes)
        var offsets = Array(zip.centralDirectory..<bytes.count)
        for entry in zip.entries {
            offsets += Array(entry.local..<entry.dataStart) + Array(entry.dataEnd..<min(entry.dataEnd + 16, bytes.count))
        }
        return offsets
    }

    static func same(_ lhs: [(name: String, data: Data)], _ rhs: [(name: String, data: Data)]) -> Bool {
        lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { $0.name == $1.name && $0.data == $1.data }
    }

    /// True when the view could be read and holds the same names and bytes.
    static func same(_ view: Result<[(name: String, data: Data)], any Error>, _ expected: [(name: String, data: Data)]) -> Bool {
        (try? view.get()).map { same($0, expected) } ?? false
    }
}
