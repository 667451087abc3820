import Foundation
import Testing
@testable import AudioProbe

/// Each fixture against what ffprobe said about it (expected.json).
@Suite struct FixtureProbeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var file: String
        var format: AudioFormat
        var codec: String
        /// ffprobe's codec name when it differs from ours.
        var ffprobeCodec: String?
        var browserPlayable = true
        var testDescription: String { file }
    }

    static let cases: [Case] = [
        Case(file: "aac.m4a", format: .m4a, codec: "aac"),
        Case(file: "aac-faststart.m4a", format: .m4a, codec: "aac"),
        Case(file: "aac-fragmented.m4a", format: .m4a, codec: "aac"),
        Case(file: "alac.m4a", format: .m4a, codec: "alac", browserPlayable: false),
        Case(file: "cbr-info.mp3", format: .mp3, codec: "mp3"),
        Case(file: "vbr-xing.mp3", format: .mp3, codec: "mp3"),
        Case(file: "cbr-noxing.mp3", format: .mp3, codec: "mp3"),
        Case(file: "pcm.wav", format: .wav, codec: "pcm_s16le"),
        Case(file: "tagged.flac", format: .flac, codec: "flac"),
        Case(file: "vorbis.ogg", format: .ogg, codec: "vorbis"),
        Case(file: "speech.opus", format: .opus, codec: "opus"),
        Case(file: "ima4.caf", format: .caf, codec: "ima4", ffprobeCodec: "adpcm_ima_qt", browserPlayable: false),
    ]

    @Test("matches ffprobe", arguments: cases)
    func matchesFFprobe(_ c: Case) throws {
        let expected = try #require(Fixtures.expected[c.file], "expected.json has no entry for \(c.file)")
        let info = try AudioProbe.probe(fileAt: Fixtures.path(c.file))
        #expect(info.format == c.format)
        #expect(info.codec == c.codec)
        #expect((c.ffprobeCodec ?? c.codec) == expected.codec)
        #expect(abs(info.duration - expected.duration) <= 0.05, "duration \(info.duration) vs ffprobe \(expected.duration)")
        #expect(info.sampleRate == expected.sampleRate)
        #expect(info.channels == expected.channels)
        #expect(info.browserPlayable == c.browserPlayable)
        #expect(info.warnings.isEmpty)
        let size = try FileManager.default.attributesOfItem(atPath: Fixtures.path(c.file))[.size] as? Int
        #expect(info.bytes == Int64(size ?? -1))
    }

    @Test("the format is found from the bytes, not the file name", arguments: ["aac.m4a", "cbr-info.mp3", "speech.opus"])
    func ignoresExtension(_ file: String) throws {
        let renamed = try TemporaryFile(named: "story.wav.txt", bytes: Fixtures.bytes(file))
        let original = try AudioProbe.probe(fileAt: Fixtures.path(file))
        let info = try AudioProbe.probe(fileAt: renamed.path)
        #expect(info.format == original.format)
        #expect(info.duration == original.duration)
    }

    @Test("reads only the headers of a faststart M4A (≤ 64 KiB)", arguments: ["aac-faststart.m4a", "aac.m4a"])
    func readsLittle(_ file: String) throws {
        let info = try AudioProbe.probe(fileAt: Fixtures.path(file))
        #expect(info.bytesRead <= 65_536)
        #expect(info.bytesRead < Int(info.bytes) / 4, "read \(info.bytesRead) of \(info.bytes) bytes")
    }

    @Test("formats know their extension and MIME type", arguments: [
        (AudioFormat.m4a, "m4a", "audio/mp4"), (.mp3, "mp3", "audio/mpeg"), (.wav, "wav", "audio/wav"),
        (.flac, "flac", "audio/flac"), (.ogg, "ogg", "audio/ogg"), (.opus, "opus", "audio/ogg; codecs=opus"),
        (.caf, "caf", "audio/x-caf"),
    ])
    func formatNames(_ format: AudioFormat, _ ext: String, _ mime: String) {
        #expect(format.fileExtension == ext)
        #expect(format.mimeType == mime)
        #expect(AudioFormat(rawValue: ext) == format)
    }
}
