import StoryArchive

/// The offline search index: a JavaScript file (`search/index.js`) that sets one global.
/// A script file rather than JSON because `fetch()` of a local file fails under file://, while
/// `<script src>` works everywhere.
///
/// Each entry holds what a reader may type: title, prompt, narrator, category, date and the
/// words of the transcript (each distinct word once, lower-cased, which keeps the file small).
enum SearchIndex {
    /// `words`: each story's `distinctWords`, by story id.
    static func script(stories: [Story], words: [String: String], from page: String) -> String {
        let entries: [JSONValue] = stories.map { story in
            .object([
                .init("href", .string(SitePaths.link(from: page, to: SitePaths.story(story.id)))),
                .init("title", .string(story.title)),
                .init("text", .string([story.prompt, story.narrator, story.category, story.tags.joined(separator: " "),
                                       DisplayText.date(story.recorded)].compactMap { $0 }.joined(separator: " "))),
                .init("words", .string(words[story.id] ?? "")),
            ])
        }
        return "// StoryChop search index. Generated; do not edit.\nwindow.STORYCHOP_SEARCH = " + JSONValue.array(entries).compact() + ";\n"
    }

    static func distinctWords(_ text: String) -> String {
        var seen = Set<Substring>()
        var ordered: [Substring] = []
        let lowered = text.lowercased()
        for word in lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "'" }) where word.count > 1 {
            if seen.insert(word).inserted { ordered.append(word) }
        }
        return ordered.joined(separator: " ")
    }
}
