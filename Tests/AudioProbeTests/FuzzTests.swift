import Foundation
import Testing
import TestSupport
@testable import AudioProbe

/// The first prototype trapped on truncated files. Every fixture is cut at many offsets and
/// damaged in many places: the probe must return or throw, never crash.
@Suite struct FuzzTests {
    @Test("truncated files never crash and never get longer", arguments: Fixtures.all)
    func truncations(_ name: String) throws {
        let bytes = try Fixtures.bytes(name)
        let full = try AudioProbe.probe(fileAt: Fixtures.path(name))
        var rng = SeededGenerator(seed: UInt64(bytes.count))
        let cuts = Array(stride(from: 1, to: bytes.count, by: 97)) + (0..<60).map { _ in Int.random(in: 1..<bytes.count, using: &rng) }
        let file = try TemporaryFile(named: name, bytes: [])
        var returned = 0, thrown = 0
        for cut in cuts {
            try file.write(Array(bytes[..<cut]))
            do {
                let info = try AudioProbe.probe(fileAt: file.path)
                returned += 1
                #expect(info.duration.isFinite && info.duration >= 0, "cut at \(cut)")
                #expect(info.duration <= full.duration + 0.05, "cut at \(cut): \(info.duration) > \(full.duration)")
                #expect(info.bytes == Int64(cut))
            } catch {
                thrown += 1
                #expect(!error.message.isEmpty && !error.hint.isEmpty)
            }
        }
        #expect(returned + thrown == cuts.count)
        #expect(thrown > 0, "a file cut after 1 byte must be rejected")
    }

    @Test("every header field set to an extreme value never crashes", arguments: Fixtures.all)
    func smashedFields(_ name: String) throws {
        let original = try Fixtures.bytes(name)
        let file = try TemporaryFile(named: name, bytes: [])
        // 8-byte patterns cover 16-, 32- and 64-bit sizes, counts and rates at every offset:
        // all ones, the sign bit alone (Int64.min, the value that broke CAF's data size), zero.
        let patterns: [[UInt8]] = [
            [UInt8](repeating: 0xFF, count: 8), [0x80] + [UInt8](repeating: 0, count: 7),
            [0x7F] + [UInt8](repeating: 0xFF, count: 7), [UInt8](repeating: 0, count: 8),
        ]
        for offset in 0..<min(256, original.count) {
            for pattern in patterns {
                var bytes = original
                for k in 0..<min(pattern.count, bytes.count - offset) { bytes[offset + k] = pattern[k] }
                try file.write(bytes)
                try expectReturnsOrThrows(file.path, size: bytes.count)
            }
        }
    }

    @Test("random bit damage never crashes", arguments: Fixtures.all)
    func damage(_ name: String) throws {
        let original = try Fixtures.bytes(name)
        var rng = SeededGenerator(seed: 0xA0D1_0000 &+ UInt64(original.count))
        let file = try TemporaryFile(named: name, bytes: [])
        let headerSpan = min(original.count, 4096)
        for round in 0..<200 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &rng) {
                let span = round % 2 == 0 ? headerSpan : bytes.count
                bytes[Int.random(in: 0..<span, using: &rng)] ^= UInt8.random(in: 1...255, using: &rng)
            }
            if round % 5 == 0 { bytes.removeLast(Int.random(in: 0..<bytes.count, using: &rng)) }
            try file.write(bytes)
            try expectReturnsOrThrows(file.path, size: bytes.count)
        }
    }

    /// A damaged file may still probe (damage in the audio itself is invisible to a header
    /// reader), but the result must be sane; otherwise the error must explain itself.
    private func expectReturnsOrThrows(_ path: String, size: Int) throws {
        do {
            let info = try AudioProbe.probe(fileAt: path)
            #expect(info.duration.isFinite && info.duration >= 0)
            #expect(info.bytes == Int64(size))
        } catch {
            #expect(!error.message.isEmpty && !error.hint.isEmpty)
        }
    }
}
