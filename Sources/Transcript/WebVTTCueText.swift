/// The words of one WebVTT cue, with the markup taken out.
///
/// Voice spans (`<v Mum>`) give the speaker; other tags (`<b>`, `<i>`, `<u>`, `<c.x>`,
/// `<lang en>`, `<ruby>`, timestamps like `<00:01.000>`) are dropped with their text kept,
/// except ruby annotations (`<rt>`) which are pronunciation hints, not words.
/// Character references (`&amp;`, `&nbsp;`, `&#233;` …) are decoded.
struct WebVTTCueText: Equatable {
    var text: String
    var speaker: String?

    /// Parses cue text. When one voice speaks it becomes `speaker`; when several voices
    /// share a cue, each part is kept as "Name: words" so nobody's words lose their speaker.
    init(parsing source: String) {
        var parts: [(voice: String?, text: String)] = [(nil, "")]
        var rubyDepth = 0
        var index = source.startIndex
        while index < source.endIndex {
            let character = source[index]
            if character == "<", let close = Self.tagEnd(in: source, from: index) {
                let tag = source[source.index(after: index)..<close]
                Self.apply(tag: tag, parts: &parts, rubyDepth: &rubyDepth)
                index = source.index(after: close)
                continue
            }
            var piece = String(character)
            if character == "&", let (decoded, next) = CharacterReference.decode(in: source, at: index) {
                piece = decoded
                index = next
            } else {
                index = source.index(after: index)
            }
            if rubyDepth == 0 { parts[parts.count - 1].text += piece }
        }
        let spoken = parts.filter { !TextLines.tidyCueText($0.text).isEmpty }
        let voices = spoken.compactMap(\.voice)
        if Set(voices).count <= 1 {
            speaker = voices.first
            text = spoken.map(\.text).joined()
        } else {
            speaker = nil
            text = spoken.map { part in
                guard let voice = part.voice else { return part.text }
                return voice + ": " + part.text.drop { $0 == " " || $0 == "\t" }
            }.joined(separator: "\n")
        }
    }

    /// Where a tag that starts at `start` ends. A "<" with no ">" on its line is an ordinary
    /// character ("I <3 you"): strict WebVTT would swallow the rest of the cue instead.
    private static func tagEnd(in source: String, from start: String.Index) -> String.Index? {
        var index = source.index(after: start)
        while index < source.endIndex {
            switch source[index] {
            case ">": return index
            case "\n", "<": return nil
            default: index = source.index(after: index)
            }
        }
        return nil
    }

    /// Applies one tag (the text between "<" and ">").
    private static func apply(tag: Substring, parts: inout [(voice: String?, text: String)], rubyDepth: inout Int) {
        if tag.first == "/" {
            let name = tag.dropFirst().prefix { $0 != "." && $0 != " " && $0 != "\t" }
            if name == "v" {
                parts.append((nil, ""))
            } else if name == "rt" {
                rubyDepth = max(0, rubyDepth - 1)
            }
            return
        }
        let name = tag.prefix { $0 != "." && $0 != " " && $0 != "\t" }
        if name == "v" {
            let annotation = tag.drop { $0 != " " && $0 != "\t" }
            let voice = CharacterReference.decodeAll(String(annotation.trimmingSpaces()))
            parts.append((voice.isEmpty ? nil : voice, ""))
        } else if name == "rt" {
            rubyDepth += 1
        }
        // Everything else (styling, classes, language, karaoke timestamps) only styles the words.
    }
}
