import Foundation
@testable import Ingest
import StoryArchive
import Testing
import TestSupport

/// A recorder's own title ("New Recording 12") gives way to the file's comment; a real title
/// is kept, and a generic one with no comment stays.
@Suite struct GenericTitleTests {
    static let generic = [
        "New Recording 12", "New Recording", "new recording 3", "Voice 004", "Voice Memo 3", "Voice_001", "REC_0012", "REC001",
        "Recording 3", "Audio 5", "Memo 12", "AUD-20240101-WA0003", "PTT-20241202-WA0002", "Neue Aufnahme 5",
        "Nouvel enregistrement 2", "Nueva grabación 7", "Grabación 7", "Grabacion 7", "Nuova registrazione 3",
        "Nova gravação 4", "Nieuwe opname 2", "20240305 143000", "REC_20240305_143000", "Untitled 2",
    ]
    static let real = [
        "Dad on the rowboat", "Recording Grandpa's war stories", "Voice of the river", "Memories of 1944", "The Audio Club",
        "Our new recording studio", "Rec room 1978", "Oma", "Aufnahme vom Hafen", "Grabación en Sevilla",
    ]

    @Test(arguments: generic) func aRecordersTitleIsGeneric(_ title: String) {
        #expect(GenericTitle.isGeneric(title), "\(GenericTitle.words(of: title))")
    }

    @Test(arguments: real) func aRealTitleIsNot(_ title: String) {
        #expect(!GenericTitle.isGeneric(title), "\(GenericTitle.words(of: title))")
    }

    /// The comment's first line with text, cleaned and cut to the cap as every tag is.
    @Test func aCommentGivesOneCleanLine() {
        #expect(GenericTitle.title(fromComment: "\n  Dad talking about the rowboat\u{85} \nRecorded at the lake") == "Dad talking about the rowboat")
        #expect(GenericTitle.title(fromComment: " \n\t\n") == nil)
        let long = String(repeating: "a", count: InputLimits.fieldCharacters + 20)
        #expect(GenericTitle.title(fromComment: long)?.count == InputLimits.fieldCharacters)
    }

    @Test func theCommentTakesTheTitleOnlyFromAGenericOne() {
        let comment = "Dad talking about building the rowboat"
        #expect(GenericTitle.title(tag: "New Recording 12", comment: comment) == comment)
        #expect(GenericTitle.title(tag: "Dad on the rowboat", comment: comment) == "Dad on the rowboat")
        #expect(GenericTitle.title(tag: "New Recording 12", comment: nil) == "New Recording 12")
        #expect(GenericTitle.title(tag: "Voice 004", comment: " \n ") == "Voice 004")
        #expect(GenericTitle.title(tag: nil, comment: comment) == nil, "no title tag: the comment is the prompt, and the title follows it")
    }

    /// A WAV's INFO tags (INAM, ICMT), written by hand, so this needs no ffmpeg.
    @Test func aWAVsCommentReplacesItsRecordersTitle() throws {
        let fixture = try IngestFixture()
        defer { fixture.remove() }
        try fixture.source("a.wav", AudioSamples.wav(seconds: 6, seed: 51, title: "REC_0012", comment: "Mum singing at the wedding"))
        try fixture.source("b.wav", AudioSamples.wav(seconds: 6, seed: 52, title: "Voice 004"))
        try fixture.source("c.wav", AudioSamples.wav(seconds: 6, seed: 53, title: "Dad on the rowboat", comment: "Summer 1979"))
        let report = try fixture.ingest([fixture.sources.path])
        #expect(report.rejected.isEmpty, "\(report.rejected)")
        let titles = try fixture.stories().map(\.title).sorted()
        #expect(titles == ["Dad on the rowboat", "Mum singing at the wedding", "Voice 004"])
    }
}
