import Foundation
import StoryArchive

/// Titles a recorder gives every file ("New Recording 12", "Voice 004", "REC_0012",
/// "AUD-20240101-WA0003", "Neue Aufnahme 5"), which say nothing a file's own comment would not
/// say better. The rule, in this one place: the title, in lower case without accents, cut into
/// words at anything that is not a letter and where letters meet digits, with the words of
/// digits left out (counters, dates, times), is one of a recorder's `phrases` below, or nothing
/// at all (a title of numbers only, "20240305 143000"). A real title ("Dad on the rowboat",
/// "Recording Grandpa's war stories") has other words, so it is never generic.
enum GenericTitle {
    static func isGeneric(_ title: String) -> Bool {
        phrases.contains(words(of: title).joined(separator: " "))
    }

    /// The title's words as the rule compares them: "REC_0012" → ["rec"], "Grabación 7" → ["grabacion"].
    static func words(of title: String) -> [String] {
        let folded = title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words: [String] = []
        var word = ""
        for character in folded {
            if character.isLetter {
                word.append(character)
                continue
            }
            // A digit ends a word as a space does, and is itself left out.
            if !word.isEmpty { words.append(word) }
            word = ""
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// What phones' and recorders' apps name a new recording, in the languages WhatsApp and the
    /// phones' own recorders write (lower case, accents removed), and "" for numbers only.
    /// WhatsApp's own file names are here as their words: "AUD-…-WA0003" gives "aud wa".
    static let phrases: Set<String> = [
        "",
        // English: iPhone Voice Memos, Android recorders, Windows Sound Recorder, dictaphones.
        "new recording", "recording", "sound recording", "voice recording", "voice", "voice memo", "voice note",
        "memo", "audio", "rec", "record", "untitled", "new memo", "zoom", "tascam",
        // WhatsApp's voice notes and audio files, Telegram's saved voice messages.
        "aud wa", "ptt wa", "audio wa", "voice message", "audio message",
        // German, French, Spanish, Italian, Portuguese, Dutch.
        "neue aufnahme", "aufnahme", "sprachmemo", "sprachnotiz", "sprachaufnahme", "tonaufnahme",
        "nouvel enregistrement", "enregistrement", "memo vocal", "note vocale", "enregistrement vocal",
        "nueva grabacion", "grabacion", "nota de voz", "grabacion de voz", "nota de audio",
        "nuova registrazione", "registrazione", "memo vocale", "nota vocale", "registrazione vocale",
        "nova gravacao", "gravacao", "gravacao de voz", "memorando de voz",
        "nieuwe opname", "opname", "spraakmemo", "spraakopname", "spraakbericht",
    ]

    /// The title the tags give: the title tag, cleaned and cut, unless it is generic and the
    /// comment has a line of text.
    static func title(tag: String?, comment: String?) -> String? {
        let tagged = tag.flatMap { FieldText.cut($0) }
        guard let tagged, isGeneric(tagged), let described = comment.flatMap(title(fromComment:)) else { return tagged }
        return described
    }

    /// A comment as a title: its first line that has any text (a comment's first line is its
    /// headline; the rest stays in the prompt), cleaned and cut as every tag is. Nil when blank.
    static func title(fromComment comment: String) -> String? {
        comment.split(whereSeparator: \.isNewline).lazy.compactMap { FieldText.cut(String($0)) }.first
    }
}
