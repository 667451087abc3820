import Foundation
import StoryArchive

/// The offline search index, in files small enough for a phone: a query loads only what its
/// words need. Script files rather than JSON, as `fetch()` of a local file fails under file://
/// while `<script src>` works everywhere; each calls `StoryChopSearchPart(name, data)`, which
/// `search.js` defines before it adds the script.
///
///     search/index.js        "index": how many entries, how many a file, and the word files'
///                            prefixes and sizes: [["", 812], ["t", 40960], ["th", 2100] …]
///     search/entries/N.js    "entries/N": entries N × 50 … N × 50 + 49 (`SearchEntry`), every
///                            story newest first, then every day entry newest first
///     search/words/N.js      "words/N": each word of the N-th prefix → the entries holding it,
///                            as rising numbers written as differences: {"maple":[3,1,40]}
///
/// A word belongs to the file of the longest prefix that begins it (`SearchShards`), so a word
/// typed whole is found in one file, and the start of a word in that file and those under it.
enum SearchIndex {
    static let entriesPerFile = 50
    /// About the most bytes a words file holds; one word's list may pass it (it is not split).
    static let wordFileBytes = 256 * 1024

    static func entriesFile(_ number: Int) -> String { "search/entries/\(number).js" }
    static func wordsFile(_ number: Int) -> String { "search/words/\(number).js" }

    /// Writes the index: every story (newest first), then every day entry (newest first), with
    /// each one's transcript lines by its key (`TranscriptItem.key`).
    static func write(stories: [Story], days: DayBook, lines: [String: [SearchLine]], to writer: SiteWriter) throws(SiteError) {
        enum Source: Sendable { case story(Story), day(DayEntry) }
        let sources = stories.map(Source.story) + days.days.reversed().flatMap { days.entries(on: $0).map(Source.day) }
        var postings = Postings()
        for (number, part) in sources.chunked(by: entriesPerFile).enumerated() {
            // The words of each entry on all cores; their lists in entry order, here.
            let entries = part.parallelMap { source in
                switch source {
                case .story(let story): SearchEntry(story, lines: lines[story.id] ?? [])
                case .day(let entry): SearchEntry(entry, lines: lines[MediaItem.key(of: entry)] ?? [])
                }
            }
            let words = entries.parallelMap { SearchWords.distinct(in: $0.texts) }
            for (offset, set) in words.enumerated() { postings.add(set, entry: number * entriesPerFile + offset) }
            var text = "StoryChopSearchPart(\"entries/\(number)\",["
            for (position, entry) in entries.enumerated() {
                if position > 0 { text += ",\n" }
                entry.json.appendCompact(to: &text)
            }
            text += "]);\n"
            try write(&text, to: entriesFile(number), writer)
        }
        let shards = SearchShards.plan(postings.encoded(), limit: wordFileBytes)
        for (number, shard) in shards.enumerated() {
            var text = "StoryChopSearchPart(\"words/\(number)\",{" + shard.members + "});\n"
            try write(&text, to: wordsFile(number), writer)
        }
        var index = "// StoryChop search index. Generated; do not edit.\nStoryChopSearchPart(\"index\","
        let files: [JSONValue] = shards.map { shard in .array([.string(shard.prefix), .int(Int64(shard.bytes))]) }
        let members: [JSONValue.Member] = [.init("entries", .int(Int64(sources.count))),
                                           .init("perFile", .int(Int64(entriesPerFile))), .init("words", .array(files))]
        JSONValue.object(members).appendCompact(to: &index)
        index += ");\n"
        try write(&index, to: SitePaths.searchIndex, writer)
    }

    private static func write(_ text: inout String, to path: String, _ writer: SiteWriter) throws(SiteError) {
        let written = text.withUTF8 { bytes in
            Result { () throws(SiteError) in try writer.write(UnsafeRawBufferPointer(bytes), to: path) }
        }
        try written.get()
    }
}

/// Each word → the entries holding it, in rising order (entries are added in order).
struct Postings {
    private var lists: [String: [Int32]] = [:]

    mutating func add(_ words: Set<String>, entry: Int) {
        for word in words { lists[word, default: []].append(Int32(entry)) }
    }

    /// Each word with its list as JSON, differences from the one before: `[3,1,40]`.
    func encoded() -> [(word: String, list: String)] {
        lists.map { word, entries in
            var text = "["
            var last: Int32 = 0
            for (position, entry) in entries.enumerated() {
                if position > 0 { text += "," }
                text += String(entry - last)
                last = entry
            }
            return (word, text + "]")
        }
    }
}
