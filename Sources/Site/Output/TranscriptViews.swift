import Foundation
import StoryArchive
import Transcript

/// Reads each story's transcript from the archive and shapes it for its page: timed cues with
/// clickable timestamps, or paragraphs; the first few shown, the rest folded.
enum TranscriptViews {
    /// Lines shown before "Show the whole transcript".
    static let leadLines = 6

    static func make(for story: Story, in archive: Archive, audioSrc: String?) -> (TranscriptView?, SiteWarning?) {
        guard let file = story.transcript else {
            return (nil, SiteWarning(file: archive.storyDirectory(story.id).path,
                                     message: "no transcript: the page says \"Transcript unavailable\" (listeners who cannot hear need one)"))
        }
        let url = archive.storyDirectory(story.id).appendingPathComponent(file.file)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return (nil, SiteWarning(file: url.path, message: "the transcript named in story.json is missing"))
        }
        let format = TranscriptFormat(fileExtension: url.pathExtension) ?? .txt
        let transcript: Transcript
        do {
            transcript = try TranscriptParser.parse(data, format: format).0
        } catch {
            return (nil, SiteWarning(file: url.path, message: "cannot read the transcript: \(error.message)"))
        }
        let lines: [TranscriptLine]
        if transcript.isTimed {
            lines = transcript.cues.enumerated().map { index, cue in
                let start = DisplayText.seconds(cue.start)
                return TranscriptLine(id: "cue-\(index + 1)", text: cue.text, speaker: cue.speaker, start: start,
                                      clock: DisplayText.clock(cue.start),
                                      href: audioSrc.map { "\($0)#t=\(start)" })
            }
        } else {
            lines = paragraphs(transcript.plainText).enumerated().map { index, text in
                TranscriptLine(id: "p-\(index + 1)", text: text, speaker: nil, start: nil, clock: nil, href: nil)
            }
        }
        // Folding only pays off when more than a couple of lines would be hidden.
        let fold = lines.count > leadLines + 2
        return (TranscriptView(timed: transcript.isTimed, lead: fold ? Array(lines.prefix(leadLines)) : lines,
                               rest: fold ? Array(lines.dropFirst(leadLines)) : [], hasRest: fold), nil)
    }

    /// Paragraphs are separated by blank lines; single line breaks inside one are kept as spaces,
    /// and each line is trimmed of spaces and tabs (and other Unicode spaces, `.whitespaces`).
    static func paragraphs(_ text: String) -> [String] {
        // Transcript text never holds "\r" (the parsers end lines there); should some, Foundation
        // splits it as it always did ("\r\n" is one Character, so no "\n" for it).
        if let fromBytes = text.utf8.withContiguousStorageIfAvailable({ $0.contains(UInt8(ascii: "\r")) ? nil : paragraphs(in: $0) }),
           let fromBytes {
            return fromBytes
        }
        return text.components(separatedBy: "\n\n")
            .map { $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") }
            .filter { !$0.isEmpty }
    }

    /// `paragraphs` for text without "\r", read from its bytes.
    private static func paragraphs(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        let newline = UInt8(ascii: "\n")
        var result: [String] = []
        var paragraph = "", linesInParagraph = 0
        var start = 0
        while start <= bytes.count {
            let end = bytes[start...].firstIndex(of: newline) ?? bytes.count
            if end > start {
                if linesInParagraph > 0 { paragraph += " " }
                paragraph += trimmingWhitespaces(bytes[start..<end])
                linesInParagraph += 1
            }
            // "\n\n" ends a paragraph; the search for the next one starts after it.
            let endsParagraph = end == bytes.count || end + 1 < bytes.count && bytes[end + 1] == newline
            if endsParagraph {
                if !paragraph.isEmpty { result.append(paragraph) }
                paragraph = ""
                linesInParagraph = 0
            }
            start = end + (endsParagraph ? 2 : 1)
        }
        return result
    }

    /// The line without spaces and tabs at either end; a line that starts or ends with other
    /// characters than ASCII is left to Foundation, which knows the other Unicode spaces.
    private static func trimmingWhitespaces(_ line: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = line.firstIndex(where: { !isSpace($0) }), let last = line.lastIndex(where: { !isSpace($0) })
        else { return "" }
        let words = line[first...last]
        if words.first! < 0x80, words.last! < 0x80 { return String(decoding: words, as: UTF8.self) }
        return String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    }
}
