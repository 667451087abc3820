import Foundation
import Transcript

/// Who speaks a timed transcript's lines, as its page shows them: a name where the speaker
/// changes (a turn), and the lines of anyone but the teller set apart, as an oral-history
/// transcript sets the interviewer's questions apart from the answers.
struct SpeakerTurns {
    private let speakers: [String?]
    /// The story's narrator (or the day entry's person) when the transcript names them;
    /// otherwise whoever says the most, since a speaker-labelling engine names nobody
    /// ("SPEAKER_00") and in an interview the one who tells speaks longest.
    let teller: String?

    init(cues: [Cue], teller: String?) {
        speakers = cues.map(\.speaker)
        var spoken: [String: Int] = [:]
        for cue in cues {
            if let speaker = cue.speaker { spoken[speaker, default: 0] += cue.text.count }
        }
        let named = teller.flatMap { teller in spoken.keys.first { Self.isSameName($0, teller) } }
        // The most said first; of two who said as much, the one first in the alphabet, so a page is always the same.
        self.teller = named ?? spoken.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        isConversation = spoken.count > 1
    }

    /// Whether two or more people speak: only then is anyone set apart.
    private let isConversation: Bool

    /// The speaker's name on the first line of their turn; nil on the lines that follow it.
    func nameShown(at index: Int) -> String? {
        guard let speaker = speakers[index] else { return nil }
        return index > 0 && speakers[index - 1] == speaker ? nil : speaker
    }

    /// Whether the line is someone else's than the teller's.
    func isSetApart(at index: Int) -> Bool {
        guard isConversation, let speaker = speakers[index] else { return false }
        return speaker != teller
    }

    /// "Grandma Rose" and "grandma rose " name one person.
    private static func isSameName(_ first: String, _ second: String) -> Bool {
        first.trimmingCharacters(in: .whitespaces).lowercased() == second.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
