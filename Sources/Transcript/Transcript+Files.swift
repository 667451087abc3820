/// The files the archive stores.
extension Transcript {
    /// The transcript as a WebVTT file (`transcript.vtt`): "WEBVTT", a blank line, then each
    /// cue as "00:00:01.000 --> 00:00:04.500" (hours always, milliseconds) and its text, cues
    /// separated by a blank line, ending with one "\n". A speaker becomes a `<v Name>` voice span;
    /// "&", "<" and ">" are escaped; empty lines inside a cue are dropped, as WebVTT would end
    /// the cue there. Reading the result back gives the same cues (times to the millisecond).
    ///
    /// A plain transcript has no timings, so its text goes into a NOTE block (store it with
    /// `plainTextFile()` instead).
    public func webVTT() -> String {
        var file = "WEBVTT"
        switch body {
        case .timed(let cues):
            file.reserveCapacity(cues.reduce(16) { $0 + $1.text.utf8.count + 48 })
            for cue in cues {
                file += "\n\n"
                Self.appendWebVTTBlock(cue, to: &file)
            }
        case .plain(let text):
            // A NOTE may hold neither a blank line nor "-->".
            let lines = TextLines.tidyCueText(text.replacing("-->", with: "->"))
            if !lines.isEmpty { file += "\n\nNOTE\n" + lines }
        }
        return file + "\n"
    }

    /// The transcript as a plain UTF-8 text file (`transcript.txt`): "\n" line endings, no
    /// trailing whitespace, ending with exactly one "\n". A timed transcript gives its cue texts.
    public func plainTextFile() -> String {
        PlainText.normalize(plainText) + "\n"
    }

    /// One cue: its timing line, then its text (after a voice span when there is a speaker).
    private static func appendWebVTTBlock(_ cue: Cue, to file: inout String) {
        let start = Timestamp.milliseconds(fromSeconds: cue.start) ?? 0
        let end = max(start, Timestamp.milliseconds(fromSeconds: cue.end) ?? start)
        file += Timestamp.timing(from: start, to: end)
        let text = CharacterReference.escape(TextLines.tidyCueText(cue.text))
        // A voice name ends at ">" and at the line's end, so both are kept out of it.
        let speaker = cue.speaker.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
            .map { String(Substring($0).trimmingSpaces()) } ?? ""
        if !speaker.isEmpty {
            file += "\n<v "
            file += CharacterReference.escape(speaker)
            file += ">"
        } else if !text.isEmpty {
            file += "\n"
        }
        file += text
    }
}
