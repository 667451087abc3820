import Foundation
import Testing
import TestSupport
@testable import Transcript

/// Mangled copies of good files: whatever a keeper's tools produce, the parser must either
/// give a usable transcript that survives the archive's WebVTT round trip, or a TranscriptError.
@Suite("Mangled input")
struct MangledInputTests {
    static let fixtures: [(String, TranscriptFormat)] = [
        ("WEBVTT\n\nNOTE x\n\n1\n00:00:01.000 --> 00:00:02.000 align:start\n<v Mum>Hi &amp; <b>bye</b>\n\n"
            + "00:03.000 --> 00:04.000\nجدتي 👵🏽\n", .vtt),
        ("1\r\n00:00:01,000 --> 00:00:02,000\r\n<i>One</i>\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\n奶奶\r\n", .srt),
        (#"{"text":"a","segments":[{"start":0.5,"end":1.25,"text":" Hi","speaker":"A"},{"start":2,"end":3,"text":"x"}]}"#,
         .whisperJSON),
        ("Line one.\r\n\r\nLine two 🎙️\n", .txt),
    ]

    /// Pieces that break parsers: markup, arrows, digits, line breaks, scripts.
    static let debris = ["<", ">", "&", "&amp", ";", "-->", "->", ":", ".", ",", "0", "9", "99:", "\n", "\r", "\r\n",
                         "\n\n", " ", "\t", "WEBVTT", "NOTE", "<v ", "</v>", "<00:01.000>", "{", "}", "\"", "[", "]",
                         "\u{FEFF}", "\u{200F}", "é", "👵🏽", "\u{0}"]

    @Test("random edits never crash and always give a usable transcript or an error", arguments: 0..<4)
    func mangled(fixture: Int) throws {
        var random = SeededGenerator(seed: UInt64(fixture) &+ 42)
        let (source, format) = Self.fixtures[fixture]
        var usable = 0
        for _ in 0..<400 {
            var characters = Array(source)
            for _ in 0..<Int(random.next() % 4 + 1) {
                let position = characters.isEmpty ? 0 : Int(random.next() % UInt64(characters.count + 1))
                switch random.next() % 3 {
                case 0: characters.insert(contentsOf: Self.debris[Int(random.next() % UInt64(Self.debris.count))], at: position)
                case 1: if position < characters.count { characters.remove(at: position) }
                default: characters = Array(characters.prefix(position))
                }
            }
            let text = String(characters)
            for target in [format, .vtt] where try checkUsable(text, as: target) {
                usable += 1
            }
        }
        // Most small edits leave something a person could still use.
        #expect(usable > 400)
    }

    @Test("random bytes decode without failing; UTF-8 text decodes to itself")
    func randomBytes() {
        var random = SeededGenerator(seed: 7)
        for _ in 0..<500 {
            let bytes = (0..<Int(random.next() % 64)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let decoded = TextDecoding.decode(Data(bytes))
            #expect(["UTF-8", "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE", "Latin-1"].contains(decoded.encoding))
            if decoded.encoding == "Latin-1" { #expect(decoded.text.unicodeScalars.count == bytes.count) }
        }
        for (source, _) in Self.fixtures {
            #expect(TextDecoding.decode(Data(source.utf8)).text == source)
        }
    }

    /// Checks the result and tells whether the text was usable.
    private func checkUsable(_ text: String, as format: TranscriptFormat) throws -> Bool {
        let transcript: Transcript
        do {
            (transcript, _) = try parse(text, as: format)
        } catch {
            #expect(!error.message.isEmpty)
            return false
        }
        switch transcript.body {
        case .plain(let words):
            #expect(!words.isEmpty)
            #expect(words == PlainText.normalize(words))
        case .timed(let cues):
            #expect(!cues.isEmpty)
            #expect(cues.allSatisfy { $0.end >= $0.start && !$0.text.isEmpty && !$0.text.contains("\n\n") })
            #expect(zip(cues, cues.dropFirst()).allSatisfy { $0.start <= $1.start })
            let (again, warnings) = try parse(transcript.webVTT(), as: .vtt)
            #expect(again.cues == cues, "round trip of \(text.debugDescription)")
            #expect(warnings.isEmpty)
        }
        return true
    }
}
