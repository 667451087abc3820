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
        // Most cues are words alone: nothing to take out, and nobody named.
        guard Substring(source).withUTF8Bytes({ $0.contains(where: Self.startsMarkup) }) else {
            text = TextLines.isBlankText(source) ? "" : source
            speaker = nil
            return
        }
        let spoken = Self.voiceParts(of: source).filter { !TextLines.isBlankText($0.text) }
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

    private static func startsMarkup(_ byte: UInt8) -> Bool {
        byte == ASCII.lessThan || byte == ASCII.ampersand
    }

    /// The words with the markup taken out, in parts: a voice span (`<v Name>`) or its end starts a new part.
    private static func voiceParts(of source: String) -> [(voice: String?, text: String)] {
        var parts: [(voice: String?, text: String)] = [(nil, "")]
        var rubyDepth = 0
        let cue = Substring(source)
        cue.withUTF8Bytes { bytes in
            // Words are copied in runs, up to the next "<" or "&" that starts markup.
            func copyWords(_ range: Range<Int>) {
                guard rubyDepth == 0, !range.isEmpty else { return }
                parts[parts.count - 1].text += cue[offsets: range]
            }
            var copied = 0, from = 0
            while let mark = bytes.firstOffset(in: from..<bytes.count, where: startsMarkup) {
                from = mark + 1
                guard bytes.standsAlone(mark) else { continue }
                if bytes[mark] == ASCII.lessThan {
                    guard let close = tagEnd(in: bytes, from: mark) else { continue }
                    copyWords(copied..<mark)
                    apply(tag: cue[offsets: from..<close], parts: &parts, rubyDepth: &rubyDepth)
                    from = close + 1
                } else {
                    guard let (decoded, next) = CharacterReference.decode(in: bytes, at: mark) else { continue }
                    copyWords(copied..<mark)
                    if rubyDepth == 0 { parts[parts.count - 1].text += decoded }
                    from = next
                }
                copied = from
            }
            copyWords(copied..<bytes.count)
        }
        return parts
    }

    /// Where a tag that starts at `start` ends. A "<" with no ">" on its line is an ordinary
    /// character ("I <3 you"): strict WebVTT would swallow the rest of the cue instead.
    private static func tagEnd(in bytes: UTF8Bytes, from start: Int) -> Int? {
        var from = start + 1
        while let offset = bytes.firstOffset(in: from..<bytes.count, where: {
            $0 == ASCII.greaterThan || $0 == ASCII.lineFeed || $0 == ASCII.lessThan
        }) {
            // Each of the three counts only as a Character of its own ("\r\n" is not "\n").
            if bytes.standsAlone(offset) { return bytes[offset] == ASCII.greaterThan ? offset : nil }
            from = offset + 1
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
