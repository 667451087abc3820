import Foundation
import StoryCore
import StoryArchive
import Transcript

/// Reads a story's or a day entry's transcript from the archive and shapes it for its page (when the page is
/// rendered): timed cues with their times (buttons that seek, made by the page's script), or
/// paragraphs; the first few shown, the rest folded.
package enum TranscriptViews {
    /// Lines shown before "Show the whole transcript".
    static let leadLines = 6

    static func make(for item: TranscriptItem, in archive: Archive) -> (TranscriptView?, SiteWarning?) {
        let folder = archive.root.appendingPathComponent(item.archiveFolder, isDirectory: true)
        guard let file = item.file else {
            guard item.warnsWhenMissing else { return (nil, nil) }
            return (nil, SiteWarning(file: folder.path,
                                     message: "no transcript: the page says \"Transcript unavailable\" (listeners who cannot hear need one)"))
        }
        let url = folder.appendingPathComponent(file.file)
        guard let data = FileManager.default.contents(atPath: url.path, readingAtMost: TranscriptLimits.maxBytes) else {
            return (nil, SiteWarning(file: url.path, message: "the transcript named in its metadata is missing"))
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
            let turns = SpeakerTurns(cues: transcript.cues, teller: item.teller)
            lines = transcript.cues.enumerated().map { index, cue in
                TranscriptLine(id: item.lineIDPrefix + "cue-\(index + 1)", text: cue.text, speaker: turns.nameShown(at: index),
                               interviewer: turns.isSetApart(at: index), start: DisplayText.seconds(cue.start),
                               clock: DisplayText.clock(cue.start))
            }
        } else {
            lines = paragraphs(transcript.plainText).enumerated().map { index, text in
                TranscriptLine(id: item.lineIDPrefix + "p-\(index + 1)", text: text, speaker: nil, interviewer: false,
                               start: nil, clock: nil)
            }
        }
        // Folding only pays off when more than a couple of lines would be hidden.
        let fold = lines.count > leadLines + 2
        return (TranscriptView(timed: transcript.isTimed, machineMade: file.isMachineMade(contents: data), lead: fold ? Array(lines.prefix(leadLines)) : lines,
                               rest: fold ? Array(lines.dropFirst(leadLines)) : [], hasRest: fold), nil)
    }

    /// Paragraphs are separated by blank lines; single line breaks inside one are kept as spaces,
    /// and each line is trimmed of spaces and tabs (and other Unicode spaces). A line may end in
    /// "\r\n" as well as "\n".
    package static func paragraphs(_ text: String) -> [String] {
        var paragraphs: [String] = [], paragraph = "", linesInParagraph = 0
        func endParagraph() {
            if !paragraph.isEmpty { paragraphs.append(paragraph) }
            paragraph = ""
            linesInParagraph = 0
        }
        // A line at a time: split into an array of lines first, 16 MB of short lines took 600 MB.
        let scalars = text.unicodeScalars
        var start = scalars.startIndex
        while true {
            let end = scalars[start...].firstIndex(of: "\n") ?? scalars.endIndex
            var line = scalars[start..<end]
            if line.last == "\r" { line.removeLast() }
            if line.isEmpty {
                endParagraph()
            } else {
                if linesInParagraph > 0 { paragraph += " " }
                paragraph += trimmingSpaces(line)
                linesInParagraph += 1
            }
            guard end < scalars.endIndex else { break }
            start = scalars.index(after: end)
        }
        endParagraph()
        return paragraphs
    }

    /// The line without spaces at either end: tabs and Unicode's space separators, what
    /// Foundation's `.whitespaces` holds (which bridges each line through NSString).
    private static func trimmingSpaces(_ scalars: Substring.UnicodeScalarView) -> String {
        let isSpace = { (scalar: Unicode.Scalar) in scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
              let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }
}
