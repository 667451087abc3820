import Foundation
import Testing
import TestSupport
@testable import AudioProbe

/// ADTS AAC, AMR, 3GP/3G2, WebM and Matroska, each made by the real ffmpeg in the test, against
/// what the real ffprobe says. ffprobe's `format=duration` is a bitrate guess for ADTS and AMR
/// (3 % off for AMR at 12.2 kbit/s) and absent for a live WebM: there the test uses the end of
/// ffprobe's last packet, the length it finds by reading the whole stream.
@Suite struct PhoneFormatTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var format: AudioFormat
        var codec: String
        var sampleRate: Int
        var browserPlayable: Bool
        /// Compare with ffprobe's packet walk, not its format duration.
        var byPackets = false
        var make: @Sendable (Double, URL) throws -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "tone.aac", format: .aac, codec: "aac", sampleRate: 44100, browserPlayable: true, byPackets: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "aac", format: "adts", to: $1)
        },
        Case(name: "note.amr", format: .amr, codec: "amr-nb", sampleRate: 8000, browserPlayable: false, byPackets: true) {
            try PhoneRecordings.amr(seconds: $0).write(to: $1)
        },
        Case(name: "mixed.amr", format: .amr, codec: "amr-nb", sampleRate: 8000, browserPlayable: false, byPackets: true) {
            try PhoneRecordings.amr(seconds: $0, modes: [0, 7, 3, 15, 8, 5]).write(to: $1)
        },
        Case(name: "note.awb", format: .amr, codec: "amr-wb", sampleRate: 16000, browserPlayable: false, byPackets: true) {
            try PhoneRecordings.amr(seconds: $0, wideband: true, modes: [8, 2, 0]).write(to: $1)
        },
        Case(name: "amr.3gp", format: .threeGP, codec: "amr-nb", sampleRate: 8000, browserPlayable: false) { seconds, file in
            let amr = file.deletingLastPathComponent().appendingPathComponent("source.amr")
            try PhoneRecordings.amr(seconds: seconds).write(to: amr)
            try PhoneRecordings.remux(amr, format: "3gp", to: file)
        },
        Case(name: "amr-wb.3g2", format: .threeGP, codec: "amr-wb", sampleRate: 16000, browserPlayable: false) { seconds, file in
            let amr = file.deletingLastPathComponent().appendingPathComponent("source.awb")
            try PhoneRecordings.amr(seconds: seconds, wideband: true).write(to: amr)
            try PhoneRecordings.remux(amr, format: "3g2", to: file)
        },
        Case(name: "aac.3gp", format: .threeGP, codec: "aac", sampleRate: 44100, browserPlayable: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "aac", format: "3gp", to: $1)
        },
        Case(name: "opus.webm", format: .webm, codec: "opus", sampleRate: 48000, browserPlayable: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "libopus", format: "webm", to: $1)
        },
        Case(name: "vorbis.webm", format: .webm, codec: "vorbis", sampleRate: 44100, browserPlayable: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "libvorbis", format: "webm", to: $1)
        },
        // A browser's MediaRecorder writes no Duration: ffmpeg's live mode leaves it out too.
        Case(name: "live.webm", format: .webm, codec: "opus", sampleRate: 48000, browserPlayable: true, byPackets: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "libopus", format: "webm", to: $1, extra: ["-live", "1"])
        },
        // A browser's MediaRecorder also leaves each Cluster's size unknown.
        Case(name: "recorder.webm", format: .webm, codec: "opus", sampleRate: 48000, browserPlayable: true, byPackets: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "libopus", format: "webm", to: $1, extra: ["-live", "1"])
            try PhoneFormatTests.unknownClusterSizes($1)
        },
        Case(name: "aac.mka", format: .mka, codec: "aac", sampleRate: 44100, browserPlayable: false) {
            try PhoneRecordings.tone(seconds: $0, codec: "aac", format: "matroska", to: $1)
        },
        Case(name: "live-vorbis.mka", format: .mka, codec: "vorbis", sampleRate: 44100, browserPlayable: false, byPackets: true) {
            try PhoneRecordings.tone(seconds: $0, codec: "libvorbis", format: "matroska", to: $1, extra: ["-live", "1"])
        },
    ]

    @Test("matches ffprobe at 1, 7.3 and 61 seconds", arguments: cases, [1.0, 7.3, 61])
    func matchesFFprobe(_ c: Case, _ seconds: Double) throws {
        let folder = try TemporaryDirectory("phone-formats")
        defer { folder.remove() }
        let file = folder.appending(c.name)
        try c.make(seconds, file)
        let expected = c.byPackets ? try PhoneRecordings.ffprobePacketEnd(file) : try #require(try PhoneRecordings.ffprobeDuration(file))
        let info = try AudioProbe.probe(fileAt: file.path)
        #expect(info.format == c.format)
        #expect(info.codec == c.codec)
        #expect(abs(info.duration - expected) <= 0.05, "\(c.name): \(info.duration) s, ffprobe \(expected) s")
        #expect(abs(info.duration - seconds) <= 0.1, "\(c.name): \(info.duration) s for a \(seconds) s tone")
        #expect(info.sampleRate == c.sampleRate)
        #expect(info.channels == 1)
        #expect(info.browserPlayable == c.browserPlayable)
        #expect(info.warnings.isEmpty, "\(info.warnings)")
    }

    @Test("a WebM with a Duration and the same file without one agree")
    func webmWithAndWithoutDuration() throws {
        let (folder, file) = try PhoneRecordings.toneFile("note.webm", seconds: 7.3, codec: "libopus", format: "webm")
        defer { folder.remove() }
        var bytes = try [UInt8](Data(contentsOf: file))
        let withDuration = try AudioProbe.probe(fileAt: file.path)
        // The Duration element (0x4489, 8-byte float) becomes a Void element (0xEC) of the same length.
        let at = try #require(Self.index(of: [0x44, 0x89, 0x88], in: bytes))
        bytes.replaceSubrange(at..<at + 3, with: [0xEC, 0x80 | 9, 0])
        let stripped = folder.appending("stripped.webm")
        try Data(bytes).write(to: stripped)
        #expect(try PhoneRecordings.ffprobeDuration(stripped) == nil)
        let without = try AudioProbe.probe(fileAt: stripped.path)
        #expect(abs(without.duration - withDuration.duration) <= 0.05, "\(without.duration) vs \(withDuration.duration)")
        #expect(abs(without.duration - (try PhoneRecordings.ffprobePacketEnd(stripped))) <= 0.05)
    }

    @Test("tags: Matroska TITLE/COMMENT, WebM DESCRIPTION, 3GP titl/dscp")
    func tags() throws {
        let folder = try TemporaryDirectory("phone-formats")
        defer { folder.remove() }
        let mka = folder.appending("tagged.mka")
        try PhoneRecordings.tone(seconds: 2, codec: "libopus", format: "matroska", to: mka,
                                 metadata: ["title": "New Recording 12", "comment": "Dad talking about building the rowboat"])
        let webm = folder.appending("tagged.webm")
        try PhoneRecordings.tone(seconds: 2, codec: "libopus", format: "webm", to: webm,
                                 metadata: ["description": "Grandma's lullaby"])
        let amr = folder.appending("source.amr")
        try PhoneRecordings.amr(seconds: 2).write(to: amr)
        let threeGP = folder.appending("tagged.3gp")
        try PhoneRecordings.remux(amr, format: "3gp", to: threeGP,
                                  metadata: ["title": "Voice 004", "comment": "Köln, the harbour"])
        let mkaTags = try AudioProbe.probe(fileAt: mka.path).tags
        #expect(mkaTags.title == "New Recording 12")
        #expect(mkaTags.comment == "Dad talking about building the rowboat")
        #expect(try AudioProbe.probe(fileAt: webm.path).tags.comment == "Grandma's lullaby")
        let threeGPTags = try AudioProbe.probe(fileAt: threeGP.path).tags
        #expect(threeGPTags.title == "Voice 004")
        #expect(threeGPTags.comment == "Köln, the harbour")
    }

    @Test("ADTS AAC behind an ID3v2 tag: its frames, and the tag's title and comment")
    func adtsAfterID3() throws {
        let (folder, file) = try PhoneRecordings.toneFile("REC_0012.aac", seconds: 6, codec: "aac", format: "adts",
                                                          metadata: ["title": "REC_0012", "comment": "Oma singing"],
                                                          extra: ["-write_id3v2", "1"])
        defer { folder.remove() }
        let info = try AudioProbe.probe(fileAt: file.path)
        #expect(info.format == .aac)
        #expect(abs(info.duration - (try PhoneRecordings.ffprobePacketEnd(file))) <= 0.05)
        #expect(info.tags.title == "REC_0012")
        #expect(info.tags.comment == "Oma singing")
    }

    @Test("Matroska Tags after the audio are found through the SeekHead")
    func tagsAtTheEnd() throws {
        let (folder, file) = try PhoneRecordings.toneFile("tagged.mka", seconds: 2, codec: "libopus", format: "matroska",
                                                          metadata: ["comment": "At the lake"])
        defer { folder.remove() }
        var bytes = try [UInt8](Data(contentsOf: file))
        let buffer = ByteBuffer(bytes)
        // The Tags element (its ID's second place: the first is the SeekHead's entry) moves to the
        // end; a Void of its length takes its place, the Segment's size becomes "unknown".
        let tagsID: [UInt8] = [0x12, 0x54, 0xC3, 0x67]
        let seekEntry = try #require(buffer.firstIndex(of: tagsID))
        let at = try #require(buffer.firstIndex(of: tagsID, from: seekEntry + 1))
        let tags = try #require(EBMLElement.parse(buffer, at: at))
        let end = Int(tags.end(limit: Int64(bytes.count)))
        let moved = Array(bytes[at..<end])
        bytes.replaceSubrange(at..<at + 9, with: [0xEC, 0x01, 0, 0, 0, 0, 0, 0, UInt8(end - at - 9)])
        for k in at + 9..<end { bytes[k] = 0 }
        let header = try #require(EBMLElement.parse(buffer, at: 0))
        let segmentAt = Int(header.end(limit: Int64(bytes.count)))
        let segment = try #require(EBMLElement.parse(buffer, at: segmentAt))
        #expect(Int(segment.dataStart) - segmentAt == 12, "ffmpeg writes an 8-byte Segment size")
        bytes.replaceSubrange(segmentAt + 4..<segmentAt + 12, with: [0x01] + [UInt8](repeating: 0xFF, count: 7))
        // The SeekHead's position for Tags: SeekID (4 bytes), then 0x53AC, a 2-byte size, the value.
        let position = bytes.count - Int(segment.dataStart)
        #expect(bytes[seekEntry + 4] == 0x53 && bytes[seekEntry + 5] == 0xAC && bytes[seekEntry + 6] == 0x82)
        bytes[seekEntry + 7] = UInt8(position >> 8)
        bytes[seekEntry + 8] = UInt8(position & 0xFF)
        let rewritten = folder.appending("tags-last.mka")
        try Data(bytes + moved).write(to: rewritten)
        #expect(try AudioProbe.probe(fileAt: rewritten.path).tags.comment == "At the lake")
        #expect(try PhoneRecordings.run("ffprobe", ["-v", "error", "-show_entries", "format_tags=comment", "-of", "csv=p=0", rewritten.path])
            .contains("At the lake"))
    }

    @Test("ADTS and MP3 frames are not taken for each other")
    func adtsIsNotMP3() throws {
        let (folder, aac) = try PhoneRecordings.toneFile("tone.mp3", seconds: 2, codec: "aac", format: "adts")
        defer { folder.remove() }
        let mp3 = folder.appending("tone.aac")
        try PhoneRecordings.tone(seconds: 2, codec: "libmp3lame", format: "mp3", to: mp3, extra: ["-write_xing", "0", "-id3v2_version", "0"])
        #expect(try AudioProbe.probe(fileAt: aac.path).format == .aac)
        #expect(try AudioProbe.probe(fileAt: mp3.path).format == .mp3)
    }

    /// Rewrites each top-level Cluster's size as "unknown" (all ones, same length), as a browser writes it.
    static func unknownClusterSizes(_ file: URL) throws {
        var bytes = try [UInt8](Data(contentsOf: file))
        let buffer = ByteBuffer(bytes)
        let header = try #require(EBMLElement.parse(buffer, at: 0))
        let segment = try #require(EBMLElement.parse(buffer, at: Int(header.end(limit: Int64(bytes.count)))))
        var offset = Int(segment.dataStart)
        var clusters = 0
        while let element = EBMLElement.parse(buffer, at: offset), element.size != nil {
            if element.id == 0x1F43B675 {
                let sizeAt = offset + 4
                let length = Int(element.dataStart) - sizeAt
                bytes[sizeAt] = UInt8(0xFF >> (length - 1))
                for k in 1..<length { bytes[sizeAt + k] = 0xFF }
                clusters += 1
            }
            offset = Int(element.end(limit: Int64(bytes.count)))
        }
        #expect(clusters > 0)
        try Data(bytes).write(to: file)
    }

    static func index(of pattern: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= pattern.count else { return nil }
        return (0...(bytes.count - pattern.count)).first { Array(bytes[$0..<$0 + pattern.count]) == pattern }
    }
}
