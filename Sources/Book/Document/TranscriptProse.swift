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
    /// Past this many words, a paragraph ends with the first cue that ends a sentence.
    static let longParagraph = 110

    static func of(_ transcript: Transcript) -> TranscriptProse {
        guard transcript.isTimed else {
            return TranscriptProse(paragraphs: TranscriptViews.paragraphs(transcript.plainText).map { Paragraph(text: $0) })
        }
        var paragraphs: [Paragraph] = []
        var words: [String] = [], speaker: String?, lastSpeaker: String?, lastEnd: Double?
        func finish() {
            guard !words.isEmpty else { return }
            paragraphs.append(Paragraph(speaker: speaker != lastSpeaker ? speaker : nil, text: words.joined(separator: " ")))
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
            if words.joined(separator: " ").split(separator: " ").count >= longParagraph, endsSentence(text) { finish() }
        }
        finish()
        return TranscriptProse(paragraphs: paragraphs)
    }

    /// How many words it holds, for planning volumes.
    var wordCount: Int { paragraphs.reduce(0) { $0 + $1.text.split(separator: " ").count } }

    private static func endsSentence(_ text: String) -> Bool {
        guard let last = text.last else { return false }
        return ".!?…。！？؟".contains(last)
    }
}
