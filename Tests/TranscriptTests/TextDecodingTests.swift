import Foundation
import Testing
@testable import Transcript

@Suite("Text decoding")
struct TextDecodingTests {
    @Test("plain UTF-8 is read as is, in any script")
    func utf8() {
        let text = "Grandma said: “café, naïve” — جدتي قالت — 奶奶说 — 👵🏽🎙️\n"
        let decoded = TextDecoding.decode(Data(text.utf8))
        #expect(decoded.text == text)
        #expect(decoded.encoding == "UTF-8")
        #expect(decoded.warnings.isEmpty)
    }

    @Test("a UTF-8 byte order mark is removed")
    func utf8BOM() {
        let decoded = TextDecoding.decode(Data([0xEF, 0xBB, 0xBF] + Array("WEBVTT\n".utf8)))
        #expect(decoded.text == "WEBVTT\n")
        #expect(decoded.encoding == "UTF-8")
        #expect(decoded.warnings.isEmpty)
    }

    @Test("UTF-16 with a byte order mark, both byte orders", arguments: [
        (bigEndian: false, bom: [UInt8]([0xFF, 0xFE]), name: "UTF-16LE"),
        (bigEndian: true, bom: [UInt8]([0xFE, 0xFF]), name: "UTF-16BE"),
    ])
    func utf16WithBOM(bigEndian: Bool, bom: [UInt8], name: String) {
        let text = "Café 👵 جدتي\r\n"
        let decoded = TextDecoding.decode(Data(bom + utf16(text, bigEndian: bigEndian)))
        #expect(decoded.text == text)
        #expect(decoded.encoding == name)
        #expect(decoded.warnings.isEmpty)
    }

    @Test("UTF-16 without a byte order mark is told by its zero bytes", arguments: [false, true])
    func utf16WithoutBOM(bigEndian: Bool) {
        let text = "1\n00:00:01,000 --> 00:00:02,000\nHello, café\n"
        let decoded = TextDecoding.decode(Data(utf16(text, bigEndian: bigEndian)))
        #expect(decoded.text == text)
        #expect(decoded.encoding == (bigEndian ? "UTF-16BE" : "UTF-16LE"))
    }

    @Test("UTF-32 with a byte order mark")
    func utf32() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0, 0] + "Hé😀".unicodeScalars.flatMap { scalar in
            (0..<4).map { UInt8(truncatingIfNeeded: scalar.value >> (8 * $0)) }
        }
        let decoded = TextDecoding.decode(Data(bytes))
        #expect(decoded.text == "Hé😀")
        #expect(decoded.encoding == "UTF-32LE")
    }

    @Test("Latin-1 bytes are read as Latin-1, with a warning")
    func latin1() {
        // "café" with é as the single Latin-1 byte 0xE9: not valid UTF-8.
        let decoded = TextDecoding.decode(Data([0x63, 0x61, 0x66, 0xE9]))
        #expect(decoded.text == "café")
        #expect(decoded.encoding == "Latin-1")
        #expect(decoded.warnings == ["not UTF-8; read as Latin-1 — check accented letters"])
    }

    @Test("Windows-1252 curly quotes, dashes and € survive the fallback")
    func windows1252() {
        let decoded = TextDecoding.decode(Data([0x93, 0x48, 0x69, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35, 0x20, 0xFC]))
        #expect(decoded.text == "“Hi” – €5 ü")
        #expect(decoded.warnings == [TextDecoding.latin1Warning])
    }

    @Test("broken or empty input is still read, with a warning when something was lost", arguments: [
        (bytes: [UInt8](), text: "", encoding: "UTF-8", warned: false),
        (bytes: [0xFF, 0xFE, 0x41], text: "", encoding: "UTF-16LE", warned: true),  // odd length
        (bytes: [0xFE, 0xFF, 0xD8, 0x00], text: "\u{FFFD}", encoding: "UTF-16BE", warned: true),  // lone surrogate
        (bytes: [0xEF, 0xBB, 0xBF, 0xC3], text: "\u{FFFD}", encoding: "UTF-8", warned: true),  // half a character
    ])
    func brokenInput(bytes: [UInt8], text: String, encoding: String, warned: Bool) {
        let decoded = TextDecoding.decode(Data(bytes))
        #expect(decoded.text == text)
        #expect(decoded.encoding == encoding)
        #expect(decoded.warnings.isEmpty == !warned)
    }

    @Test("a broken UTF-16 character is marked and reported")
    func brokenUTF16() {
        let decoded = TextDecoding.decode(Data([0xFE, 0xFF, 0x00, 0x41, 0xD8, 0x00]))
        #expect(decoded.text == "A\u{FFFD}")
        #expect(decoded.encoding == "UTF-16BE")
        #expect(decoded.warnings.count == 1)
    }

    @Test("the parser reports the decoding warning and reads the words")
    func parserPassesDecodingWarnings() throws {
        var bytes = Array("WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n".utf8)
        bytes += [0x63, 0x61, 0x66, 0xE9, 0x0A]
        let (transcript, warnings) = try TranscriptParser.parse(Data(bytes), format: .vtt)
        #expect(transcript.cues == [Cue(start: 1, end: 2, text: "café")])
        #expect(warnings == [TextDecoding.latin1Warning])
    }

    private func utf16(_ text: String, bigEndian: Bool) -> [UInt8] {
        text.utf16.flatMap { unit in
            let high = UInt8(unit >> 8), low = UInt8(unit & 0xFF)
            return bigEndian ? [high, low] : [low, high]
        }
    }
}
