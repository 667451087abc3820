import Foundation
import Testing
@testable import AudioProbe

/// MP3s without a Xing/VBRI header: the bounded frame scan and its extrapolation.
@Suite struct MP3ScanTests {
    /// The audio of a fixture without its ID3 tag.
    private func audio(_ name: String) throws -> [UInt8] {
        let bytes = try Fixtures.bytes(name)
        guard bytes.starts(with: Array("ID3".utf8)), bytes.count > 10 else { return bytes }
        let size = bytes[6..<10].reduce(0) { $0 << 7 | Int($1 & 0x7F) }
        return Array(bytes[(10 + size)...])
    }

    @Test("a long CBR file is measured from its first 256 KiB, exactly")
    func cbrExtrapolation() throws {
        let one = try audio("cbr-noxing.mp3")
        let copies = 12  // ~370 KB, past the 256 KiB CBR check
        let file = try TemporaryFile(named: "long.mp3", bytes: Array([[UInt8]](repeating: one, count: copies).joined()))
        let info = try AudioProbe.probe(fileAt: file.path)
        let single = try #require(Fixtures.expected["cbr-noxing.mp3"]).duration
        #expect(abs(info.duration - single * Double(copies)) <= 0.05)
        #expect(info.bytesRead < Int(info.bytes) * 3 / 4)
        #expect(info.warnings.isEmpty)
    }

    @Test("VBR without a Xing header is counted frame by frame")
    func vbrWithoutXing() throws {
        let stream = try audio("vbr-xing.mp3")
        let first = try #require(MP3FrameHeader(ByteBuffer(stream), at: 0))
        #expect(MP3VBRHeader(ByteBuffer(Array(stream.prefix(first.length))), first) != nil)
        // Drop the Xing frame: what is left is plain VBR audio.
        let file = try TemporaryFile(named: "vbr.mp3", bytes: Array(stream[first.length...]))
        let info = try AudioProbe.probe(fileAt: file.path)
        let expected = try #require(Fixtures.expected["vbr-xing.mp3"])
        #expect(abs(info.duration - expected.duration) <= 0.05)
        #expect(info.sampleRate == expected.sampleRate)
    }

    @Test("frame headers decode version, layer, rate and length", arguments: [
        // bytes, version, sample rate, channels, frame length, samples per frame
        ([0xFF, 0xFB, 0x90, 0x64], MP3FrameHeader.Version.mpeg1, 44100, 2, 417, 1152),  // 128 kbit/s
        ([0xFF, 0xF3, 0x28, 0xC4], .mpeg2, 16000, 1, 72, 576),                          // 16 kbit/s
        ([0xFF, 0xE3, 0x18, 0xC4], .mpeg25, 8000, 1, 72, 576),                          // 8 kbit/s
    ])
    func frameHeader(_ bytes: [UInt8], _ version: MP3FrameHeader.Version, _ rate: Int, _ channels: Int,
                     _ length: Int, _ samples: Int) throws {
        let header = try #require(MP3FrameHeader(ByteBuffer(bytes), at: 0))
        #expect(header.version == version)
        #expect(header.layer == 3)
        #expect(header.sampleRate == rate)
        #expect(header.channels == channels)
        #expect(header.length == length)
        #expect(header.samplesPerFrame == samples)
    }

    @Test("reserved and free-format headers are rejected", arguments: [
        [0xFF, 0xFB, 0xF0, 0x64], [0xFF, 0xFB, 0x0C, 0x64], [0xFF, 0xEB, 0x90, 0x64], [0xFF, 0xF9, 0x90, 0x64],
        [0xFF, 0xFB, 0x00, 0x64], [0xFF, 0xFB, 0x90],
    ] as [[UInt8]])
    func badHeaders(_ bytes: [UInt8]) {
        #expect(MP3FrameHeader(ByteBuffer(bytes), at: 0) == nil)
    }
}
