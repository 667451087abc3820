import Foundation

/// Gives each voice note the text its sender wrote around it: a message of the same sender
/// within two minutes before or after the note. A text goes to one note only, the nearest in
/// time; between two notes equally near, the one it follows (a text after a note explains it).
enum ChatCaptions {
    struct Text: Sendable {
        var sender: String
        var sent: ChatTime
        var text: String
    }

    /// How far from a note its caption may be written.
    static let window: Double = 120

    /// Adds to each note's caption (after any text of its own message) the texts near it, in chat order.
    static func attach(_ texts: [Text], to notes: inout [ChatVoiceNote]) {
        let near = Notes(notes)
        var captions: [Int: [String]] = [:]
        for text in texts {
            let words = String(text.text.trimmed)
            guard !words.isEmpty, let index = near.nearest(text.sender, text.sent) else { continue }
            captions[index, default: []].append(words)
        }
        for (index, lines) in captions {
            notes[index].caption = ((notes[index].caption.map { [$0] } ?? []) + lines).joined(separator: "\n")
        }
    }

    /// Each sender's notes in time order, to find the one nearest a text.
    struct Notes {
        private let bySender: [String: [(seconds: Double, index: Int)]]

        init(_ notes: [ChatVoiceNote]) {
            bySender = Dictionary(grouping: notes.enumerated().map { (sender: $1.sender, seconds: $1.sent.seconds, index: $0) }, by: \.sender)
                .mapValues { $0.map { (seconds: $0.seconds, index: $0.index) }.sorted { ($0.seconds, $0.index) < ($1.seconds, $1.index) } }
        }

        /// The index of `sender`'s note nearest to `time` within the window, the earlier on a tie.
        func nearest(_ sender: String, _ time: ChatTime) -> Int? {
            guard let notes = bySender[sender] else { return nil }
            let seconds = time.seconds
            var low = 0, high = notes.count
            while low < high {
                let middle = (low + high) / 2
                if notes[middle].seconds < seconds { low = middle + 1 } else { high = middle }
            }
            // Candidates: the last note before the text and the first at or after it.
            var best: (distance: Double, index: Int)?
            for candidate in [low - 1, low] where notes.indices.contains(candidate) {
                let distance = abs(notes[candidate].seconds - seconds)
                if distance <= window, distance < best?.distance ?? .infinity { best = (distance, notes[candidate].index) }
            }
            return best?.index
        }

        /// Whether any note was sent by `sender`: a cheaper question, asked first.
        func hasNotes(of sender: String) -> Bool { bySender[sender] != nil }
    }
}

extension ChatTime {
    /// Seconds on one scale for every time of one export, to compare them: a wall-clock time
    /// counted as if it were UTC, an instant as itself.
    var seconds: Double {
        switch self {
        case .instant(let date): return date.timeIntervalSince1970
        case .wallClock(let year, let month, let day, let hour, let minute, let second):
            return Double(Self.daysSinceEpoch(year: year, month: month, day: day) * 86_400 + hour * 3_600 + minute * 60 + second)
        }
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar (Howard Hinnant's days_from_civil).
    private static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
