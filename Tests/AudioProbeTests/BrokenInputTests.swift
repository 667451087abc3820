import Foundation
import Testing
import TestSupport
@testable import AudioProbe

/// Empty, foreign, cut-off and damaged files: each gets a reason a person understands.
@Suite struct BrokenInputTests {
    @Test("a 0-byte file is .empty")
    func empty() throws {
        let file = try TemporaryFile(named: "story.m4a", bytes: [])
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(error?.reason == .empty)
        #expect(error?.message == "the file is empty (0 bytes)")
    }

    @Test("random bytes named .m4a are .unknownFormat", arguments: [UInt64(1), 2, 3, 4, 5])
    func randomBytes(_ seed: UInt64) throws {
        var rng = SeededGenerator(seed: seed)
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) }
        let file = try TemporaryFile(named: "story.m4a", bytes: bytes)
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(error?.reason == .unknownFormat)
        #expect(error?.message.contains(AudioProbeError.knownFormats) == true)
    }

    @Test("a missing file and a folder are .unreadable")
    func unreadable() throws {
        let missing = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: "/nonexistent/story.m4a") }
        #expect(missing?.reason == .unreadable)
        let folder = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: Fixtures.folder.path) }
        #expect(folder?.reason == .unreadable)
        #expect(folder?.message.contains("folder") == true)
    }

    @Test("an MP4 without its moov box is .missingIndex")
    func moovStripped() throws {
        let bytes = try Fixtures.bytes("aac.m4a")
        let kept = MP4TestBoxes.topLevel(bytes).filter { $0.type != "moov" }
        #expect(kept.map(\.type).contains("mdat"))
        let file = try TemporaryFile(named: "story.m4a", bytes: kept.flatMap { Array(bytes[$0.range]) })
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(error?.reason == .missingIndex)
        #expect(error?.message == "the file ends before its index (moov) — was the recording interrupted?")
        #expect(error?.hint == "Export the recording again from the phone, or convert it with ffmpeg.")
    }

    @Test("an interrupted recording (cut before moov) is .missingIndex")
    func cutBeforeMoov() throws {
        let bytes = try Fixtures.bytes("aac.m4a")
        let moov = try #require(MP4TestBoxes.topLevel(bytes).first { $0.type == "moov" })
        let file = try TemporaryFile(named: "story.m4a", bytes: Array(bytes[..<(moov.range.lowerBound - 100)]))
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(error?.reason == .missingIndex)
    }

    @Test("an M4A cut inside its index or its audio is .truncated", arguments: ["aac.m4a", "aac-faststart.m4a"])
    func cutM4A(_ name: String) throws {
        let bytes = try Fixtures.bytes(name)
        let moov = try #require(MP4TestBoxes.topLevel(bytes).first { $0.type == "moov" })
        for cut in [moov.range.lowerBound + 200, moov.range.upperBound - 1, bytes.count - 1000]
        where cut < moov.range.upperBound || moov.range.upperBound < bytes.count - 1000 {
            let file = try TemporaryFile(named: "story.m4a", bytes: Array(bytes[..<cut]))
            let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
            #expect(error?.reason == .truncated, "cut at \(cut)")
            #expect(error?.message.contains("cut off") == true)
        }
    }

    @Test("a WAV whose header claims more than the file holds: warning, duration from the real size")
    func wavOverclaims() throws {
        let bytes = try Fixtures.bytes("pcm.wav")
        let dataAt = try #require(MP4TestBoxes.index(of: Array("data".utf8), in: bytes)) + 8
        let kept = dataAt + 8000 * 2  // exactly one second of 8 kHz 16-bit mono
        let file = try TemporaryFile(named: "story.wav", bytes: Array(bytes[..<kept]))
        let info = try AudioProbe.probe(fileAt: file.path)
        #expect(abs(info.duration - 1.0) < 0.001)
        #expect(info.warnings.count == 1)
        #expect(info.warnings.first?.contains("cut off") == true)
    }

    @Test("a WAV streamed with an unknown data size (0xFFFFFFFF) uses the file size, without a warning")
    func wavStreamed() throws {
        var bytes = try Fixtures.bytes("pcm.wav")
        let dataAt = try #require(MP4TestBoxes.index(of: Array("data".utf8), in: bytes))
        for i in 0..<4 { bytes[dataAt + 4 + i] = 0xFF; bytes[4 + i] = 0xFF }
        let file = try TemporaryFile(named: "story.wav", bytes: bytes)
        let info = try AudioProbe.probe(fileAt: file.path)
        let expected = try #require(Fixtures.expected["pcm.wav"])
        #expect(abs(info.duration - expected.duration) <= 0.05)
        #expect(info.warnings.isEmpty)
    }

    @Test("cut-off MP3, Ogg and CAF files report what is left, with a warning",
          arguments: ["vbr-xing.mp3", "cbr-info.mp3", "vorbis.ogg", "speech.opus", "ima4.caf"])
    func cutStreams(_ name: String) throws {
        let bytes = try Fixtures.bytes(name)
        let full = try AudioProbe.probe(fileAt: Fixtures.path(name))
        let file = try TemporaryFile(named: name, bytes: Array(bytes[..<(bytes.count / 2)]))
        let info = try AudioProbe.probe(fileAt: file.path)
        #expect(info.duration < full.duration * 0.75)
        #expect(info.duration > full.duration * 0.25)
        #expect(!info.warnings.isEmpty)
    }

    @Test("FLAC behind an ID3v2 tag is still FLAC")
    func id3BeforeFLAC() throws {
        let id3: [UInt8] = Array("ID3".utf8) + [3, 0, 0, 0, 0, 0, 4, 0, 0, 0, 0]
        let file = try TemporaryFile(named: "story.flac", bytes: id3 + Fixtures.bytes("tagged.flac"))
        let info = try AudioProbe.probe(fileAt: file.path)
        #expect(info.format == .flac)
        #expect(info.tags.title == TagTests.title)
    }

    /// STREAMINFO's 64 bits of sample rate (20), channels (3), bits per sample (5) and total samples (36).
    private static func flac(sampleRate: UInt64, totalSamples: UInt64) throws -> [UInt8] {
        var bytes = try Fixtures.bytes("tagged.flac")
        let offset = 18   // "fLaC", the block header, then block and frame sizes
        let old = bytes[offset..<offset + 8].reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        let packed = sampleRate << 44 | (old >> 36 & 0xFF) << 36 | totalSamples
        for k in 0..<8 { bytes[offset + k] = UInt8(packed >> (56 - 8 * UInt64(k)) & 0xFF) }
        return bytes
    }

    @Test("headers no recording could have are refused: 7 samples a second, years in a few kilobytes")
    func implausibleHeaders() throws {
        let file = try TemporaryFile(named: "story.flac", bytes: try Self.flac(sampleRate: 44_100, totalSamples: 44_100 * 3))
        #expect(try AudioProbe.probe(fileAt: file.path).duration == 3)   // the patch itself reads
        try file.write(try Self.flac(sampleRate: 7, totalSamples: 70))
        let slow = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(slow?.message == "the file is damaged: its header says 7 samples a second, which no recording has")
        try file.write(try Self.flac(sampleRate: 8_000, totalSamples: (1 << 36) - 1))
        let long = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: file.path) }
        #expect(long?.message == "the file is damaged: its header says it lasts 99 days, far longer than its 29833 bytes can hold")
    }

    @Test("errors print as 'message — hint'")
    func description() {
        let error = AudioProbeError(reason: .corrupt, message: "the file is damaged", hint: "Export it again.")
        #expect(error.description == "the file is damaged — Export it again.")
    }

    /// Found by the fuzz target `audio-matroska` (scripts/fuzz.sh; the file is its input, kept
    /// in Fixtures): a WebM whose Info gives a duration of some 10^300 seconds trapped while the
    /// refusal was worded, converting the days to an Int.
    @Test("a duration past what an Int counts is refused as .corrupt, not a trap")
    func durationPastInt() throws {
        let error = #expect(throws: AudioProbeError.self) { try AudioProbe.probe(fileAt: Fixtures.path("fuzz-huge-duration.webm")) }
        #expect(error?.reason == .corrupt)
        #expect(error?.message.contains("e+") == true)
        #expect(AudioProbe.whole(1e300) == "1e+300")
        #expect(AudioProbe.whole(547_500_000) == "547500000")
    }
}
