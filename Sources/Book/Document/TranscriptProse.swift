import Foundation
import Site
import StoryArchive
import Transcript

/// A transcript set as prose for the page: no cue times; the cues of one speaker run together
/// into paragraphs, a new one where the speaker changes or the voice paused, or when a
/// paragraph has grown long and a sentence ends.
struct TranscriptProse: Sendable {
    struct Paragraph: Encodable, Sendable, Equatable {
        /// Who speaks, when the transcript says and it changed from the paragraph before.
        var speaker: String?
        var text: String
    }

    var paragraphs: [Paragraph]

    /// A pause this long (in seconds) between two cues starts a new paragraph.
    static let pause = 2.0
    /// Past this many characters (some 110 English words), a paragraph ends with the first cue
    /// that ends a sentence; characters, as Chinese and Japanese have no spaces to count words by.
    static let longParagraph = 650

    static func of(_ transcript: Transcript) -> TranscriptProse {
        guard transcript.isTimed else {
            return TranscriptProse(paragraphs: TranscriptViews.paragraphs(transcript.plainText).map { Paragraph(text: $0) })
        }
        var paragraphs: [Paragraph] = []
        var words: [String] = [], speaker: String?, lastSpeaker: String?, lastEnd: Double?
        func finish() {
            guard !words.isEmpty else { return }
            paragraphs.append(Paragraph(speaker: speaker != lastSpeaker ? speaker : nil, text: joined(words)))
            lastSpeaker = speaker
            words = []
        }
        for cue in transcript.cues {
            let text = cue.text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            guard !text.isEmpty else { continue }
            let paused = lastEnd.map { cue.start - $0 >= pause } ?? false
            if cue.speaker != speaker || paused { finish() }
            speaker = cue.speaker
            words.append(text)
            lastEnd = cue.end
            if joined(words).count >= longParagraph, endsSentence(text) { finish() }
        }
        finish()
        return TranscriptProse(paragraphs: paragraphs)
    }

    /// Cues run together with a space between them, but for Chinese and Japanese, which are
    /// written without spaces (a space after 。 would show as a gap).
    static func joined(_ cues: [String]) -> String {
        var text = ""
        for cue in cues {
            if let last = text.unicodeScalars.last, let first = cue.unicodeScalars.first, !(isCJK(last) && isCJK(first)) { text += " " }
            text += cue
        }
        return text
    }

    /// Han, kana, and the CJK and full-width punctuation.
    private static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x2FA1F: true
        default: false
        }
    }

    private static func endsSentence(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return ".!?…。！？؟".contains(last)
    }
}
