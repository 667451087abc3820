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
///
/// Built while the pages render: each transcript's lines arrive from the page that read them
/// (`add`), and an entries file is written as soon as its fifty have arrived, so the build never
/// holds every transcript at once; the words files follow at the end (`finish`).
final class SearchIndex: Sendable {
    static let entriesPerFile = 50
    /// About the most bytes a words file holds; one word's list may pass it (it is not split).
    static let wordFileBytes = 256 * 1024

    static func entriesFile(_ number: Int) -> String { "search/entries/\(number).js" }
    static func wordsFile(_ number: Int) -> String { "search/words/\(number).js" }

    private enum Source: Sendable { case story(Story), day(DayEntry) }

    /// What has arrived and is still to write.
    private struct State {
        /// Each file's entries whose lines are still to come.
        var missing: [Int]
        /// Lines that came, by entry number, until their file is written.
        var lines: [Int: [SearchLine]] = [:]
        var postings = Postings()
    }

    private let sources: [Source]
    private let numbers: [String: Int]
    private let writer: SiteWriter
    private let state: Locked<State>

    /// An index of every story (newest first), then every day entry (newest first); the lines of
    /// the transcripts `expected` names (by `TranscriptItem.key`) will come through `add`.
    init(stories: [Story], days: DayBook, expected: Set<String>, writer: SiteWriter) {
        sources = stories.map(Source.story) + days.days.reversed().flatMap { days.entries(on: $0).map(Source.day) }
        numbers = Dictionary(sources.enumerated().map { (Self.key(of: $1), $0) }, uniquingKeysWith: { first, _ in first })
        var missing = Array(repeating: 0, count: (sources.count + Self.entriesPerFile - 1) / Self.entriesPerFile)
        for key in expected { if let number = numbers[key] { missing[number / Self.entriesPerFile] += 1 } }
        state = Locked(State(missing: missing))
        self.writer = writer
    }

    private static func key(of source: Source) -> String {
        switch source {
        case .story(let story): story.id
        case .day(let entry): MediaItem.key(of: entry)
        }
    }

    /// One transcript's lines; writes its entries file when they were the last it waited for.
    func add(_ key: String, lines: [SearchLine]) throws(SiteError) {
        guard let number = numbers[key] else { return }
        let file = number / Self.entriesPerFile
        let complete: [Int: [SearchLine]]? = state.withLock { state in
            guard state.lines[number] == nil else { return nil }
            state.lines[number] = lines
            state.missing[file] -= 1
            guard state.missing[file] == 0 else { return nil }
            return take(file, from: &state)
        }
        if let complete { try write(file, lines: complete) }
    }

    /// Writes the files still to write, the words files and `search/index.js`.
    func finish() throws(SiteError) {
        for file in state.withLock({ state in state.missing.indices.filter { state.missing[$0] >= 0 } }) {
            let left = state.withLock { state in state.missing[file] < 0 ? nil : take(file, from: &state) }
            if let left { try write(file, lines: left) }
        }
        let shards = SearchShards.plan(state.withLock { $0.postings.encoded() }, limit: Self.wordFileBytes)
        for (number, shard) in shards.enumerated() {
            var text = "StoryChopSearchPart(\"words/\(number)\",{" + shard.members + "});\n"
            try Self.write(&text, to: Self.wordsFile(number), writer)
        }
        var index = "// StoryChop search index. Generated; do not edit.\nStoryChopSearchPart(\"index\","
        let files: [JSONValue] = shards.map { shard in .array([.string(shard.prefix), .int(Int64(shard.bytes))]) }
        let members: [JSONValue.Member] = [.init("entries", .int(Int64(sources.count))),
                                           .init("perFile", .int(Int64(Self.entriesPerFile))), .init("words", .array(files))]
        JSONValue.object(members).appendCompact(to: &index)
        index += ");\n"
        try Self.write(&index, to: SitePaths.searchIndex, writer)
    }

    /// Takes a file's lines out of the state, marking it written (-1).
    private func take(_ file: Int, from state: inout State) -> [Int: [SearchLine]] {
        let range = file * Self.entriesPerFile..<min((file + 1) * Self.entriesPerFile, sources.count)
        var lines: [Int: [SearchLine]] = [:]
        for number in range { lines[number] = state.lines.removeValue(forKey: number) }
        state.missing[file] = -1
        return lines
    }

    /// Writes one entries file and adds its entries' words.
    private func write(_ file: Int, lines: [Int: [SearchLine]]) throws(SiteError) {
        let range = file * Self.entriesPerFile..<min((file + 1) * Self.entriesPerFile, sources.count)
        var text = "StoryChopSearchPart(\"entries/\(file)\",["
        var words: [(Set<String>, Int)] = []
        for number in range {
            let entry = switch sources[number] {
            case .story(let story): SearchEntry(story, lines: lines[number] ?? [])
            case .day(let day): SearchEntry(day, lines: lines[number] ?? [])
            }
            if number > range.lowerBound { text += ",\n" }
            entry.json.appendCompact(to: &text)
            words.append((SearchWords.distinct(in: entry.texts), number))
        }
        text += "]);\n"
        try Self.write(&text, to: Self.entriesFile(file), writer)
        state.withLock { state in for (set, number) in words { state.postings.add(set, entry: number) } }
    }

    private static func write(_ text: inout String, to path: String, _ writer: SiteWriter) throws(SiteError) {
        let written = text.withUTF8 { bytes in
            Result { () throws(SiteError) in try writer.write(UnsafeRawBufferPointer(bytes), to: path) }
        }
        try written.get()
    }
}

/// Each word → the entries holding it (files are written in any order: lists are sorted at the end).
struct Postings {
    private var lists: [String: [Int32]] = [:]

    mutating func add(_ words: Set<String>, entry: Int) {
        for word in words { lists[word, default: []].append(Int32(entry)) }
    }

    /// Each word with its list as JSON, differences from the one before: `[3,1,40]`.
    func encoded() -> [(word: String, list: String)] {
        lists.map { word, entries in
            let entries = entries.sorted()
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
