import Foundation
import StoryCore
import StoryArchive

/// One entry of the search index, as `search/entries/N.js` holds it, with the texts its words
/// are taken from. It holds what a reader may type — title, prompt, and narrator, category,
/// tags and date as `text` — a line to show under its title (`meta`), and the transcript's
/// lines, each with the id of its line on the story page, so a result can show the words
/// around a match and link to that moment:
///
///     {"href":"../stories/x/index.html","title":"…","meta":"12 March 2024 · Rose","prompt":"…",
///      "text":"…","lang":"ar","dir":"rtl","lines":[["cue-1",0.25,"We met at the dance."],["cue-2",4,"…"]]}
///
/// `prompt` is left out when there is none, `lang` and `dir` unless the story has its own
/// language; a written day entry (a partners' check-in, the day's answers) adds `written`; a
/// story adds its `code` (`"code":"GR-4F7K"`, shown when a reader finds it by the code); a
/// plain transcript's lines are its paragraphs (`p-1` …), with no start (`null`). A story with
/// chapters (and no seal) adds them after its lines, each its start, title and keywords, so a
/// match in one leads to that moment (`#t=760`): `"chapters":[[760,"The wedding","church, Joe"]]`.
struct SearchEntry {
    var json: JSONValue
    /// Title, prompt, text, what is written and each line: what its words are.
    var texts: [String]
    /// `#4F7K`: a story's code characters as its key among the words (no word a reader types
    /// holds `#`, so a code never turns up in a search for words); nil for a day entry.
    var codeKey: String?

    /// The entry of a story, leading to its page.
    init(_ story: Story, code: String?, lines: [SearchLine]) {
        let href = SitePaths.link(from: SitePaths.search, to: SitePaths.story(story.id))
        let text: [String?] = [story.narrator, story.category, story.tags.joined(separator: " "), DisplayText.date(story.recorded)]
        let meta = [DisplayText.date(story.recorded), story.narrator].compactMap { $0 }.joined(separator: " · ")
        self.init(href: href, title: story.title, meta: meta, prompt: story.prompt, written: nil,
                  text: text.compactMap { $0 }.joined(separator: " "), code: code, language: story.language, lines: lines)
        let chapters = story.sealedUntil == nil ? story.chapters : []
        guard !chapters.isEmpty, case .object(var members) = json else { return }
        let keywords = chapters.map { $0.keywords.joined(separator: ", ") }
        let listed: [JSONValue] = zip(chapters, keywords).map { chapter, words in
            .array([.double(chapter.start), .string(chapter.title), .string(words)])
        }
        members.append(.init("chapters", .array(listed)))
        json = .object(members)
        texts += chapters.map(\.title) + keywords.filter { !$0.isEmpty }
    }

    /// The entry of a day's entry, leading to it on its day's page: found by its person, kind,
    /// mood, factors, prompt and date, what a written one says, and its transcript.
    init(_ entry: DayEntry, lines: [SearchLine]) {
        let text: [String?] = [entry.person, DayText.heading(of: entry.kind), entry.mood?.word,
                               entry.factors.joined(separator: " "), DisplayText.date(entry.day)]
        self.init(href: TranscriptItem(entry).searchHref, title: DayText.title(of: entry), meta: DisplayText.date(entry.day),
                  prompt: entry.prompt, written: Self.written(entry), text: text.compactMap { $0 }.joined(separator: " "),
                  code: nil, language: entry.language, lines: lines)
    }

    private init(href: String, title: String, meta: String, prompt: String?, written: String?, text: String,
                 code: String?, language: String?, lines: [SearchLine]) {
        var members: [JSONValue.Member] = [.init("href", .string(href)), .init("title", .string(title)), .init("meta", .string(meta))]
        if let prompt { members.append(.init("prompt", .string(prompt))) }
        if let written { members.append(.init("written", .string(written))) }
        members.append(.init("text", .string(text)))
        if let code { members.append(.init("code", .string(code))) }
        if let language {
            members += [.init("lang", .string(language)), .init("dir", .string(StoryCard.direction(of: language)))]
        }
        members.append(.init("lines", .array(lines.map(\.jsonValue))))
        json = .object(members)
        texts = [title, prompt, written, text].compactMap { $0 } + lines.map(\.text)
        codeKey = code.flatMap { $0.split(separator: "-").last }.map { "#" + $0 }
    }

    /// What a written entry says, as one text: "One thing I need today: A slow breakfast.",
    /// "Hours of sleep: 7.5." Nil for a recording's entry.
    private static func written(_ entry: DayEntry) -> String? {
        let parts = DayViews.notes(of: entry).map { "\($0.label): \($0.text)." }
            + entry.answers.compactMap { answer in answer.answer.map { "\(answer.question): \($0.shown)." } }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
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
