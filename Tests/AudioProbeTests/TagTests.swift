import Foundation
import Testing
@testable import AudioProbe

/// Tags written by make-fixtures.sh (`-metadata title=… date=… comment=…`) read back per format.
@Suite struct TagTests {
    static let title = "Grandma’s Garden — 1962"

    @Test("title, date and comment", arguments: [
        "aac.m4a", "aac-faststart.m4a", "cbr-info.mp3", "vbr-xing.mp3", "pcm.wav", "tagged.flac", "vorbis.ogg",
        "speech.opus",
    ])
    func readsTags(_ file: String) throws {
        let tags = try AudioProbe.probe(fileAt: Fixtures.path(file)).tags
        #expect(tags.title == Self.title)
        #expect(tags.date == "1962-06-14")
        #expect(tags.comment == "Told at the kitchen table")
    }

    @Test("untagged files have no tags", arguments: ["alac.m4a", "aac-fragmented.m4a", "cbr-noxing.mp3", "ima4.caf"])
    func noTags(_ file: String) throws {
        let tags = try AudioProbe.probe(fileAt: Fixtures.path(file)).tags
        #expect(tags.title == nil)
        #expect(tags.date == nil)
        #expect(tags.comment == nil)
    }

    @Test("MP4 creation time comes from mvhd (seconds since 1904)", arguments: ["aac.m4a", "aac-faststart.m4a"])
    func creationTime(_ file: String) throws {
        let tags = try AudioProbe.probe(fileAt: Fixtures.path(file)).tags
        #expect(tags.creationTime == ISO8601DateFormatter().date(from: "2023-05-01T10:00:00Z"))
    }

    @Test("an MP4 creation time of 0 means unknown")
    func zeroCreationTime() throws {
        #expect(try AudioProbe.probe(fileAt: Fixtures.path("alac.m4a")).tags.creationTime == nil)
    }

    @Test("ID3v2.2 frames are read under their v2.3 names")
    func id3v22() throws {
        // A v2.2 tag: "TT2" (Latin-1) and "COM" (language, empty description, text), then a real MP3.
        let title: [UInt8] = [0] + Array("Old Tape".utf8)
        let comment: [UInt8] = [0] + Array("eng".utf8) + [0] + Array("From 1985".utf8)
        var body: [UInt8] = Array("TT2".utf8) + [0, 0, UInt8(title.count)] + title
        body += Array("COM".utf8) + [0, 0, UInt8(comment.count)] + comment
        let header: [UInt8] = Array("ID3".utf8) + [2, 0, 0, 0, 0, 0, UInt8(body.count)]
        let mp3 = try Fixtures.bytes("cbr-noxing.mp3")
        let file = try TemporaryFile(named: "old.mp3", bytes: header + body + mp3)
        let info = try AudioProbe.probe(fileAt: file.path)
        #expect(info.tags.title == "Old Tape")
        #expect(info.tags.comment == "From 1985")
        #expect(info.format == .mp3)
    }
}
