import Foundation
import StoryArchive

/// The offline search index: a JavaScript file (`search/index.js`) that sets one global.
/// A script file rather than JSON because `fetch()` of a local file fails under file://, while
/// `<script src>` works everywhere.
///
/// Each entry holds what a reader may type — title, prompt, and narrator, category, tags and
/// date as `text` — and the transcript's lines, each with the id of its line on the story page,
/// so a result can show the words around a match and link to that moment:
///
///     {"href":"../stories/x/index.html","title":"…","prompt":"…","text":"…","lang":"ar","dir":"rtl",
///      "lines":[["cue-1",0.25,"We met at the dance."],["cue-2",4,"…"]]}
///
/// `prompt` is left out when there is none, `lang` and `dir` unless the story has its own
/// language; a written day entry (a partners' check-in, the day's answers) adds `written`; a plain transcript's lines are its paragraphs (`p-1` …), with no start (`null`).
enum SearchIndex {
    /// Writes `search/index.js`, one entry per story, then one per day entry, newest first;
    /// `lines` holds each one's transcript lines by its key (`TranscriptItem.key`).
    static func write(stories: [Story], days: DayBook, lines: [String: [SearchLine]], to writer: SiteWriter) throws(SiteError) {
        // One string, written from its own bytes: the index of a large family is megabytes, and
        // a list of entries, their join and a copy for writing each held all of it again.
        var text = "// StoryChop search index. Generated; do not edit.\nwindow.STORYCHOP_SEARCH = ["
        for (position, story) in stories.enumerated() {
            if position > 0 { text += ",\n" }
            entry(story, lines: lines[story.id] ?? [], from: SitePaths.search).appendCompact(to: &text)
        }
        for day in days.days.reversed() {
            for dayEntry in days.entries(on: day) {
                if !text.hasSuffix("[") { text += ",\n" }
                entry(dayEntry, lines: lines[MediaItem.key(of: dayEntry)] ?? []).appendCompact(to: &text)
            }
        }
        text += "];\n"
        let written = text.withUTF8 { bytes in
            Result { () throws(SiteError) in try writer.write(UnsafeRawBufferPointer(bytes), to: SitePaths.searchIndex) }
        }
        try written.get()
    }

    /// What a reader may find a story by.
    private static func entry(_ story: Story, lines: [SearchLine], from page: String) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("href", .string(SitePaths.link(from: page, to: SitePaths.story(story.id)))),
            .init("title", .string(story.title)),
        ]
        if let prompt = story.prompt { members.append(.init("prompt", .string(prompt))) }
        members.append(.init("text", .string([story.narrator, story.category, story.tags.joined(separator: " "),
                                              DisplayText.date(story.recorded)].compactMap { $0 }.joined(separator: " "))))
        if let language = story.language {
            members += [.init("lang", .string(language)), .init("dir", .string(StoryCard.direction(of: language)))]
        }
        members.append(.init("lines", .array(lines.map(\.jsonValue))))
        return .object(members)
    }
}

extension SearchIndex {
    /// What a written entry says, as one text: "One thing I need today: A slow breakfast.",
    /// "Hours of sleep: 7.5." Nil for a recording's entry.
    private static func written(_ entry: DayEntry) -> String? {
        let parts = DayViews.notes(of: entry).map { "\($0.label): \($0.text)." }
            + entry.answers.compactMap { answer in answer.answer.map { "\(answer.question): \($0.shown)." } }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// What a reader may find a day entry by: its person, kind, mood, factors, prompt and date,
    /// what a written one says, and its transcript, leading to the entry on its day's page.
    private static func entry(_ entry: DayEntry, lines: [SearchLine]) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("href", .string(TranscriptItem(entry).searchHref)),
            .init("title", .string(DayText.title(of: entry))),
        ]
        if let prompt = entry.prompt { members.append(.init("prompt", .string(prompt))) }
        if let written = written(entry) { members.append(.init("written", .string(written))) }
        let words: [String?] = [entry.person, DayText.heading(of: entry.kind), entry.mood?.word, entry.factors.joined(separator: " "),
                     DisplayText.date(entry.day)]
        members.append(.init("text", .string(words.compactMap { $0 }.joined(separator: " "))))
        if let language = entry.language {
            members += [.init("lang", .string(language)), .init("dir", .string(StoryCard.direction(of: language)))]
        }
        members.append(.init("lines", .array(lines.map(\.jsonValue))))
        return .object(members)
    }
}

/// A line of a transcript as the search index holds it: the id of its element on the story
/// page (`cue-3`, `p-2`), its start in seconds (nil for a plain transcript) and its text.
struct SearchLine: Sendable, Equatable, Decodable {
    var id: String
    var start: Double?
    var text: String

    init(id: String, start: Double?, text: String) {
        self.id = id
        self.start = start
        self.text = text
    }

    /// The lines of a story page's transcript, with the ids the page gives them.
    init(_ line: TranscriptLine) {
        self.init(id: line.id, start: line.start.flatMap(Double.init), text: line.text)
    }

    /// Read back from the index's `[id, start, text]`.
    init(from decoder: any Decoder) throws {
        var values = try decoder.unkeyedContainer()
        id = try values.decode(String.self)
        start = try values.decodeIfPresent(Double.self)
        text = try values.decode(String.self)
    }

    var jsonValue: JSONValue {
        .array([.string(id), start.map(JSONValue.double) ?? .null, .string(text)])
    }
}
