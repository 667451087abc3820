import Foundation
import Transcript

/// Who speaks a timed transcript's lines, as its page shows them: a name where the speaker
/// changes (a turn), and the lines of anyone but the teller set apart, as an oral-history
/// transcript sets the interviewer's questions apart from the answers.
struct SpeakerTurns {
    private let speakers: [String?]
    /// The story's narrator (or the day entry's person) when the transcript names them;
    /// otherwise whoever says the most (as `folded` writes names), since a speaker-labelling engine names nobody
    /// ("SPEAKER_00") and in an interview the one who tells speaks longest.
    let teller: String?

    init(cues: [Cue], teller: String?) {
        speakers = cues.map(\.speaker)
        var spoken: [String: Int] = [:]
        for cue in cues {
            if let speaker = cue.speaker { spoken[speaker, default: 0] += cue.text.count }
        }
        // Names that differ only in case or spaces ("Grandpa Joe", "grandpa joe") are one person.
        let named = teller.map(Self.folded).flatMap { teller in spoken.keys.contains { Self.folded($0) == teller } ? teller : nil }
        var byPerson: [String: Int] = [:]
        for (speaker, count) in spoken { byPerson[Self.folded(speaker), default: 0] += count }
        // The most said first; of two who said as much, the one first in the alphabet, so a page is always the same.
        self.teller = named ?? byPerson.max { $0.value != $1.value ? $0.value < $1.value : $0.key > $1.key }?.key
        isConversation = byPerson.count > 1
    }

    /// Whether two or more people speak: only then is anyone set apart.
    private let isConversation: Bool

    /// The speaker's name on the first line of their turn; nil on the lines that follow it.
    func nameShown(at index: Int) -> String? {
        guard let speaker = speakers[index] else { return nil }
        return index > 0 && speakers[index - 1].map(Self.folded) == Self.folded(speaker) ? nil : speaker
    }

    /// Whether the line is someone else's than the teller's.
    func isSetApart(at index: Int) -> Bool {
        guard isConversation, let speaker = speakers[index] else { return false }
        return Self.folded(speaker) != teller
    }

    /// How a name is compared: "Grandma Rose" and "grandma rose " name one person.
    private static func folded(_ name: String) -> String {
        name.trimmingCharacters(in: .whitespaces).lowercased()
    }
}
