import Foundation
import StoryCore
import StoryArchive
import Transcript

/// A recording's index as a keeper gives it beside the recording: the `chapters:` of its notes,
///
///     chapters:
///       - time: "0:00"
///         title: Growing up on the farm
///       - time: 12:40
///         title: The wedding
///         synopsis: St. Mary's, June 1962, and the rain.
///         keywords: [church, Joe]
///
/// (`time` or `start`: "12:40", "1:02:05" or a number of seconds), or a WebVTT chapters file
/// `NAME.chapters.vtt`, each cue's start a chapter's and its text the title. Chapters that are
/// wrong refuse the recording whole, as a wrong field of its notes does: a story whose index
/// lost a chapter without a word would mislead its listeners.
enum ChapterListing {
    static let key = "chapters"
    static let itemKeys: Set<String> = ["time", "start", "title", "synopsis", "keywords"]
    /// How a chapters file beside a recording ends.
    static let fileSuffix = ".chapters.vtt"

    /// The chapters `notes` list, as written (nil when it lists none); checked by `checked`.
    static func chapters(in notes: SidecarReader.Document) throws(IngestError) -> [StoryChapter]? {
        guard let value = notes.value[key], value != .null else { return nil }
        guard case .array(let items) = value else {
            throw refusal(notes.shownAs, "\"chapters\" should be a list of chapters, each with a \"time\" and a \"title\"")
        }
        guard items.count <= StoryChapter.limit else {
            throw refusal(notes.shownAs, StoryChapter.Problem.tooMany(items.count).description)
        }
        var chapters: [StoryChapter] = []
        for (index, item) in items.enumerated() {
            switch chapter(item) {
            case .success(let chapter): chapters.append(chapter)
            case .failure(let problem): throw refusal(notes.shownAs, "chapter \(index + 1): \(problem.text)")
            }
        }
        return chapters
    }

    /// The chapters of a WebVTT chapters file: one per cue, its lines joined into the title.
    static func chapters(inFile url: URL, shownAs display: String,
                         reader: InputReader) throws(IngestError) -> (chapters: [StoryChapter], warnings: [String]) {
        guard let data = reader.contents(url.path, TranscriptLimits.maxBytes) else {
            throw IngestError(.io, file: display, message: "cannot read this chapters file", hint: "Check that you may read the file.")
        }
        let parsed: (Transcript, warnings: [String])
        do {
            parsed = try TranscriptParser.parse(data, format: .vtt)
        } catch {
            // The parser speaks of transcripts; a chapters file with no words has no titles.
            let message = error == .empty ? "it has no chapter titles (each cue: \"00:12:40.000 --> 00:20:00.000\", then its title)" : error.message
            throw refusal(display, (error.line.map { "line \($0): " } ?? "") + message)
        }
        guard parsed.0.isTimed else {
            throw refusal(display, "it has no cue timings, so no chapter has a start (each cue: \"00:12:40.000 --> 00:20:00.000\", then its title)")
        }
        let chapters = parsed.0.cues.map { cue in
            StoryChapter(start: cue.start, title: cue.text.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        // The parser passes over a cue without words; for chapters that is a chapter lost.
        let timings = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).count { $0.contains("-->") }
        guard timings == chapters.count else {
            throw refusal(display, "\(timings - chapters.count) of its \(timings) cues \(timings - chapters.count == 1 ? "has" : "have") no title (each cue: \"00:12:40.000 --> 00:20:00.000\", then its title)")
        }
        return (chapters, parsed.warnings)
    }

    /// The chapters checked for a recording of `duration` seconds (`StoryChapter.checked`), or
    /// the refusal naming `shownAs`, the file they came from.
    static func checked(_ chapters: [StoryChapter], duration: Double, shownAs: String) throws(IngestError) -> [StoryChapter] {
        switch StoryChapter.checked(chapters, duration: duration) {
        case .success(let checked): return checked
        case .failure(let problem): throw refusal(shownAs, problem.description)
        }
    }

    struct Problem: Error { var text: String }

    private static func chapter(_ item: JSONValue) -> Result<StoryChapter, Problem> {
        guard case .object = item else {
            return .failure(Problem(text: "it should be lines \"time:\" and \"title:\" (and \"synopsis:\", \"keywords:\")"))
        }
        var fields = FieldReader(item)
        let title = fields.string("title")
        let synopsis = fields.string("synopsis")
        let keywords = fields.stringList("keywords", item: "keyword") ?? []
        var problems = fields.problems + fields.unknownKeys(known: itemKeys).map { "unknown key \"\($0)\"" }
        let start = startSeconds(item, problems: &problems)
        guard problems.isEmpty, let start else { return .failure(Problem(text: problems.joined(separator: "; "))) }
        guard let title else { return .failure(Problem(text: "it has no \"title\"")) }
        return .success(StoryChapter(start: start, title: title, synopsis: synopsis, keywords: keywords))
    }

    /// `time` (or `start`): a number of seconds, or a time as text. YAML reads `12:40` as the
    /// number 760 (its base-60 integers), which is the same time.
    private static func startSeconds(_ item: JSONValue, problems: inout [String]) -> Double? {
        let key = item["time"] != nil ? "time" : "start"
        switch item[key] {
        case .int(let number)?: return Double(number)
        case .double(let number)?: return number
        case .string(let text)? where ClockText.seconds(in: text) != nil: return ClockText.seconds(in: text)
        case nil, .null?:
            problems.append("it has no \"time\" (like 12:40 or 1:02:05)")
        case let value?:
            problems.append("\"\(key)\" should be a time like 12:40 or 1:02:05, or a number of seconds, not \(value.shortDescription)")
        }
        return nil
    }

    private static func refusal(_ file: String, _ message: String) -> IngestError {
        IngestError(.badMetadata, file: file, message: message,
                    hint: "Fix the chapters in the file and run ingest again; nothing was added for this recording.")
    }
}
