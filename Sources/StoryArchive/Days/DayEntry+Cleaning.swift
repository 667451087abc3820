import Foundation

extension DayEntry {
    /// The entry with every text cleaned as `FieldText` cleans ingest's: a hand-edited
    /// entry.json is read as ingest would have read it, so no control character reaches the
    /// site. A text over its cap is cut to it, never refused (nobody is typing it now): short
    /// fields at `InputLimits.fieldCharacters`, written ones (notes, questions, answers) at
    /// `InputLimits.textCharacters`. A blank person stays blank, for `checkedOnLoad` to refuse.
    func textsCleaned() -> DayEntry {
        var entry = self
        entry.person = FieldText.cut(person) ?? ""
        entry.prompt = prompt.flatMap { FieldText.cut($0) }
        entry.factors = FieldText.cut(factors)
        entry.mood = mood.map { MoodRating(scale: FieldText.cut($0.scale) ?? "", value: $0.value, word: FieldText.cut($0.word) ?? "") }
        entry.notes = notes.map { notes in
            PartnerNotes(need: notes.need.flatMap(Self.written), gratitude: notes.gratitude.flatMap(Self.written),
                         tomorrow: notes.tomorrow.flatMap(Self.written))
        }
        entry.caption = caption.flatMap(Self.written)
        entry.answers = answers.map { answer in
            var cleaned = answer
            cleaned.question = Self.written(answer.question) ?? ""
            if case .text(let text)? = answer.answer { cleaned.answer = Self.written(text).map(AnswerValue.text) }
            return cleaned
        }
        return entry
    }

    /// A written text (a note, an answer), cleaned and cut at its larger cap.
    private static func written(_ text: String) -> String? {
        FieldText.cut(text, limit: InputLimits.textCharacters)
    }
}
